import { SECTION_SCALE, scaleValue } from "../scoring/section-score.js";

/**
 * The standard error of a section score in score points: half the width of what the scale makes of
 * theta plus or minus its posterior standard deviation. Where the scale is straight this is the
 * standard deviation times the slope; where it bends (at the top, where a perfect section sits on
 * the flat end) it still counts the points the uncertainty spans instead of a slope of 0.
 */
export function scaleError(theta: number, sd: number): number {
  return (scaleValue(theta + sd) - scaleValue(theta - sd)) / 2;
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
 * deviation of theta carried onto the score scale (scaleError), rounded to 10.
 */
export function sectionRange(scaled: number, theta: number, sd: number): ScoreRange {
  const plusMinus = round10(scaleError(theta, sd));
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
