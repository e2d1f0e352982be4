import { z } from "../zod.js";
import { STAGE_INFO, type Stage } from "./stages.js";

/**
 * Accommodations commonly approved (sat-facts): time and one-half or double time per module.
 * Breaks keep their length.
 */
export const EXTENDED_TIME_FACTOR = { none: 1, "time-and-a-half": 1.5, double: 2 } as const;
export type ExtendedTime = keyof typeof EXTENDED_TIME_FACTOR;
export const extendedTimeSchema = z.enum(["none", "time-and-a-half", "double"], {
  error: "Extended time is none, time and a half or double time",
});

/** A stage's length for a student with the given accommodation. */
export function stageDurationMs(stage: Stage, extendedTime: ExtendedTime): number {
  const info = STAGE_INFO[stage];
  return info.kind === "module" ? Math.round(info.durationMs * EXTENDED_TIME_FACTOR[extendedTime]) : info.durationMs;
}
