import { storage, storageKeys } from "../../../lib/storage";
import { ZOOM_STEPS } from "./runner-store";
import type { Stage } from "./types";

/** What the runner keeps per attempt on this device: the student's choices, not their answers. */
export interface DeviceSettings {
  timerHidden: boolean;
  zoom: number;
  /** Modules whose directions already opened by themselves. */
  directionsSeen: Stage[];
  /** The calculator's expressions (also kept on the server). */
  calculator: string[];
}

export function readDeviceSettings(userTestId: string): DeviceSettings {
  try {
    const value = JSON.parse(storage.get(storageKeys.runnerTools(userTestId)) ?? "{}") as Record<string, unknown>;
    return {
      timerHidden: value.timerHidden === true,
      zoom: ZOOM_STEPS.find((z) => z === value.zoom) ?? 1,
      directionsSeen: Array.isArray(value.directionsSeen)
        ? value.directionsSeen.filter((s): s is Stage => typeof s === "string")
        : [],
      calculator: Array.isArray(value.calculator)
        ? value.calculator.filter((e): e is string => typeof e === "string")
        : [],
    };
  } catch {
    return { timerHidden: false, zoom: 1, directionsSeen: [], calculator: [] };
  }
}

export function writeDeviceSettings(userTestId: string, patch: Partial<DeviceSettings>): void {
  storage.set(storageKeys.runnerTools(userTestId), JSON.stringify({ ...readDeviceSettings(userTestId), ...patch }));
}
