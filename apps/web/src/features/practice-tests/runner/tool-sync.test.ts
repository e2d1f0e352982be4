import type { AttemptTools, Highlight } from "@sat/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { readDeviceSettings } from "./device-settings";
import { TOOLS_SAVE_AFTER_MS, ToolSync, type SyncedTools } from "./tool-sync";

const mark: Highlight = { target: "passage", start: 0, end: 7, colour: "yellow", note: "" };
const serverTools = (patch: Partial<AttemptTools> = {}): AttemptTools => ({
  annotations: [],
  calculator: { expressions: [] },
  settings: null,
  ...patch,
});

describe("ToolSync", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  const setUp = (server: AttemptTools = serverTools(), fail: "network" | "refused" | null = null) => {
    let shown: SyncedTools | null = null;
    const sent: unknown[][] = [];
    const save = (...args: unknown[]) => {
      sent.push(args);
      if (fail === "network") return Promise.reject(new Error("offline"));
      if (fail === "refused")
        return Promise.reject(new ApiError({ status: 400, title: "Bad Request", message: "outside", errors: [] }));
      return Promise.resolve({});
    };
    const api = {
      fetch: vi.fn(() => Promise.resolve(server)),
      saveCalculator: vi.fn(save),
      saveAnnotations: vi.fn(save),
      saveSettings: vi.fn(save),
    };
    const sync = new ToolSync((values) => (shown = values), api);
    return { sync, api, sent, shown: () => shown };
  };

  it("keeps every edit on the device at once and sends the last one of each kind after a pause", async () => {
    const { sync, sent } = setUp();
    sync.load("attempt-1");
    await vi.runAllTimersAsync();
    sync.setCalculator(["y = x"]);
    sync.setCalculator(["y = x^2"]);
    sync.setAnnotations("q1", [mark]);
    sync.setSettings({ zoom: 1.5, timerHidden: true, eliminator: false });
    const device = readDeviceSettings("attempt-1");
    expect(device.calculator).toEqual(["y = x^2"]);
    expect(device.annotations).toEqual({ q1: [mark] });
    expect(device.zoom).toBe(1.5);
    expect(device.unsent.sort()).toEqual(["calculator", "q:q1", "settings"]);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(TOOLS_SAVE_AFTER_MS);
    expect(sent).toEqual([
      ["attempt-1", ["y = x^2"]],
      ["attempt-1", "q1", [mark]],
      ["attempt-1", { zoom: 1.5, timerHidden: true, eliminator: false }],
    ]);
    expect(readDeviceSettings("attempt-1").unsent).toEqual([]);
  });

  it("takes the server's state (another device's) except what this device has not sent yet", async () => {
    const first = setUp(serverTools(), "network");
    first.sync.load("attempt-2");
    await vi.runAllTimersAsync();
    first.sync.setAnnotations("q1", [{ ...mark, note: "mine" }]);
    await vi.runAllTimersAsync();
    expect(readDeviceSettings("attempt-2").unsent).toEqual(["q:q1"]);

    const other = { ...mark, start: 3, colour: "blue" as const };
    const second = setUp(
      serverTools({
        annotations: [
          { qId: "q1", highlights: [other] },
          { qId: "q2", highlights: [other] },
        ],
        calculator: { expressions: ["a = 3"] },
        settings: { zoom: 2, timerHidden: false, eliminator: true },
      }),
    );
    second.sync.load("attempt-2");
    await vi.runAllTimersAsync();
    expect(second.shown()).toEqual({
      calculator: ["a = 3"],
      settings: { zoom: 2, timerHidden: false, eliminator: true },
      annotations: { q1: [{ ...mark, note: "mine" }], q2: [other] },
    });
    // The unsent edit went to the server on load.
    expect(second.sent).toEqual([["attempt-2", "q1", [{ ...mark, note: "mine" }]]]);
    expect(readDeviceSettings("attempt-2").unsent).toEqual([]);
  });

  it("stops sending what the server refuses, keeping the device's copy", async () => {
    const { sync, sent } = setUp(serverTools(), "refused");
    sync.load("attempt-3");
    await vi.runAllTimersAsync();
    sync.setAnnotations("q1", [mark]);
    await vi.runAllTimersAsync();
    sync.flush();
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
    expect(readDeviceSettings("attempt-3")).toMatchObject({ annotations: { q1: [mark] }, unsent: [] });
  });
});
