import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ExamCard } from "./exam-card";
import { ReviewCard } from "./review-card";
import { ScoreHistory } from "./score-history";
import { WhatNext } from "./what-next";

afterEach(cleanup);

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe("ExamCard", () => {
  it("prompts for the exam date and target when neither is set", () => {
    inRouter(<ExamCard exam={{ whenExam: null, daysLeft: null, targetScore: null }} />);
    expect(screen.getByRole("link", { name: "Set your exam date and target" }).getAttribute("href")).toBe("/account");
  });

  it("counts down to the exam and shows the target", () => {
    inRouter(<ExamCard exam={{ whenExam: "2027-03-13", daysLeft: 1, targetScore: 1350 }} />);
    expect(screen.getByText("1 day to your SAT")).toBeTruthy();
    expect(screen.getByText("Target 1350")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Edit/ }).getAttribute("href")).toBe("/account");
  });
});

describe("ReviewCard", () => {
  it("links to the review when questions are due", () => {
    inRouter(<ReviewCard review={{ due: 3, active: 8, mastered: 2 }} />);
    expect(screen.getByRole("link", { name: "Review mistakes" }).getAttribute("href")).toBe("/categories/review");
  });

  it("says there is nothing to review when none is due", () => {
    inRouter(<ReviewCard review={{ due: 0, active: 4, mastered: 1 }} />);
    expect(screen.queryByRole("link", { name: "Review mistakes" })).toBeNull();
    expect(screen.getByText(/Nothing to review right now/)).toBeTruthy();
  });
});

describe("WhatNext", () => {
  it("links each skill to its bank at the suggested difficulty", () => {
    inRouter(
      <WhatNext
        items={[
          {
            skill: "Boundaries",
            slug: "boundaries",
            sectionName: "ReadingAndWriting",
            domainName: "Standard English Conventions",
            questions: 13,
            correct: 8,
            accuracyPercent: 62,
            difficulty: "M",
          },
        ]}
      />,
    );
    expect(screen.getByText("62% of 13")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Practise this skill/ }).getAttribute("href")).toBe(
      "/categories/boundaries?difficulty=M",
    );
  });
});

describe("ScoreHistory", () => {
  it("invites a first test when there is no history", () => {
    inRouter(<ScoreHistory history={[]} target={null} />);
    expect(screen.getByRole("heading", { name: "Score history" })).toBeTruthy();
    expect(screen.getByText("Finish a practice test to see your scores here.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Practice Tests" }).getAttribute("href")).toBe("/practices");
  });

  it("lists every test in the table alternative", () => {
    inRouter(
      <ScoreHistory
        history={[
          {
            userTestId: "u1",
            testId: "practice-test-1",
            testName: "Practice Test 1",
            completedAt: "2026-03-02T10:00:00.000Z",
            total: 1180,
            readingWriting: 600,
            math: 580,
          },
        ]}
        target={1350}
      />,
    );
    const rows = screen.getAllByRole("row").map((r) => r.textContent);
    expect(rows[1]).toBe("2 Mar 2026" + "Practice Test 1" + "1180" + "600" + "580");
  });
});
