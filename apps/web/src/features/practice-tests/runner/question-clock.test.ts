import { describe, expect, it } from "vitest";
import { addVisit, QuestionClock } from "./question-clock";

describe("QuestionClock", () => {
  it("adds up the visits of each question and leaves hidden time out", () => {
    let t = 1_000;
    const clock = new QuestionClock(() => t);
    expect(clock.show("q1")).toBeNull();
    t += 40_000;
    expect(clock.show("q2")).toEqual({ qId: "q1", ms: 40_000 });
    t += 5_000;
    expect(clock.hide()).toEqual({ qId: "q2", ms: 5_000 });
    t += 600_000; // the tab was hidden for ten minutes
    clock.reveal();
    t += 2_000;
    expect(clock.take()).toEqual({ qId: "q2", ms: 2_000 });
    t += 3_000;
    expect(clock.show(null)).toEqual({ qId: "q2", ms: 3_000 });
    t += 9_000;
    expect(clock.take()).toBeNull(); // the review page is not a question
  });

  it("adds a visit to a stored time, treating a missing one as zero", () => {
    expect(addVisit(undefined, 1500)).toBe(1500);
    expect(addVisit(61_000, 4_000)).toBe(65_000);
    expect(addVisit("12", 10)).toBe(10);
  });
});
