import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import type { AnswerStore } from "../answer-db";
import { RunnerContext } from "../runner-context";
import { RunnerController } from "../runner-controller";
import { createRunnerStore, type RunnerState, type ToolState } from "../runner-store";

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
