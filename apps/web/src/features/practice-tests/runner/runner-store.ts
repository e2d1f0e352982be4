import type { Highlight } from "@sat/core";
import { createStore } from "zustand/vanilla";
import type { Editing } from "./annotations/highlight-roots";
import type { Answer, AnswerOptionValue, Stage, TestQuestion } from "./types";

/**
 * The runner's own state, one store per runner on screen. Components read it through selectors;
 * every change that must reach the server goes through the RunnerController.
 */
export type RunnerPhase =
  /** Loading the attempt. */
  | "loading"
  | "ready"
  /** Sending the last answers and submitting the module or the test. */
  | "submitting"
  /** Save and Exit in progress. */
  | "exiting"
  /** The server has no module for this attempt. */
  | "not-started"
  | "error";

/**
 * The student's tools. A new tool adds its switch here and its button to the registry in tools.tsx.
 */
export interface ToolState {
  eliminator: boolean;
  timerHidden: boolean;
  /** The tool panel open inside the test window, if any. */
  panel: ToolPanelId | null;
  /** In-app zoom of the question area, 1 to 2. */
  zoom: number;
  /** The passage's share of the width, in percent, where passage and question sit side by side. */
  split: number;
  lineReader: boolean;
}

export { ZOOM_STEPS } from "@sat/core";
/** The divider moves between these (percent of the width for the passage), by STEP with the keyboard. */
export const SPLIT = { min: 25, even: 50, max: 75, step: 5 } as const;

export type ToolPanelId = "calculator" | "reference";

export interface RunnerState {
  phase: RunnerPhase;
  error: string | null;
  testId: string;
  userTestId: string | null;
  testName: string;
  stage: Stage | null;
  questions: TestQuestion[];
  /** The question on screen; equal to questions.length on the review page. */
  index: number;
  answers: Record<string, Answer>;
  /** Epoch ms (of this device's clock) when the current module or break ends. */
  deadline: number | null;
  /** The clock, ticking once a second. */
  now: number;
  tools: ToolState;
  navigatorOpen: boolean;
  network: "online" | "offline";
  /** Answers on the device the server has not confirmed yet. */
  pending: number;
  /** Another device opened this test and holds it: this one sends nothing until Continue here. */
  takenOver: boolean;
  /** The last message for screen readers (time warnings, moving between questions). */
  announcement: string;
  /** A time warning shown on screen (the timer also comes back); null once dismissed. */
  timeAlert: string | null;
  /** The module whose directions open by themselves (its start, first time on this device). */
  autoDirections: Stage | null;
  /** The calculator's expressions for this attempt. */
  calculator: string[];
  /** Highlights and notes by question. */
  annotations: Record<string, Highlight[]>;
  /** The highlight open in the note editor. */
  editing: Editing | null;
}

export const emptyAnswer = (qId: string): Answer => ({
  qId,
  userOption: "",
  userAnswer: "",
  marked: false,
  eliminated: [],
  timeLeftMs: 0,
  seq: 0,
});

export const isAnswered = (answer: Answer | undefined): boolean =>
  !!answer && (answer.userOption !== "" || answer.userAnswer.trim() !== "");

export type QuestionStatus = { answered: boolean; marked: boolean; current: boolean };

export function questionStatus(state: RunnerState, index: number): QuestionStatus {
  const question = state.questions[index];
  const answer = question ? state.answers[question._id] : undefined;
  return { answered: isAnswered(answer), marked: answer?.marked ?? false, current: index === state.index };
}

export const timeLeftMs = (state: Pick<RunnerState, "deadline" | "now">): number =>
  state.deadline === null ? 0 : Math.max(0, state.deadline - state.now);

export const isOptionEliminated = (answer: Answer | undefined, option: AnswerOptionValue): boolean =>
  answer?.eliminated.includes(option) ?? false;

export function createRunnerStore(testId: string, now: number) {
  return createStore<RunnerState>()(() => ({
    phase: "loading",
    error: null,
    testId,
    userTestId: null,
    testName: "",
    stage: null,
    questions: [],
    index: 0,
    answers: {},
    deadline: null,
    now,
    tools: { eliminator: false, timerHidden: false, panel: null, zoom: 1, lineReader: false, split: SPLIT.even },
    navigatorOpen: false,
    network: "online",
    pending: 0,
    takenOver: false,
    announcement: "",
    timeAlert: null,
    autoDirections: null,
    calculator: [],
    annotations: {},
    editing: null,
  }));
}

export type RunnerStore = ReturnType<typeof createRunnerStore>;
