/**
 * A skill's mastery: accuracy over every test answer and every first attempt in the bank, and its
 * trend, the accuracy of the latest TREND_WINDOW answers against all the answers before them.
 */
export const TREND_WINDOW = 10;
/** Fewer earlier answers than this say too little to call a trend. */
export const TREND_MIN_EARLIER = 5;
/** A change of at least 10 percentage points counts as up or down. */
export const TREND_THRESHOLD = 0.1;

export type Trend = "up" | "down" | "steady";

export interface MasteryCounts {
  questions: number;
  correct: number;
  /** The latest TREND_WINDOW answers of the skill and how many of them were right. */
  recentQuestions: number;
  recentCorrect: number;
}

/** Whole percent, or null with no answers at all. */
export function accuracyPercent(correct: number, questions: number): number | null {
  return questions === 0 ? null : Math.round((100 * correct) / questions);
}

export function trendOf(c: MasteryCounts): Trend | null {
  const earlier = c.questions - c.recentQuestions;
  if (earlier < TREND_MIN_EARLIER || c.recentQuestions === 0) return null;
  const delta = c.recentCorrect / c.recentQuestions - (c.correct - c.recentCorrect) / earlier;
  // Rounded first so that exactly ten points (0.1 in floating point) counts as a change.
  const points = Math.round(delta * 1000) / 1000;
  if (points >= TREND_THRESHOLD) return "up";
  if (points <= -TREND_THRESHOLD) return "down";
  return "steady";
}
