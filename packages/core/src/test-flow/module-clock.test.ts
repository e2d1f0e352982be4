import { describe, expect, it } from "vitest";
import {
  CONTACT_TIMEOUT_MS,
  LATE_ANSWER_ALLOWANCE_MS,
  checkAnswerTiming,
  pauseClock,
  remainingMs,
  startClock,
  touch,
} from "./module-clock.js";
import { STAGES, STAGE_INFO, nextStage } from "./stages.js";

const T0 = 1_000_000;
const MIN = 60_000;

describe("module clock", () => {
  it("counts down while the student keeps contact", () => {
    let clock = startClock(32 * MIN, T0);
    for (let t = 15_000; t <= 10 * MIN; t += 15_000) clock = touch(clock, T0 + t);
    expect(remainingMs(clock, T0 + 10 * MIN)).toBe(22 * MIN);
  });

  it("stops at the last contact plus the timeout when contacts stop, and goes on when they resume", () => {
    let clock = startClock(32 * MIN, T0);
    for (let t = 15_000; t <= MIN; t += 15_000) clock = touch(clock, T0 + t);
    expect(remainingMs(clock, T0 + 60 * MIN)).toBe(32 * MIN - MIN - CONTACT_TIMEOUT_MS);
    clock = touch(clock, T0 + 60 * MIN);
    expect(remainingMs(clock, T0 + 61 * MIN)).toBe(32 * MIN - MIN - 2 * CONTACT_TIMEOUT_MS);
  });

  it("pauses on Save and Exit and resumes with the same time left", () => {
    let clock = startClock(35 * MIN, T0);
    clock = touch(clock, T0 + 5_000);
    clock = pauseClock(clock, T0 + 10_000);
    expect(clock.runningSince).toBeNull();
    expect(remainingMs(clock, T0 + 24 * 60 * MIN)).toBe(35 * MIN - 10_000);
    clock = touch(clock, T0 + 24 * 60 * MIN);
    expect(remainingMs(clock, T0 + 24 * 60 * MIN + 20_000)).toBe(35 * MIN - 30_000);
  });

  it("goes negative when the time is over", () => {
    let clock = startClock(10_000, T0);
    clock = touch(clock, T0 + 10_000);
    expect(remainingMs(clock, T0 + 20_000)).toBe(-10_000);
  });

  it("takes an answer given within the time, even when it arrives late, within the allowance", () => {
    let clock = startClock(MIN, T0);
    for (let t = 10_000; t <= 2 * MIN; t += 10_000) clock = touch(clock, T0 + t);
    expect(checkAnswerTiming(clock, T0 + 2 * MIN, 5_000)).toEqual({ ok: true });
    expect(checkAnswerTiming(clock, T0 + 2 * MIN, 0)).toEqual({ ok: false, reason: "claimed-after-time" });
    for (let t = 2 * MIN; t <= MIN + LATE_ANSWER_ALLOWANCE_MS + 20_000; t += 10_000) clock = touch(clock, T0 + t);
    expect(checkAnswerTiming(clock, T0 + MIN + LATE_ANSWER_ALLOWANCE_MS + 20_000, 5_000)).toEqual({
      ok: false,
      reason: "too-late",
    });
  });
});

describe("stages", () => {
  it("run Reading and Writing, the break, then Math, with the spec's times", () => {
    expect(STAGES.map((s) => nextStage(s))).toEqual([
      "writingModule2",
      "moduleBreakTime",
      "mathModule1",
      "mathModule2",
      null,
    ]);
    expect(STAGES.map((s) => STAGE_INFO[s].durationMs / 1000)).toEqual([1920, 1920, 600, 2100, 2100]);
  });
});
