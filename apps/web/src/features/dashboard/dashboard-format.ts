import type { Recommendation, SkillMastery } from "@sat/core";
import { shortDayMonth, shortDayMonthYear, weekdayDate } from "../../lib/dates";

/** Formatting only: every figure arrives from GET /api/progress. */

export function countdownText(daysLeft: number): string {
  if (daysLeft < 0) return "Your SAT date has passed";
  if (daysLeft === 0) return "Your SAT is today";
  return `${daysLeft} ${daysLeft === 1 ? "day" : "days"} to your SAT`;
}

/** 'YYYY-MM-DD' read as a calendar date, so no time zone can move it to the day before. */
export function formatExamDate(ymd: string): string {
  const [y, m, d] = ymd.split("-").map(Number);
  if (!y || !m || !d) return ymd;
  return weekdayDate(y, m, d);
}

export const shortDate = shortDayMonth;

export const longDate = shortDayMonthYear;

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function accuracyText(r: Pick<Recommendation, "accuracyPercent" | "questions">): string {
  return r.accuracyPercent === null ? "Not tried yet" : `${r.accuracyPercent}% of ${r.questions}`;
}

export const difficultyNames = { E: "Easy", M: "Medium", H: "Hard" } as const;

export const trendLabels: Record<NonNullable<SkillMastery["trend"]>, { arrow: string; text: string }> = {
  up: { arrow: "↑", text: "Improving" },
  down: { arrow: "↓", text: "Slipping" },
  steady: { arrow: "→", text: "Steady" },
};

/**
 * The y range of a score chart: the scores and the target with some air, on round numbers, never
 * beyond the scale's own ends, so small changes stay visible without exaggerating them.
 */
export function scoreDomain(values: number[], bounds: [number, number], step: number): [number, number] {
  const [lo, hi] = bounds;
  if (values.length === 0) return [lo, hi];
  const min = Math.max(lo, Math.floor((Math.min(...values) - step) / step) * step);
  const max = Math.min(hi, Math.ceil((Math.max(...values) + step) / step) * step);
  return [min, max];
}
