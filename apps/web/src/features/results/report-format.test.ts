import { describe, expect, it } from "vitest";
import { clock, correctChoice, spokenDuration, yourChoice } from "./report-format";
import { question } from "./test-fixture";

describe("clock", () => {
  it("shows minutes and seconds like a clock", () => {
    expect(clock(250_000)).toBe("4:10");
    expect(clock(82_000)).toBe("1:22");
    expect(clock(5_000)).toBe("0:05");
    expect(clock(0)).toBe("0:00");
  });
  it("rounds to the nearest second and keeps minutes past an hour", () => {
    expect(clock(59_600)).toBe("1:00");
    expect(clock(4_500_000)).toBe("75:00");
  });
});

describe("spokenDuration", () => {
  it("says the time in words", () => {
    expect(spokenDuration(250_000)).toBe("4 minutes 10 seconds");
    expect(spokenDuration(60_000)).toBe("1 minute");
    expect(spokenDuration(1_000)).toBe("1 second");
    expect(spokenDuration(0)).toBe("0 seconds");
  });
});

describe("answers", () => {
  it("shows letters for multiple choice and the typed answer otherwise", () => {
    expect(yourChoice(question({ userOption: "Option B" }))).toBe("B");
    expect(yourChoice(question({ userOption: "" }))).toBe("Not answered");
    expect(correctChoice(question({ correctAnswer: "Option C" }))).toBe("C");
    const spr = question({ questionType: "spr", userAnswer: "", correctAnswer: "12 or 12.0" });
    expect(yourChoice(spr)).toBe("Not answered");
    expect(correctChoice(spr)).toBe("12 or 12.0");
  });
});
