import { describe, expect, it } from "vitest";
import type { ReviewResult } from "./api/review-check";
import { NO_ANSWER_MESSAGE } from "./practice-state";
import {
  dueLabel,
  initialReviewState,
  isLocked,
  reviewAnnouncement,
  reviewPrimary,
  reviewReducer,
  scheduleText,
  type ReviewAction,
  type ReviewState,
} from "./review-state";

const wrong: ReviewResult = {
  isCorrect: false,
  status: "active",
  rightInRow: 0,
  nextDueAt: "2026-07-14T08:00:00.000Z",
};
const mastered: ReviewResult = { isCorrect: true, status: "mastered", rightInRow: 2, nextDueAt: null };

const run = (state: ReviewState, ...actions: ReviewAction[]) => actions.reduce(reviewReducer, state);

describe("review session", () => {
  it("checks each question once and then keeps its answer", () => {
    let state = run(initialReviewState(2), { type: "choose", option: "Option B" });
    expect(reviewPrimary(state)).toBe("check");
    state = run(state, { type: "checkStart" });
    expect(isLocked(state.entries[0]!)).toBe(true);
    state = run(state, { type: "checkDone", index: 0, result: wrong }, { type: "choose", option: "Option C" });
    expect(state.entries[0]!.option).toBe("Option B");
    expect(state.entries[0]!.result).toEqual(wrong);
    expect(reviewPrimary(state)).toBe("next");
    expect(run(state, { type: "checkStart" })).toBe(state);
  });

  it("asks for an answer before a check", () => {
    const state = run(initialReviewState(1), { type: "checkEmpty" });
    expect(state.entries[0]!.alert).toBe(NO_ANSWER_MESSAGE);
    expect(run(state, { type: "type", text: "3" }).entries[0]!.alert).toBeNull();
  });

  it("records a late result on the question it belongs to, and a failure leaves it open", () => {
    let state = run(initialReviewState(2), { type: "type", text: "0.75" }, { type: "checkStart" });
    state = run(state, { type: "checkFailed", index: 0, message: "Your answer could not be checked." });
    expect(isLocked(state.entries[0]!)).toBe(false);
    expect(state.entries[0]!.alert).toBe("Your answer could not be checked.");
    state = run(
      state,
      { type: "checkStart" },
      { type: "checkDone", index: 0, result: mastered },
      { type: "go", index: 1 },
    );
    expect(state.index).toBe(1);
    expect(state.entries[0]!.result).toEqual(mastered);
    expect(run(state, { type: "go", index: 2 })).toBe(state);
  });

  it("finishes after the last question and can go back to it", () => {
    let state = run(initialReviewState(1), { type: "choose", option: "Option A" }, { type: "checkStart" });
    state = run(state, { type: "checkDone", index: 0, result: mastered });
    expect(reviewPrimary(state)).toBe("finish");
    state = run(state, { type: "finish" });
    expect(state.finished).toBe(true);
    expect(run(state, { type: "go", index: 0 }).finished).toBe(false);
  });
});

describe("review schedule", () => {
  it("says when a question comes back, as a local date, or that it is mastered", () => {
    expect(scheduleText(wrong, "en-GB", "UTC")).toBe("Comes back on Tue, 14 Jul 2026");
    expect(scheduleText(mastered)).toBe("Mastered — it leaves your review queue");
    expect(reviewAnnouncement(wrong, "en-GB", "UTC")).toBe("Your answer is not right. Comes back on Tue, 14 Jul 2026.");
    expect(reviewAnnouncement(null)).toBe("");
  });

  it("formats the date in the student's time zone", () => {
    const lateUtc = { ...wrong, nextDueAt: "2026-07-14T23:30:00.000Z" };
    expect(scheduleText(lateUtc, "en-GB", "Asia/Tokyo")).toBe("Comes back on Wed, 15 Jul 2026");
  });

  it("labels the due count", () => {
    expect(dueLabel(0)).toBe("Nothing due");
    expect(dueLabel(1)).toBe("1 question due");
    expect(dueLabel(4)).toBe("4 questions due");
  });
});
