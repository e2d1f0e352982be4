import { describe, expect, it } from "vitest";
import {
  NO_FILTER,
  domainChoices,
  filterQuestions,
  narrow,
  skillChoices,
  type QuestionFilter,
} from "./question-filter";
import { DOMAINS, QUESTIONS } from "./test-fixture";

const ids = (f: Partial<QuestionFilter>) => filterQuestions(QUESTIONS, { ...NO_FILTER, ...f }).map((q) => q._id);

describe("filterQuestions", () => {
  it("keeps everything without a filter", () => {
    expect(ids({})).toEqual(["q1", "q2", "m1", "m2"]);
  });
  it("filters by section, domain and skill", () => {
    expect(ids({ section: "Mathematics" })).toEqual(["m1", "m2"]);
    expect(ids({ domain: "ReadingAndWriting|INI" })).toEqual(["q1", "q2"]);
    expect(ids({ skill: "Mathematics|H|Linear functions" })).toEqual(["m2"]);
  });
  it("filters by outcome, with missed meaning incorrect or omitted", () => {
    expect(ids({ outcome: "correct" })).toEqual(["q1", "m2"]);
    expect(ids({ outcome: "incorrect" })).toEqual(["q2"]);
    expect(ids({ outcome: "omitted" })).toEqual(["m1"]);
    expect(ids({ outcome: "missed" })).toEqual(["q2", "m1"]);
    expect(ids({ outcome: "marked" })).toEqual(["q2"]);
  });
  it("combines filters", () => {
    expect(ids({ section: "ReadingAndWriting", outcome: "missed" })).toEqual(["q2"]);
  });
});

describe("choices", () => {
  it("groups domains by section and narrows them with the section", () => {
    expect(domainChoices(DOMAINS, "all").map((g) => g.label)).toEqual(["Reading and Writing", "Math"]);
    expect(domainChoices(DOMAINS, "Mathematics")).toEqual([
      { label: "Math", choices: [{ value: "Mathematics|H", label: "Algebra" }] },
    ]);
  });
  it("lists the skills of the chosen domain only", () => {
    const groups = skillChoices(DOMAINS, { section: "all", domain: "Mathematics|H" });
    expect(groups.map((g) => g.label)).toEqual(["Algebra"]);
    expect(groups[0]?.choices.map((c) => c.label)).toEqual(["Linear equations in one variable", "Linear functions"]);
  });
});

describe("narrow", () => {
  it("resets a domain and skill the new section no longer holds", () => {
    const f = { ...NO_FILTER, domain: "ReadingAndWriting|INI", skill: "ReadingAndWriting|INI|Inferences" };
    expect(narrow({ ...f, section: "Mathematics" }, DOMAINS)).toEqual({ ...NO_FILTER, section: "Mathematics" });
    expect(narrow({ ...f, section: "ReadingAndWriting" }, DOMAINS)).toEqual({ ...f, section: "ReadingAndWriting" });
  });
  it("resets a skill outside the new domain", () => {
    const f = { ...NO_FILTER, skill: "ReadingAndWriting|INI|Inferences", domain: "Mathematics|H" };
    expect(narrow(f, DOMAINS)).toEqual({ ...NO_FILTER, domain: "Mathematics|H" });
  });
});
