import { describe, expect, it } from "vitest";
import { skillBySlug } from "../content/skills.js";
import { accuracyPercent, trendOf } from "./mastery.js";
import { expectedGain, fittingDifficulty, skillShare } from "./recommendations.js";
import { reviewAfterAnswer } from "./review-schedule.js";
import { scaleSlopeAt, sectionRange, totalRange } from "./score-range.js";

const DAY = 86_400_000;

describe("score ranges", () => {
  it("carries theta's standard deviation onto the scale by the slope of its segment", () => {
    expect(scaleSlopeAt(0.5)).toBe(100); // 250 points over 2.5
    expect(scaleSlopeAt(-1)).toBeCloseTo(350 / 1.9, 10);
    // 0.3 × 100 = 30.
    expect(sectionRange(600, 0.5, 0.3)).toEqual({ low: 570, high: 630, plusMinus: 30 });
    // 0.35 × 184.2 = 64.5, rounded to 60.
    expect(sectionRange(400, -1, 0.35)).toEqual({ low: 340, high: 460, plusMinus: 60 });
    // Never past the ends of the scale.
    expect(sectionRange(220, -1.8, 0.5)).toEqual({ low: 200, high: 310, plusMinus: 90 });
    expect(sectionRange(790, 2.4, 0.3)).toEqual({ low: 760, high: 800, plusMinus: 30 });
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
    expect(fittingDifficulty(null)).toBe("M");
    expect(fittingDifficulty(480)).toBe("E");
    expect(fittingDifficulty(490)).toBe("M");
    expect(fittingDifficulty(580)).toBe("M");
    expect(fittingDifficulty(590)).toBe("H");
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
