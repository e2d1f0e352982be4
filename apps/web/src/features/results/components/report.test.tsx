import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_FILTER } from "../question-filter";
import { DOMAINS, QUESTIONS, RESULT } from "../test-fixture";
import { KnowledgeSkills } from "./knowledge-skills";
import { QuestionFilters } from "./question-filters";
import { ScorePanel } from "./score-panel";
import { TimeInsights } from "./time-insights";
import { WhatNext } from "./what-next";

afterEach(cleanup);

describe("ScorePanel", () => {
  it("shows each score with its range, the plus-or-minus in words, and the route", () => {
    render(<ScorePanel result={RESULT} />);
    expect(screen.getByText("1220")).toBeTruthy();
    expect(screen.getByText("1180–1260")).toBeTruthy();
    expect(screen.getByText("±40")).toBeTruthy();
    expect(screen.getByText(", plus or minus 40")).toBeTruthy();
    expect(screen.getByText("Module 2: harder")).toBeTruthy();
    expect(screen.getByText("Module 2: easier")).toBeTruthy();
    expect(screen.queryByText(/extended time/)).toBeNull();
  });

  it("says when the test was taken with extended time", () => {
    render(<ScorePanel result={{ ...RESULT, extendedTime: "double" }} />);
    expect(screen.getByText("Taken with extended time (double time for every module).")).toBeTruthy();
  });
});

describe("KnowledgeSkills", () => {
  it("opens a domain to its skills with a real expanded state", () => {
    render(<KnowledgeSkills domains={DOMAINS} />);
    expect(screen.getByRole("heading", { level: 2, name: "Knowledge and Skills" })).toBeTruthy();
    const toggle = screen.getByRole("button", { name: /Algebra/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.textContent).toContain("1 of 2 correct");
    const skills = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(skills?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(skills?.hidden).toBe(false);
    expect(within(skills as HTMLElement).getByText("Linear functions")).toBeTruthy();
  });
});

describe("TimeInsights", () => {
  it("says how long a question took against the module's average", () => {
    const onReview = vi.fn();
    render(<TimeInsights insights={RESULT.insights} modules={RESULT.modules} onReview={onReview} />);
    const text = document.querySelector(".insights__text");
    const visible = [...(text?.childNodes ?? [])]
      .map((n) => (n instanceof HTMLElement && n.className === "visually-hidden" ? "" : n.textContent))
      .join("");
    expect(visible).toBe("You spent 4:10 on question 1 (Math, Module 2) and missed it; the module's average was 1:22.");
    fireEvent.click(screen.getByRole("button", { name: "Review question 1, Math, Module 2" }));
    expect(onReview).toHaveBeenCalledWith(RESULT.insights[0]);
  });
});

describe("WhatNext", () => {
  it("links each skill to the bank at its difficulty", () => {
    render(
      <MemoryRouter>
        <WhatNext skills={RESULT.whatNext} />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Practise this skill: Linear equations in one variable" });
    expect(link.getAttribute("href")).toBe("/categories/linear-equations-in-one-variable?difficulty=M");
    expect(screen.getByText("40% correct (2 of 5)")).toBeTruthy();
  });
});

describe("QuestionFilters", () => {
  it("shows the count and resets a domain the new section does not hold", () => {
    const onChange = vi.fn();
    render(
      <QuestionFilters
        filter={{ ...NO_FILTER, domain: "ReadingAndWriting|INI" }}
        domains={DOMAINS}
        onChange={onChange}
        shown={2}
        total={QUESTIONS.length}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Showing 2 of 4");
    fireEvent.change(screen.getByLabelText("Section"), { target: { value: "Mathematics" } });
    expect(onChange).toHaveBeenCalledWith({ ...NO_FILTER, section: "Mathematics" });
  });
});

describe("TimeInsights without times", () => {
  it("says no times were kept instead of showing zeros", () => {
    const modules = RESULT.modules.map((m) => ({ ...m, spentMs: 0 }));
    render(<TimeInsights insights={[]} modules={modules} onReview={vi.fn()} />);
    expect(screen.getByText("No times were recorded for this attempt.")).toBeTruthy();
    expect(screen.queryByText("Time in each module")).toBeNull();
  });
});
