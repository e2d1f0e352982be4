import type { ReviewResult } from "./api/review-check";
import { NO_ANSWER_MESSAGE, type AnswerOption, type Verdict } from "./practice-state";

/**
 * The review screen's rules as pure functions. Unlike a bank practice, a review records one answer
 * per question: after its check a question is rescheduled on the server (and a second check is
 * refused), so its answer and result stay fixed for the rest of the session, and Previous shows
 * them again.
 */

export interface ReviewEntry {
  option: AnswerOption | null;
  text: string;
  /** The server's answer to the check, or null before it. */
  result: ReviewResult | null;
  checking: boolean;
  alert: string | null;
}

export interface ReviewState {
  index: number;
  entries: ReviewEntry[];
  /** After the last question: the summary replaces the question. */
  finished: boolean;
}

export type ReviewAction =
  | { type: "choose"; option: AnswerOption }
  | { type: "type"; text: string }
  | { type: "checkEmpty" }
  | { type: "checkStart" }
  | { type: "checkDone"; index: number; result: ReviewResult }
  | { type: "checkFailed"; index: number; message: string }
  | { type: "go"; index: number }
  | { type: "finish" };

const emptyEntry = (): ReviewEntry => ({ option: null, text: "", result: null, checking: false, alert: null });

export function initialReviewState(length: number): ReviewState {
  return { index: 0, entries: Array.from({ length }, emptyEntry), finished: false };
}

/** The answer can no longer change: it is being checked, or it has been. */
export const isLocked = (entry: ReviewEntry): boolean => entry.checking || entry.result !== null;

function update(state: ReviewState, index: number, change: (entry: ReviewEntry) => ReviewEntry): ReviewState {
  const entry = state.entries[index];
  if (!entry) return state;
  const entries = state.entries.slice();
  entries[index] = change(entry);
  return { ...state, entries };
}

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  const current = state.entries[state.index];
  switch (action.type) {
    case "choose":
      if (!current || isLocked(current)) return state;
      return update(state, state.index, (e) => ({ ...e, option: action.option, alert: null }));
    case "type":
      if (!current || isLocked(current)) return state;
      return update(state, state.index, (e) => ({ ...e, text: action.text, alert: null }));
    case "checkEmpty":
      return update(state, state.index, (e) => ({ ...e, alert: NO_ANSWER_MESSAGE }));
    case "checkStart":
      if (!current || isLocked(current)) return state;
      return update(state, state.index, (e) => ({ ...e, checking: true, alert: null }));
    case "checkDone":
      return update(state, action.index, (e) => ({ ...e, checking: false, result: action.result }));
    case "checkFailed":
      return update(state, action.index, (e) => ({ ...e, checking: false, alert: action.message }));
    case "go":
      if (action.index < 0 || action.index >= state.entries.length) return state;
      return { ...state, index: action.index, finished: false };
    case "finish":
      return { ...state, finished: true };
  }
}

export const verdictOf = (result: ReviewResult | null): Verdict | null =>
  result ? (result.isCorrect ? "correct" : "incorrect") : null;

export type ReviewPrimary = "check" | "next" | "finish";

/** The footer's main button: Check, then Next, or Finish on the last question. */
export function reviewPrimary(state: ReviewState): ReviewPrimary {
  const entry = state.entries[state.index];
  if (!entry?.result) return "check";
  return state.index + 1 < state.entries.length ? "next" : "finish";
}

export const REVIEW_PRIMARY_LABEL: Record<ReviewPrimary, string> = {
  check: "Check",
  next: "Next",
  finish: "Finish review",
};

/** 'Mastered — it leaves your review queue' or 'Comes back on Tue, 14 Jul 2026', in the student's time zone. */
export function scheduleText(result: ReviewResult, locale?: string, timeZone?: string): string {
  if (result.status === "mastered") return "Mastered — it leaves your review queue";
  if (!result.nextDueAt) return "It stays in your review queue";
  const due = new Date(result.nextDueAt);
  if (Number.isNaN(due.getTime())) return "Comes back later";
  const date = due.toLocaleDateString(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone,
  });
  return `Comes back on ${date}`;
}

/** What the live region reads after a check: the verdict and the schedule. */
export function reviewAnnouncement(result: ReviewResult | null, locale?: string, timeZone?: string): string {
  if (!result) return "";
  const verdict = result.isCorrect ? "Your answer is right." : "Your answer is not right.";
  return `${verdict} ${scheduleText(result, locale, timeZone)}.`;
}

/** '3 questions due' for the entry on /categories. */
export const dueLabel = (due: number): string =>
  due === 0 ? "Nothing due" : `${due} ${due === 1 ? "question" : "questions"} due`;
