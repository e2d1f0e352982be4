import type { QuestionBankSummary } from "@sat/core";
import { describe, expect, it } from "vitest";
import { paths } from "../../app/paths";
import {
  NO_FILTER,
  bankProgressState,
  canPractise,
  countLabel,
  filterParams,
  freeLabel,
  practiceCount,
  progressLabel,
  progressStateLabel,
  readFilter,
} from "./bank-filter";

const bank = (over: Partial<QuestionBankSummary> = {}): QuestionBankSummary => ({
  questionBankId: "words-in-context",
  name: "Words in Context",
  sectionType: "READING_AND_WRITING",
  domain: "craft-and-structure",
  domainName: "Craft and Structure",
  totalQuestions: 9,
  difficultyCounts: { E: 3, M: 4, H: 2 },
  availableQuestions: 9,
  answeredCount: 4,
  correctCount: 3,
  wrongCount: 1,
  firstAttempts: { questions: 0, correct: 0, accuracyPercent: null },
  retries: { checks: 0, correct: 0 },
  mastery: { questions: 0, correct: 0, accuracyPercent: null, trend: null },
  userTestState: null,
  ...over,
});

describe("the filter in the URL", () => {
  it("reads a difficulty and onlyWrong, ignoring anything else", () => {
    expect(readFilter(new URLSearchParams(""))).toEqual(NO_FILTER);
    expect(readFilter(new URLSearchParams("difficulty=E&onlyWrong=true"))).toEqual({
      difficulty: "E",
      onlyWrong: true,
    });
    expect(readFilter(new URLSearchParams("difficulty=X&onlyWrong=yes"))).toEqual(NO_FILTER);
  });

  it("leaves the defaults out of links", () => {
    expect(filterParams(NO_FILTER).toString()).toBe("");
    expect(filterParams({ difficulty: "H", onlyWrong: false }).toString()).toBe("difficulty=H");
    expect(paths.category("words-in-context")).toBe("/categories/words-in-context");
    expect(paths.category("words-in-context", NO_FILTER)).toBe("/categories/words-in-context");
    expect(paths.category("words-in-context", { difficulty: "E", onlyWrong: true })).toBe(
      "/categories/words-in-context?difficulty=E&onlyWrong=true",
    );
    expect(paths.category("circles", { difficulty: null, onlyWrong: true })).toBe("/categories/circles?onlyWrong=true");
  });
});

describe("counts under a filter", () => {
  it("counts a difficulty, the wrong answers, or at most both", () => {
    expect(practiceCount(bank(), NO_FILTER)).toEqual({ count: 9, exact: true });
    expect(practiceCount(bank(), { difficulty: "M", onlyWrong: false })).toEqual({ count: 4, exact: true });
    expect(practiceCount(bank(), { difficulty: null, onlyWrong: true })).toEqual({ count: 1, exact: true });
    expect(practiceCount(bank(), { difficulty: "H", onlyWrong: true })).toEqual({ count: 1, exact: false });
  });

  it("labels the count", () => {
    expect(countLabel(bank(), NO_FILTER)).toBe("9 questions");
    expect(countLabel(bank({ totalQuestions: 1 }), NO_FILTER)).toBe("1 question");
    expect(countLabel(bank(), { difficulty: "E", onlyWrong: false })).toBe("3 easy questions");
    expect(countLabel(bank(), { difficulty: null, onlyWrong: true })).toBe("1 question to retry");
    expect(countLabel(bank({ wrongCount: 2 }), { difficulty: "E", onlyWrong: true })).toBe(
      "Up to 2 easy questions to retry",
    );
  });

  it("links a bank only when the filter leaves something the student may practise", () => {
    expect(canPractise(bank(), NO_FILTER)).toBe(true);
    expect(canPractise(bank({ wrongCount: 0 }), { difficulty: null, onlyWrong: true })).toBe(false);
    expect(canPractise(bank({ difficultyCounts: { E: 0, M: 9, H: 0 } }), { difficulty: "E", onlyWrong: false })).toBe(
      false,
    );
    expect(canPractise(bank({ totalQuestions: 0, difficultyCounts: { E: 0, M: 0, H: 0 } }), NO_FILTER)).toBe(false);
    expect(canPractise(bank({ availableQuestions: 0 }), NO_FILTER)).toBe(false);
  });
});

describe("progress", () => {
  it("says where the student stands", () => {
    const label = (over: Partial<QuestionBankSummary>) => progressStateLabel(bankProgressState(bank(over)));
    expect(label({ userTestState: null })).toBe("Not started");
    expect(label({ userTestState: { userQuestionBankId: "u", currentQId: -1, isCompleted: false } })).toBe(
      "Not started",
    );
    expect(label({ userTestState: { userQuestionBankId: "u", currentQId: 2, isCompleted: false } })).toBe(
      "Resume at question 3",
    );
    expect(label({ userTestState: { userQuestionBankId: "u", currentQId: 9, isCompleted: false } })).toBe(
      "Resume at question 1",
    );
    expect(label({ userTestState: { userQuestionBankId: "u", currentQId: 9, isCompleted: true } })).toBe("Completed");
  });

  it("counts answers, and what a free student may open", () => {
    expect(progressLabel(bank())).toBe("4 of 9 answered · 3 correct");
    expect(freeLabel(bank())).toBeNull();
    expect(freeLabel(bank({ availableQuestions: 3 }))).toBe("3 free of 9");
  });
});
