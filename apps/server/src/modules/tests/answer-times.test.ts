import { describe, expect, it } from "vitest";
import { boundAnswerTimes } from "./answer-times.js";

const MODULE = { durationMs: 32 * 60_000, elapsedMs: 10 * 60_000 };

describe("times on screen", () => {
  it("counts the other questions' stored times first, then this batch in order", () => {
    const stored = new Map([
      ["q1", 200_000],
      ["q9", 300_000],
    ]);
    // Budget: 600 000 − 300 000 (q9, not in the batch) = 300 000; q1 asks 250 000, q2 100 000.
    const { times, rejected } = boundAnswerTimes(
      [
        { qId: "q1", timeSpentMs: 250_000 },
        { qId: "q2", timeSpentMs: 100_000 },
      ],
      stored,
      MODULE,
    );
    expect(times).toEqual([250_000, 50_000]);
    expect(rejected).toEqual([]);
  });

  it("keeps the stored time of an answer sent without one or with a bad one", () => {
    const stored = new Map([["q1", 40_000]]);
    const { times, rejected } = boundAnswerTimes(
      [
        { qId: "q1" },
        { qId: "q2", timeSpentMs: 1.5 },
        { qId: "q3", timeSpentMs: null },
        { qId: "q4", timeSpentMs: 32 * 60_000 + 1 },
      ],
      stored,
      MODULE,
    );
    expect(times).toEqual([40_000, 0, 0, 0]);
    expect(rejected.map((r) => r.field)).toEqual([
      "answerData.1.timeSpentMs",
      "answerData.2.timeSpentMs",
      "answerData.3.timeSpentMs",
    ]);
    expect(rejected[0]?.message).toBe("Time on a question must be a whole number of milliseconds");
  });

  it("never goes past the module's own length, even late", () => {
    const { times } = boundAnswerTimes([{ qId: "q1", timeSpentMs: 32 * 60_000 }], new Map(), {
      durationMs: 32 * 60_000,
      elapsedMs: 33 * 60_000,
    });
    expect(times).toEqual([32 * 60_000]);
  });
});
