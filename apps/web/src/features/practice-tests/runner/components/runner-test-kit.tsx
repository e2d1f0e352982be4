import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import type { AnswerStore } from "../answer-db";
import { RunnerContext } from "../runner-context";
import { RunnerController } from "../runner-controller";
import { createRunnerStore, type RunnerState, type ToolState } from "../runner-store";
import type { TestQuestion } from "../types";

/**
 * A component inside a real runner store and controller (never started: no clock, no network), as
 * the runner route builds them; for component tests only.
 */
export function renderInRunner(ui: ReactNode, state: Partial<RunnerState> = {}, tools: Partial<ToolState> = {}) {
  const store = createRunnerStore("t1", Date.now());
  store.setState((s) => ({ ...state, tools: { ...s.tools, ...tools } }));
  const controller = new RunnerController(store, {
    navigate: () => {},
    onTestsChanged: () => {},
    refetchTestLists: () => Promise.resolve(),
    db: {} as AnswerStore,
  });
  const view = render(<RunnerContext value={controller}>{ui}</RunnerContext>);
  return { store, controller, container: view.container };
}

/** Records the keys that reach the window, where the runner's shortcuts listen. */
export function windowKeyRecorder() {
  const keys = vi.fn<(key: string) => void>();
  const listener = (e: KeyboardEvent) => keys(e.key);
  return {
    keys,
    start: () => window.addEventListener("keydown", listener),
    stop: () => {
      window.removeEventListener("keydown", listener);
      keys.mockReset();
    },
  };
}

/** A multiple-choice Reading and Writing question with a passage; `patch` changes what a test needs. */
export const testQuestion = (patch: Partial<TestQuestion> = {}): TestQuestion => ({
  _id: "q1",
  qIdUi: 1,
  sectionName: "ReadingAndWriting",
  moduleName: "Module1",
  questionType: "mcq",
  description: "The passage of the first question.",
  processedQuestion: "Which choice completes the text?",
  answers: [],
  ...patch,
});
