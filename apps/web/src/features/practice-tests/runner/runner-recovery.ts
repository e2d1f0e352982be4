import type { AttemptState } from "@sat/core";
import type { StoredAnswer } from "./answer-db";
import { NetworkDownError, isOfflineSpell, isTransient } from "./outbox";
import { FIVE_MINUTE_WARNING, FIVE_MINUTES, ONE_MINUTE, SUBMIT_RETRY_DELAYS } from "./runner-support";
import { noteSeq } from "./seq";
import type { Answer, Stage } from "./types";

/* What the runner does to come back from a reload, a lost connection or a clock that jumped. */

export const THIRTY_SECONDS = 30_000;
export const THIRTY_SECOND_WARNING = "30 seconds remaining in this module.";

/**
 * The server's answers with this device's newer ones of the current module on top; `unsent` are
 * those the server has yet to get, `sent` device records the server already has (or whose module is over).
 */
export function mergeAnswers(attempt: AttemptState, local: StoredAnswer[], stage: Stage) {
  const ids = new Set(attempt.questions.map((q) => q._id));
  const answers: Record<string, Answer> = {};
  for (const saved of attempt.answers) {
    noteSeq(saved.seq);
    answers[saved.qId] = { ...saved, timeLeftMs: 0 };
  }
  const unsent: StoredAnswer[] = [];
  const sent: StoredAnswer[] = [];
  for (const record of local) {
    noteSeq(record.answer.seq);
    const serverSeq = answers[record.qId]?.seq ?? -1;
    if (record.stage === stage && ids.has(record.qId) && record.answer.seq > serverSeq) {
      answers[record.qId] = record.answer;
      unsent.push({ ...record, pending: 1 });
    } else if (record.pending === 1) sent.push(record);
  }
  return { answers, unsent, sent };
}

/**
 * The warning for time left crossing a mark between two ticks: shown on screen (alert) and said to
 * screen readers. A jump past several marks (a sleeping laptop) says only the latest.
 */
export function timeWarning(
  previous: number,
  left: number,
  isBreak: boolean,
): { announcement: string; alert?: string } | null {
  const crossed = (mark: number) => previous > mark && left <= mark;
  if (crossed(THIRTY_SECONDS) && !isBreak) return { announcement: THIRTY_SECOND_WARNING, alert: THIRTY_SECOND_WARNING };
  if (crossed(ONE_MINUTE))
    return { announcement: isBreak ? "1 minute of break remaining." : "1 minute remaining in this module." };
  if (crossed(FIVE_MINUTES) && !isBreak) return { announcement: FIVE_MINUTE_WARNING, alert: FIVE_MINUTE_WARNING };
  return null;
}

/** Steps that wait for the connection: woken early when the browser says it is back. */
export class ConnectionWaiter {
  private waiters = new Set<() => void>();

  wakeAll(): void {
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }

  /**
   * Retries a step while the network is down or the server is busy; other failures, and any failure
   * once `current` says the runner moved on, are thrown.
   */
  async untilConnected<T>(
    step: () => Promise<T>,
    current: () => boolean,
    network: (state: "online" | "offline") => void,
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await step();
        network("online");
        return result;
      } catch (error) {
        const offline = error instanceof NetworkDownError || (isTransient(error) && isOfflineSpell(error));
        if (!(error instanceof NetworkDownError) && !isTransient(error)) throw error;
        if (!current()) throw error;
        if (offline) network("offline");
        await this.wait(SUBMIT_RETRY_DELAYS[Math.min(attempt, SUBMIT_RETRY_DELAYS.length - 1)] ?? 15_000);
        if (!current()) throw error;
      }
    }
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiters.add(wake);
    });
  }
}
