import { describe, expect, it } from "vitest";
import { accuracyText, countdownText, formatExamDate, plural, scoreDomain } from "./dashboard-format";

describe("countdownText", () => {
  it("counts days, with one day singular", () => {
    expect(countdownText(42)).toBe("42 days to your SAT");
    expect(countdownText(1)).toBe("1 day to your SAT");
  });
  it("says so on the day and after it", () => {
    expect(countdownText(0)).toBe("Your SAT is today");
    expect(countdownText(-3)).toBe("Your SAT date has passed");
  });
});

describe("formatExamDate", () => {
  it("keeps the calendar date whatever the time zone", () => {
    expect(formatExamDate("2027-03-13")).toMatch(/^Saturday,? 13 March 2027$/);
  });
  it("leaves a malformed date as it came", () => {
    expect(formatExamDate("soon")).toBe("soon");
  });
});

describe("accuracyText", () => {
  it("shows the server's percent and count, or that the skill is untried", () => {
    expect(accuracyText({ accuracyPercent: 62, questions: 13 })).toBe("62% of 13");
    expect(accuracyText({ accuracyPercent: null, questions: 0 })).toBe("Not tried yet");
  });
});

describe("plural", () => {
  it("uses the singular for one", () => {
    expect(plural(1, "question", "questions")).toBe("1 question");
    expect(plural(0, "question", "questions")).toBe("0 questions");
  });
});

describe("scoreDomain", () => {
  it("pads to round steps inside the scale", () => {
    expect(scoreDomain([1180, 1250], [400, 1600], 100)).toEqual([1000, 1400]);
    expect(scoreDomain([1180, 1250, 1350], [400, 1600], 100)).toEqual([1000, 1500]);
  });
  it("never goes past the ends of the scale", () => {
    expect(scoreDomain([410, 1590], [400, 1600], 100)).toEqual([400, 1600]);
    expect(scoreDomain([200, 800], [200, 800], 50)).toEqual([200, 800]);
  });
  it("gives the whole scale without values", () => {
    expect(scoreDomain([], [200, 800], 50)).toEqual([200, 800]);
  });
});
