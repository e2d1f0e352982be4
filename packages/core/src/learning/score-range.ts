import { SCALE_ANCHORS, SECTION_SCALE } from "../scoring/section-score.js";

/** Score points per unit of theta on the segment of the scale where theta lies. */
export function scaleSlopeAt(theta: number): number {
  for (let i = 1; i < SCALE_ANCHORS.length; i++) {
    const lower = SCALE_ANCHORS[i - 1];
    const upper = SCALE_ANCHORS[i];
    if (!lower || !upper) continue;
    if (theta <= upper[0] || i === SCALE_ANCHORS.length - 1) return (upper[1] - lower[1]) / (upper[0] - lower[0]);
  }
  return 0;
}

const round10 = (x: number) => Math.round(x / SECTION_SCALE.step) * SECTION_SCALE.step;

export interface ScoreRange {
  low: number;
  high: number;
  /** The standard error in score points, rounded to 10. */
  plusMinus: number;
}

/**
 * The score plus or minus its standard error, as on the official report: the posterior standard
 * deviation of theta carried onto the score scale by the slope of the segment the estimate lies on.
 */
export function sectionRange(scaled: number, theta: number, sd: number): ScoreRange {
  const plusMinus = round10(sd * scaleSlopeAt(theta));
  return {
    low: Math.max(SECTION_SCALE.min, scaled - plusMinus),
    high: Math.min(SECTION_SCALE.max, scaled + plusMinus),
    plusMinus,
  };
}

/** The sections' errors are independent, so the total's is the root of the sum of their squares. */
export function totalRange(total: number, rw: ScoreRange, math: ScoreRange): ScoreRange {
  const plusMinus = round10(Math.hypot(rw.plusMinus, math.plusMinus));
  return {
    low: Math.max(SECTION_SCALE.min * 2, total - plusMinus),
    high: Math.min(SECTION_SCALE.max * 2, total + plusMinus),
    plusMinus,
  };
}
