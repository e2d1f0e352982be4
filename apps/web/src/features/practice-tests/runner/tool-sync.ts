import type { AttemptTools, Highlight, ToolSettings } from "@sat/core";
import { fetchAttemptTools, saveAnnotations, saveCalculator, saveToolSettings } from "../api/attempt-tools-api";
import { ApiError } from "../../../lib/api-client";
import { readDeviceSettings, writeDeviceSettings } from "./device-settings";

/** Edits reach the server after this pause; the device keeps every edit at once. */
export const TOOLS_SAVE_AFTER_MS = 800;

/** The tool state of an attempt that the server keeps too. */
export interface SyncedTools {
  calculator: string[];
  settings: ToolSettings;
  annotations: Record<string, Highlight[]>;
}

export interface ToolSyncApi {
  fetch: (userTestId: string) => Promise<AttemptTools>;
  saveCalculator: (userTestId: string, expressions: string[]) => Promise<unknown>;
  saveAnnotations: (userTestId: string, qId: string, highlights: Highlight[]) => Promise<unknown>;
  saveSettings: (userTestId: string, settings: ToolSettings) => Promise<unknown>;
}

const defaultApi: ToolSyncApi = {
  fetch: fetchAttemptTools,
  saveCalculator,
  saveAnnotations,
  saveSettings: saveToolSettings,
};

/** One thing sent on its own: the calculator, the settings, or one question's highlights. */
type Key = "calculator" | "settings" | `q:${string}`;

/**
 * Keeps the calculator, the zoom and hidden timer, and the highlights and notes of an attempt: on the
 * device at once, on the server shortly after (sent again when the connection returns). On resume
 * an edit this device has not sent yet wins; everything else comes from the server, which holds
 * what the student did on another device. Lives as long as the runner, so closing a tool right after
 * an edit loses nothing.
 */
export class ToolSync {
  private userTestId: string | null = null;
  private timers = new Map<Key, ReturnType<typeof setTimeout>>();
  private unsent = new Set<Key>();
  private values: SyncedTools = {
    calculator: [],
    settings: { zoom: 1, timerHidden: false, eliminator: false },
    annotations: {},
  };

  constructor(
    private readonly apply: (values: SyncedTools) => void,
    private readonly api: ToolSyncApi = defaultApi,
  ) {}

  load(userTestId: string): void {
    if (this.userTestId === userTestId) return;
    this.userTestId = userTestId;
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
    const device = readDeviceSettings(userTestId);
    this.unsent = new Set(device.unsent as Key[]);
    this.show({
      calculator: device.calculator,
      settings: { zoom: device.zoom, timerHidden: device.timerHidden, eliminator: device.eliminator },
      annotations: device.annotations,
    });
    this.api
      .fetch(userTestId)
      .then((server) => {
        if (this.userTestId !== userTestId) return;
        this.show(this.merge(server));
        this.store();
        this.flush();
      })
      .catch(() => this.flush());
  }

  setCalculator(expressions: string[]): void {
    this.change("calculator", { ...this.values, calculator: expressions });
  }

  setSettings(settings: ToolSettings): void {
    this.change("settings", { ...this.values, settings });
  }

  setAnnotations(qId: string, highlights: Highlight[]): void {
    this.change(`q:${qId}`, { ...this.values, annotations: { ...this.values.annotations, [qId]: highlights } });
  }

  /** The connection is back, or the runner is closing: send what the server does not have. */
  flush(): void {
    for (const key of this.unsent) this.send(key);
  }

  private merge(server: AttemptTools): SyncedTools {
    const local = this.values;
    const annotations: Record<string, Highlight[]> = {};
    for (const { qId, highlights } of server.annotations) annotations[qId] = highlights;
    for (const [qId, highlights] of Object.entries(local.annotations))
      if (this.unsent.has(`q:${qId}`)) annotations[qId] = highlights;
    return {
      calculator: this.unsent.has("calculator") ? local.calculator : server.calculator.expressions,
      settings: this.unsent.has("settings") || !server.settings ? local.settings : server.settings,
      annotations,
    };
  }

  private show(values: SyncedTools): void {
    this.values = values;
    this.apply(values);
  }

  private store(): void {
    if (!this.userTestId) return;
    const { calculator, settings, annotations } = this.values;
    writeDeviceSettings(this.userTestId, { calculator, ...settings, annotations, unsent: [...this.unsent] });
  }

  private change(key: Key, values: SyncedTools): void {
    this.show(values);
    if (!this.userTestId) return;
    this.unsent.add(key);
    this.store();
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => this.send(key), TOOLS_SAVE_AFTER_MS),
    );
  }

  private send(key: Key): void {
    const id = this.userTestId;
    if (!id || !this.unsent.has(key)) return;
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    const values = this.values;
    const request =
      key === "calculator"
        ? this.api.saveCalculator(id, values.calculator)
        : key === "settings"
          ? this.api.saveSettings(id, values.settings)
          : this.api.saveAnnotations(id, key.slice(2), values.annotations[key.slice(2)] ?? []);
    request
      .then(() => {
        // A newer edit made while this one was on its way is still to be sent.
        if (
          this.userTestId !== id ||
          this.timers.has(key) ||
          this.valueOf(key, this.values) !== this.valueOf(key, values)
        )
          return;
        this.unsent.delete(key);
        this.store();
      })
      .catch((error: unknown) => {
        // Refused (400, 404): sending it again would be refused again; the device keeps its copy.
        if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 404)) return;
        if (this.userTestId !== id) return;
        this.unsent.delete(key);
        this.store();
      });
  }

  private valueOf(key: Key, values: SyncedTools): unknown {
    return key === "calculator"
      ? values.calculator
      : key === "settings"
        ? values.settings
        : values.annotations[key.slice(2)];
  }
}
