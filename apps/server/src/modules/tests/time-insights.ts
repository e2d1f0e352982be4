import type { TestResult } from "@sat/core";

type Insight = TestResult["insights"][number];

/** A missed question counts as slow when it took at least twice the module's average. */
export const SLOW_MISS_FACTOR = 2;
export const MAX_SLOW_MISSES = 3;

/**
 * What the times say: the longest question of each section, and up to three missed questions
 * that took twice their module's average or more (longest first). The average is the module's
 * recorded time over its number of questions.
 */
export function timeInsights(modules: TestResult["modules"]): Insight[] {
  const all = modules.flatMap((m) => {
    const total = m.questions.reduce((sum, q) => sum + q.timeSpentMs, 0);
    const averageMs = m.questions.length === 0 ? 0 : Math.round(total / m.questions.length);
    return m.questions.map((q) => ({ m, q, averageMs }));
  });
  const insights: Insight[] = [];
  const toInsight = (kind: Insight["kind"], e: (typeof all)[number]): Insight => ({
    kind,
    sectionName: e.m.sectionName,
    moduleName: e.m.moduleName,
    qIdUi: e.q.qIdUi,
    timeSpentMs: e.q.timeSpentMs,
    averageMs: e.averageMs,
  });
  for (const section of ["ReadingAndWriting", "Mathematics"] as const) {
    const longest = all
      .filter((e) => e.m.sectionName === section && e.q.timeSpentMs > 0)
      .sort((a, b) => b.q.timeSpentMs - a.q.timeSpentMs)[0];
    if (longest) insights.push(toInsight("longest", longest));
  }
  const slowMisses = all
    .filter((e) => e.q.outcome === "incorrect" && e.averageMs > 0 && e.q.timeSpentMs >= SLOW_MISS_FACTOR * e.averageMs)
    .filter(
      (e) =>
        !insights.some(
          (i) => i.qIdUi === e.q.qIdUi && i.moduleName === e.m.moduleName && i.sectionName === e.m.sectionName,
        ),
    )
    .sort((a, b) => b.q.timeSpentMs - a.q.timeSpentMs)
    .slice(0, MAX_SLOW_MISSES);
  return [...insights, ...slowMisses.map((e) => toInsight("slow-miss", e))];
}
