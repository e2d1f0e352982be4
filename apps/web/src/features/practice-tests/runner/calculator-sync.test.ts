import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CALCULATOR_SAVE_AFTER_MS, CalculatorSync } from "./calculator-sync";
import { readDeviceSettings } from "./device-settings";

describe("CalculatorSync", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  const setUp = (server: string[] = [], failSaves = false) => {
    let state: string[] = [];
    const saves: string[][] = [];
    const api = {
      fetch: vi.fn(() => Promise.resolve({ annotations: [], calculator: { expressions: server } })),
      save: vi.fn((_id: string, expressions: string[]) => {
        saves.push(expressions);
        return failSaves ? Promise.reject(new Error("offline")) : Promise.resolve({});
      }),
    };
    const sync = new CalculatorSync(
      () => state,
      (next) => (state = next),
      api,
    );
    return { sync, api, saves, state: () => state };
  };

  it("keeps every edit on the device at once and sends the last one after a pause", async () => {
    const { sync, saves } = setUp();
    sync.load("attempt-1");
    sync.change(["y = x"]);
    sync.change(["y = x^2"]);
    expect(readDeviceSettings("attempt-1").calculator).toEqual(["y = x^2"]);
    expect(saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(CALCULATOR_SAVE_AFTER_MS);
    expect(saves).toEqual([["y = x^2"]]);
  });

  it("takes the server's expressions when this device has none, and sends a failed save again", async () => {
    const first = setUp(["a = 3"], true);
    first.sync.load("attempt-2");
    await vi.runAllTimersAsync();
    expect(first.state()).toEqual(["a = 3"]);
    first.sync.change(["a = 4"]);
    first.sync.flush();
    await vi.runAllTimersAsync();
    first.sync.flush(); // the connection came back
    await vi.runAllTimersAsync();
    expect(first.saves).toEqual([["a = 4"], ["a = 4"]]);
    // This device now has its own copy, which wins over the server's on the next load.
    const second = setUp(["a = 3"]);
    second.sync.load("attempt-2");
    expect(second.state()).toEqual(["a = 4"]);
    expect(second.api.fetch).not.toHaveBeenCalled();
  });
});
