import { describe, expect, it } from "vitest";
import { firstTryLabel, masteryDescription, retriesLabel } from "./skill-stats";

describe("skill figures on /categories", () => {
  it("shows first-try accuracy as the server gives it, and nothing before a first attempt", () => {
    expect(firstTryLabel({ firstAttempts: { questions: 10, correct: 7, accuracyPercent: 70 } })).toBe(
      "First try: 70% of 10",
    );
    expect(firstTryLabel({ firstAttempts: { questions: 0, correct: 0, accuracyPercent: null } })).toBeNull();
  });

  it("keeps retries apart", () => {
    expect(retriesLabel({ retries: { checks: 5, correct: 3 } })).toBe("Retries: 3 of 5 right");
    expect(retriesLabel({ retries: { checks: 0, correct: 0 } })).toBeNull();
  });

  it("describes mastery and its trend in words", () => {
    expect(masteryDescription({ questions: 25, correct: 16, accuracyPercent: 64, trend: "up" })).toBe(
      "Mastery 64% over 25 answers, going up",
    );
    expect(masteryDescription({ questions: 1, correct: 0, accuracyPercent: 0, trend: null })).toBe(
      "Mastery 0% over 1 answer",
    );
    expect(masteryDescription({ questions: 0, correct: 0, accuracyPercent: null, trend: null })).toBeNull();
  });
});
