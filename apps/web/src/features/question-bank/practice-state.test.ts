import { describe, expect, it } from "vitest";
import {
  NO_ANSWER_MESSAGE,
  PRIMARY_LABEL,
  answerFor,
  initialPracticeState,
  nextStep,
  practiceReducer,
  primaryAction,
  resumeIndex,
  saveExitPosition,
  type PracticeAction,
  type PracticeState,
} from "./practice-state";

const run = (state: PracticeState, ...actions: PracticeAction[]) => actions.reduce(practiceReducer, state);
const label = (state: PracticeState) => PRIMARY_LABEL[primaryAction(state)];

describe("resumeIndex", () => {
  it("opens a new or unstarted practice at the first question", () => {
    expect(resumeIndex(null, 5)).toBe(0);
    expect(resumeIndex({ currentQId: -1, isCompleted: false }, 5)).toBe(0);
  });

  it("resumes at the saved question while it is in the list and the practice is not finished", () => {
    expect(resumeIndex({ currentQId: 0, isCompleted: false }, 5)).toBe(0);
    expect(resumeIndex({ currentQId: 3, isCompleted: false }, 5)).toBe(3);
    expect(resumeIndex({ currentQId: 4, isCompleted: false }, 5)).toBe(4);
  });

  it("starts again after the end of the list or a finished practice", () => {
    expect(resumeIndex({ currentQId: 5, isCompleted: false }, 5)).toBe(0);
    expect(resumeIndex({ currentQId: 9, isCompleted: false }, 3)).toBe(0);
    expect(resumeIndex({ currentQId: 2, isCompleted: true }, 5)).toBe(0);
    expect(resumeIndex({ currentQId: 0, isCompleted: false }, 0)).toBe(0);
  });
});

describe("the footer button", () => {
  const start = initialPracticeState(0);

  it("reads Check until an answer is checked", () => {
    expect(label(start)).toBe("Check");
    expect(label(run(start, { type: "choose", option: "Option B" }))).toBe("Check");
  });

  it("asks for an answer when Check finds none", () => {
    const state = run(start, { type: "checkEmpty" });
    expect(state.alert).toBe(NO_ANSWER_MESSAGE);
    expect(NO_ANSWER_MESSAGE).toBe("Please select an option");
    expect(run(state, { type: "choose", option: "Option A" }).alert).toBeNull();
  });

  it("becomes Next after a right answer and Check Again after a wrong one", () => {
    const chosen = run(start, { type: "choose", option: "Option B" }, { type: "checkStart" });
    expect(chosen.checking).toBe(true);
    const right = run(chosen, { type: "checkDone", revision: chosen.revision, isCorrect: true });
    expect(right.verdict).toBe("correct");
    expect(right.checking).toBe(false);
    expect(label(right)).toBe("Next");
    const wrong = run(chosen, { type: "checkDone", revision: chosen.revision, isCorrect: false });
    expect(wrong.verdict).toBe("incorrect");
    expect(label(wrong)).toBe("Check Again");
  });

  it("clears the checked state when the answer changes", () => {
    const chosen = run(start, { type: "choose", option: "Option B" });
    const wrong = run(chosen, { type: "checkDone", revision: chosen.revision, isCorrect: false });
    const changed = run(wrong, { type: "choose", option: "Option C" });
    expect(changed.verdict).toBeNull();
    expect(label(changed)).toBe("Check");
    const typed = run(start, { type: "type", text: "3" });
    const right = run(typed, { type: "checkDone", revision: typed.revision, isCorrect: true });
    expect(run(right, { type: "type", text: "3/" }).verdict).toBeNull();
  });

  it("keeps the verdict when the same option is chosen again", () => {
    const chosen = run(start, { type: "choose", option: "Option B" });
    const right = run(chosen, { type: "checkDone", revision: chosen.revision, isCorrect: true });
    expect(run(right, { type: "choose", option: "Option B" })).toBe(right);
  });

  it("drops a result that comes back for an answer the student has since changed", () => {
    const chosen = run(start, { type: "choose", option: "Option B" }, { type: "checkStart" });
    const changed = run(chosen, { type: "choose", option: "Option D" });
    const late = run(changed, { type: "checkDone", revision: chosen.revision, isCorrect: true });
    expect(late.verdict).toBeNull();
    expect(late.checking).toBe(false);
    const failed = run(changed, { type: "checkFailed", revision: chosen.revision, message: "offline" });
    expect(failed.alert).toBeNull();
  });

  it("shows why a check failed and keeps the answer", () => {
    const chosen = run(start, { type: "choose", option: "Option A" }, { type: "checkStart" });
    const failed = run(chosen, { type: "checkFailed", revision: chosen.revision, message: "No network" });
    expect(failed).toMatchObject({ alert: "No network", option: "Option A", verdict: null, checking: false });
  });

  it("moves to the next question with a clean answer", () => {
    const chosen = run(initialPracticeState(2), { type: "type", text: "12" });
    const right = run(chosen, { type: "checkDone", revision: chosen.revision, isCorrect: true });
    const next = run(right, { type: "advance" });
    expect(next).toMatchObject({ index: 3, option: null, text: "", verdict: null, alert: null });
    expect(next.revision).toBeGreaterThan(right.revision);
  });
});

describe("answerFor", () => {
  it("sends the chosen option of a multiple-choice question", () => {
    expect(answerFor({ questionType: "mcq" }, { option: "Option C", text: "" })).toEqual({
      userOption: "Option C",
      userAnswer: "",
    });
    expect(answerFor({ questionType: "mcq" }, { option: null, text: "4" })).toBeNull();
  });

  it("sends a typed answer trimmed, and nothing for blanks", () => {
    expect(answerFor({ questionType: "spr" }, { option: null, text: " 3/4 " })).toEqual({
      userOption: "",
      userAnswer: "3/4",
    });
    expect(answerFor({ questionType: "spr" }, { option: null, text: "   " })).toBeNull();
  });
});

describe("saveExitPosition", () => {
  it("stores the question on screen, or the next one after a right answer", () => {
    expect(saveExitPosition({ index: 0, verdict: null })).toBe(0);
    expect(saveExitPosition({ index: 3, verdict: "incorrect" })).toBe(3);
    expect(saveExitPosition({ index: 3, verdict: "correct" })).toBe(4);
    expect(saveExitPosition({ index: 4, verdict: "correct" })).toBe(5);
  });
});

describe("nextStep", () => {
  it("advances until the last question, then finishes with the list length", () => {
    expect(nextStep(0, 3)).toEqual({ kind: "advance" });
    expect(nextStep(1, 3)).toEqual({ kind: "advance" });
    expect(nextStep(2, 3)).toEqual({ kind: "finish", currentQId: 3 });
    expect(nextStep(0, 1)).toEqual({ kind: "finish", currentQId: 1 });
  });
});
