import { createContext, useContext } from "react";
import { useStore } from "zustand";
import type { RunnerController } from "./runner-controller";
import type { RunnerState } from "./runner-store";

export const RunnerContext = createContext<RunnerController | null>(null);

export function useRunnerController(): RunnerController {
  const controller = useContext(RunnerContext);
  if (!controller) throw new Error("useRunnerController must be used inside the test runner");
  return controller;
}

/** Reads the runner's store; pass a selector so a component re-renders only for what it shows. */
export function useRunner<T>(selector: (state: RunnerState) => T): T {
  return useStore(useRunnerController().store, selector);
}
