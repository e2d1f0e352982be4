import { describe, expect, it } from "vitest";
import { skillBySlug } from "../content/skills.js";
import { accuracyPercent, trendOf } from "./mastery.js";
import { expectedGain, fittingDifficulty, skillShare } from "./recommendations.js";
import { reviewAfterAnswer } from "./review-schedule.js";
import { scaleError, sectionRange, totalRange } from "./score-range.js";

const DAY = 86_400_000;

describe("score ranges", () => {
  it("carries theta plus or minus its standard deviation onto the scale: half the span, rounded to 10", () => {
    // Knots (0, 520) and (0.8, 615): theta 0.4 ± 0.4 spans 520 to 615, half of 95 is 47.5.
    expect(scaleError(0.4, 0.4)).toBeCloseTo(47.5, 10);
    expect(sectionRange(600, 0.4, 0.4)).toEqual({ low: 550, high: 650, plusMinus: 50 });
    // Knots (2.25, 780) and (2.8, 800): 2.525 ± 0.275 spans 20 points, so ±10 where the scale is flat.
    expect(sectionRange(790, 2.525, 0.275)).toEqual({ low: 780, high: 800, plusMinus: 10 });
    // Knots (-2.2, 300) and (-1, 410): -1.6 ± 0.6 spans 110, half is 55, rounded to 60; never below 200.
    expect(sectionRange(250, -1.6, 0.6)).toEqual({ low: 200, high: 310, plusMinus: 60 });
  });

  it("adds independent section errors as the root of the sum of squares", () => {
    const rw = { low: 540, high: 660, plusMinus: 60 };
    const math = { low: 570, high: 630, plusMinus: 30 };
    // √(60² + 30²) = 67.1, rounded to 70.
    expect(totalRange(1200, rw, math)).toEqual({ low: 1130, high: 1270, plusMinus: 70 });
    expect(totalRange(420, rw, math)).toMatchObject({ low: 400, high: 490 });
  });
});

describe("mastery", () => {
  it("rounds accuracy to whole percent and has none without answers", () => {
    expect(accuracyPercent(8, 12)).toBe(67);
    expect(accuracyPercent(1, 8)).toBe(13); // 12.5 rounds up
    expect(accuracyPercent(0, 0)).toBeNull();
  });

  it("compares the latest ten answers with the ones before", () => {
    // Earlier 3 of 6 (50%), latest 7 of 10 (70%): up 20 points.
    expect(trendOf({ questions: 16, correct: 10, recentQuestions: 10, recentCorrect: 7 })).toBe("up");
    // Earlier 6 of 10 (60%), latest 5 of 10: exactly 10 points down.
    expect(trendOf({ questions: 20, correct: 11, recentQuestions: 10, recentCorrect: 5 })).toBe("down");
    // Earlier 5 of 8 (62.5%), latest 6 of 10: 2.5 points, steady.
    expect(trendOf({ questions: 18, correct: 11, recentQuestions: 10, recentCorrect: 6 })).toBe("steady");
    // Four earlier answers are too few.
    expect(trendOf({ questions: 14, correct: 14, recentQuestions: 10, recentCorrect: 0 })).toBeNull();
  });
});

describe("what next", () => {
  it("weights a skill by its domain's share split over the domain's skills", () => {
    expect(skillShare(skillBySlug("boundaries")!)).toBeCloseTo(0.13, 10); // SEC 26% over 2 skills
    expect(skillShare(skillBySlug("circles")!)).toBeCloseTo(0.0375, 10); // Geometry 15% over 4
    // Linear equations in one variable: 35% / 5 = 0.07; 0 of 10 right: 1 − 1/12 missed.
    expect(expectedGain(skillBySlug("linear-equations-one-variable")!, 0, 10)).toBeCloseTo(0.07 * (11 / 12), 10);
  });

  it("fits the bank difficulty to the section score", () => {
    // The boundaries are the scale at theta -0.35 and 0.35, by hand from the cubic between the knots
    // (-1, 410)-(0, 520) with knot slopes 100.27 and 114.36 at t = 0.65: 480.1, so 480; and
    // (0, 520)-(0.8, 615) with slopes 114.36 and 121.94 at t = 0.4375: 560.8, so 560.
    expect(fittingDifficulty(null)).toBe("M");
    expect(fittingDifficulty(470)).toBe("E");
    expect(fittingDifficulty(480)).toBe("M");
    expect(fittingDifficulty(550)).toBe("M");
    expect(fittingDifficulty(560)).toBe("H");
  });
});

describe("review schedule", () => {
  const now = new Date("2027-02-01T09:00:00Z");
  const entered = { rightInRow: 0, dueAt: now, status: "active" as const };

  it("comes back a day after the first right answer and leaves after the second", () => {
    const once = reviewAfterAnswer(entered, true, now);
    expect(once).toEqual({ rightInRow: 1, dueAt: new Date(now.getTime() + DAY), status: "active" });
    const later = new Date(now.getTime() + DAY);
    expect(reviewAfterAnswer(once, true, later)).toMatchObject({ rightInRow: 2, status: "mastered" });
  });

  it("starts over the next day after a wrong answer", () => {
    const once = reviewAfterAnswer(entered, true, now);
    const later = new Date(now.getTime() + DAY);
    expect(reviewAfterAnswer(once, false, later)).toEqual({
      rightInRow: 0,
      dueAt: new Date(later.getTime() + DAY),
      status: "active",
    });
  });
});
