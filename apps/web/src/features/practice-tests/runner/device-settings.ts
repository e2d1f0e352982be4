import { ZOOM_STEPS } from "@sat/core";
import type { Highlight } from "@sat/core";
import { storage, storageKeys } from "../../../lib/storage";
import type { Stage } from "./types";

/** What the runner keeps per attempt on this device: the student's tools, not their answers. */
export interface DeviceSettings {
  timerHidden: boolean;
  eliminator: boolean;
  zoom: number;
  /** Modules whose directions already opened by themselves. */
  directionsSeen: Stage[];
  /** The calculator's expressions (also kept on the server). */
  calculator: string[];
  /** Highlights and notes by question (also kept on the server). */
  annotations: Record<string, Highlight[]>;
  /** What the server does not have yet (ToolSync's keys). */
  unsent: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((e): e is string => typeof e === "string") : [];

/** Device copies are our own writes; anything malformed is dropped, not trusted. */
const annotationsOf = (value: unknown): Record<string, Highlight[]> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, list]) => Array.isArray(list)) as [string, Highlight[]][])
    : {};

export function readDeviceSettings(userTestId: string): DeviceSettings {
  try {
    const value = JSON.parse(storage.get(storageKeys.runnerTools(userTestId)) ?? "{}") as Record<string, unknown>;
    return {
      timerHidden: value.timerHidden === true,
      eliminator: value.eliminator === true,
      zoom: ZOOM_STEPS.find((z) => z === value.zoom) ?? 1,
      directionsSeen: strings(value.directionsSeen) as Stage[],
      calculator: strings(value.calculator),
      annotations: annotationsOf(value.annotations),
      unsent: strings(value.unsent),
    };
  } catch {
    return {
      timerHidden: false,
      eliminator: false,
      zoom: 1,
      directionsSeen: [],
      calculator: [],
      annotations: {},
      unsent: [],
    };
  }
}

export function writeDeviceSettings(userTestId: string, patch: Partial<DeviceSettings>): void {
  storage.set(storageKeys.runnerTools(userTestId), JSON.stringify({ ...readDeviceSettings(userTestId), ...patch }));
}
