import type { AttemptState, SaveTestRequest } from "@sat/core";
import { ApiError } from "../../../lib/api-client";
import { endAttempt, retrieveAttempt, saveAttempt, startAttempt, submitStage } from "../api/attempt-api";
import type { AnswerStore } from "./answer-db";
import type { SaveResult } from "./outbox";
import type { Stage } from "./types";

export interface RunnerApi {
  start: (testId: string) => Promise<AttemptState>;
  retrieve: (testId: string) => Promise<AttemptState>;
  save: (body: SaveTestRequest) => Promise<SaveResult>;
  submit: (userTestId: string, stage: Stage) => Promise<AttemptState>;
  end: (userTestId: string) => Promise<unknown>;
}

export interface RunnerDeps {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The test list and results changed (a test saved, exited or finished). */
  onTestsChanged: () => void;
  /** After a successful Save and Exit, before leaving: the free list again, and the PRO list for a PRO student. */
  refetchTestLists: () => Promise<void>;
  db?: AnswerStore;
  api?: RunnerApi;
}

export const defaultApi: RunnerApi = {
  start: startAttempt,
  retrieve: retrieveAttempt,
  save: saveAttempt,
  submit: submitStage,
  end: endAttempt,
};

export const FIVE_MINUTES = 5 * 60_000;
export const ONE_MINUTE = 60_000;
/** Differences below this between the server's clock and ours are network noise, not drift. */
export const CLOCK_TOLERANCE_MS = 1_500;
/** Visits shorter than this are a click through, not worth a save of their own. */
export const MIN_VISIT_MS = 500;
export const SUBMIT_RETRY_DELAYS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;
/** How long Save and Exit waits for the refreshed test lists before going to the list anyway. */
export const EXIT_REFETCH_WAIT_MS = 4_000;

export const FIVE_MINUTE_WARNING = "5 minutes remaining in this module.";

export const RUNNER_MESSAGES = {
  deviceStoreFailed: "This device could not store your answer. Keep this tab open until it is sent.",
  exitOffline: "You're offline. Your answers are kept on this device and will be sent when you return to this test.",
  moduleOver: "The time for this module is over. Your test continues with the next part.",
  timeUp: "Time is up. This module has been submitted.",
} as const;

/** Settles when the promise does or after `ms`, whichever comes first; never rejects. */
export function withinMs(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise.then(noop, noop), timeout]).finally(() => clearTimeout(timer));
}

const noop = (): void => undefined;

/**
 * Tells the student plainly which answers could never be saved and why, by question number:
 * "Your answer to question 4 was not saved. The time for this module is over, …".
 */
export function refusedMessage(questionNumbers: number[], reason: string): string {
  const numbers = [...new Set(questionNumbers)].sort((a, b) => a - b);
  const last = numbers.at(-1);
  if (last === undefined) return `An answer was not saved. ${reason}`.trim();
  if (numbers.length === 1) return `Your answer to question ${last} was not saved. ${reason}`.trim();
  const list = `${numbers.slice(0, -1).join(", ")} and ${last}`;
  return `Your answers to questions ${list} were not saved. ${reason}`.trim();
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Something went wrong. Reload the page to carry on where you were.";
}
