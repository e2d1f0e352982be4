import { TIMING } from "../constants.js";
import type { Section } from "../content/taxonomy.js";

/** The runner's screens in order (spec section 4, Module flow). */
export const STAGES = ["writingModule1", "writingModule2", "moduleBreakTime", "mathModule1", "mathModule2"] as const;
export type Stage = (typeof STAGES)[number];

export type StageInfo =
  | { kind: "module"; section: Section; module: "module1" | "module2"; durationMs: number; title: string }
  | { kind: "break"; durationMs: number; title: string };

export const STAGE_INFO: Record<Stage, StageInfo> = {
  writingModule1: {
    kind: "module",
    section: "reading-writing",
    module: "module1",
    durationMs: TIMING.readingWritingModuleSeconds * 1000,
    title: "Section 1, Module 1: Reading and Writing",
  },
  writingModule2: {
    kind: "module",
    section: "reading-writing",
    module: "module2",
    durationMs: TIMING.readingWritingModuleSeconds * 1000,
    title: "Section 1, Module 2: Reading and Writing",
  },
  moduleBreakTime: { kind: "break", durationMs: TIMING.breakSeconds * 1000, title: "Break" },
  mathModule1: {
    kind: "module",
    section: "math",
    module: "module1",
    durationMs: TIMING.mathModuleSeconds * 1000,
    title: "Section 2, Module 1: Math",
  },
  mathModule2: {
    kind: "module",
    section: "math",
    module: "module2",
    durationMs: TIMING.mathModuleSeconds * 1000,
    title: "Section 2, Module 2: Math",
  },
};

/** The stage after this one; null after Math module 2, when the test is submitted. */
export function nextStage(stage: Stage): Stage | null {
  const index = STAGES.indexOf(stage);
  return STAGES[index + 1] ?? null;
}
