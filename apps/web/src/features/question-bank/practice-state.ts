import type { BankQuestion } from "@sat/core";

/**
 * The practice screen's rules (spec section 4, Question bank practice) as pure functions, so they
 * can be tested without a browser: where a practice resumes, what the footer button does, what
 * Save & Exit stores, and how a check moves the screen on.
 */

export type AnswerOption = BankQuestion["answers"][number]["answerOption"];

/** What the practice screen draws of a question: the fields a bank question and a review question share. */
export type PracticeQuestionData = Pick<
  BankQuestion,
  "qId" | "difficulty" | "questionType" | "description" | "processedQuestion" | "answers"
>;
export type Verdict = "correct" | "incorrect";

/** Spec section 5: Check with nothing selected or typed. */
export const NO_ANSWER_MESSAGE = "Please select an option";

export interface PracticeState {
  /** The counter: the index of the question on screen. */
  index: number;
  option: AnswerOption | null;
  text: string;
  /** The result of the last check of the answer as it stands; any change of the answer clears it. */
  verdict: Verdict | null;
  /** Bumped by every change of the answer, so a check that answers for an older answer is dropped. */
  revision: number;
  checking: boolean;
  /** 'Please select an option', or why a check failed. */
  alert: string | null;
}

export type PracticeAction =
  | { type: "choose"; option: AnswerOption }
  | { type: "type"; text: string }
  | { type: "checkEmpty" }
  | { type: "checkStart" }
  | { type: "checkDone"; revision: number; isCorrect: boolean }
  | { type: "checkFailed"; revision: number; message: string }
  | { type: "advance" };

interface SavedPlace {
  currentQId: number;
  isCompleted: boolean;
}

/**
 * Where a practice opens: at the saved question when it is a question of this list and the
 * practice is not finished; otherwise at the first question (a new practice, a finished one, or a
 * saved place past the end because the list has shrunk).
 */
export function resumeIndex(saved: SavedPlace | null, length: number): number {
  if (!saved || saved.isCompleted) return 0;
  return saved.currentQId >= 0 && saved.currentQId < length ? saved.currentQId : 0;
}

export function initialPracticeState(index: number): PracticeState {
  return { index, option: null, text: "", verdict: null, revision: 0, checking: false, alert: null };
}

const freshAnswer = (state: PracticeState): PracticeState => ({
  ...state,
  verdict: null,
  alert: null,
  revision: state.revision + 1,
});

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case "choose":
      return state.option === action.option ? state : { ...freshAnswer(state), option: action.option };
    case "type":
      return state.text === action.text ? state : { ...freshAnswer(state), text: action.text };
    case "checkEmpty":
      return { ...state, verdict: null, alert: NO_ANSWER_MESSAGE };
    case "checkStart":
      return { ...state, checking: true, alert: null };
    case "checkDone":
      if (action.revision !== state.revision) return { ...state, checking: false };
      return { ...state, checking: false, verdict: action.isCorrect ? "correct" : "incorrect" };
    case "checkFailed":
      if (action.revision !== state.revision) return { ...state, checking: false };
      return { ...state, checking: false, alert: action.message };
    case "advance":
      return { ...initialPracticeState(state.index + 1), revision: state.revision + 1 };
  }
}

export type PrimaryAction = "check" | "checkAgain" | "next";

/** The footer's one button: Check, then Next after a correct answer or Check Again after a wrong one. */
export function primaryAction(state: Pick<PracticeState, "verdict">): PrimaryAction {
  if (state.verdict === "correct") return "next";
  if (state.verdict === "incorrect") return "checkAgain";
  return "check";
}

export const PRIMARY_LABEL: Record<PrimaryAction, string> = {
  check: "Check",
  checkAgain: "Check Again",
  next: "Next",
};

/**
 * What Check sends for the question on screen, or null when nothing is chosen or typed. Typed
 * answers are compared trimmed on the server (spec section 5); they are sent trimmed too.
 */
export function answerFor(
  question: Pick<BankQuestion, "questionType">,
  state: Pick<PracticeState, "option" | "text">,
): { userOption: AnswerOption | ""; userAnswer: string } | null {
  if (question.questionType === "mcq") return state.option ? { userOption: state.option, userAnswer: "" } : null;
  const text = state.text.trim();
  return text ? { userOption: "", userAnswer: text } : null;
}

/** Save & Exit stores the question on screen, or the one after it when it was already answered right. */
export function saveExitPosition(state: Pick<PracticeState, "index" | "verdict">): number {
  return state.verdict === "correct" ? state.index + 1 : state.index;
}

export type NextStep = { kind: "advance" } | { kind: "finish"; currentQId: number };

/** Next moves to the following question; after the last one the practice is saved as finished. */
export function nextStep(index: number, length: number): NextStep {
  return index + 1 < length ? { kind: "advance" } : { kind: "finish", currentQId: length };
}

/** What the live region says after a check. */
export function verdictAnnouncement(verdict: Verdict | null): string {
  if (verdict === "correct") return "Your answer is right. Select Next to go on.";
  if (verdict === "incorrect") return "Your answer is not right. Change it and check again, or show the explanation.";
  return "";
}
