import { timeSpentMsSchema, type FieldError } from "@sat/core";

export const TIME_MESSAGES = {
  beyondModule: (durationMs: number) =>
    `Time on a question cannot be more than the module's ${Math.round(durationMs / 60_000)} minutes`,
} as const;

/**
 * Times on screen for the answers of one save. Each is checked on its own: a bad one is refused
 * with a field message and the answer keeps the time stored before (the answer itself is saved).
 * Together, the module's times never exceed the time the module has actually run on the server's
 * clock: the stored times of the other questions count first, then this batch in order.
 */
export function boundAnswerTimes(
  /** `index`: the answer's place in the request, for the field name (its place here by default). */
  answers: readonly { qId: string; timeSpentMs?: unknown; index?: number }[],
  stored: ReadonlyMap<string, number>,
  module: { durationMs: number; elapsedMs: number },
): { times: number[]; rejected: FieldError[] } {
  const rejected: FieldError[] = [];
  const wanted = answers.map((answer, i) => {
    const before = stored.get(answer.qId) ?? 0;
    if (answer.timeSpentMs === undefined) return before;
    const field = `answerData.${answer.index ?? i}.timeSpentMs`;
    const parsed = timeSpentMsSchema.safeParse(answer.timeSpentMs);
    if (!parsed.success) {
      rejected.push({ field, message: parsed.error.issues[0]?.message ?? "Invalid time" });
      return before;
    }
    if (parsed.data > module.durationMs) {
      rejected.push({ field, message: TIME_MESSAGES.beyondModule(module.durationMs) });
      return before;
    }
    return parsed.data;
  });
  const inBatch = new Set(answers.map((a) => a.qId));
  let budget = Math.max(0, Math.min(module.durationMs, module.elapsedMs));
  for (const [qId, ms] of stored) if (!inBatch.has(qId)) budget -= ms;
  const times = wanted.map((ms) => {
    const kept = Math.max(0, Math.min(ms, budget));
    budget -= kept;
    return kept;
  });
  return { times, rejected };
}
