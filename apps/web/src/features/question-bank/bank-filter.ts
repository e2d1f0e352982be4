import type { BankQuestion, QuestionBankSummary } from "@sat/core";
import { resumeIndex } from "./practice-state";

/**
 * The practice filter a student picks on /categories and carries to /categories/<id> in the URL:
 * one difficulty (or all), and optionally only the questions last answered wrong.
 */
export type Difficulty = BankQuestion["difficulty"];

export interface BankFilter {
  difficulty: Difficulty | null;
  onlyWrong: boolean;
}

export const NO_FILTER: BankFilter = { difficulty: null, onlyWrong: false };

export const DIFFICULTY_CHOICES: readonly { value: Difficulty | null; label: string }[] = [
  { value: null, label: "All" },
  { value: "E", label: "Easy" },
  { value: "M", label: "Medium" },
  { value: "H", label: "Hard" },
];

const DIFFICULTY_WORD: Record<Difficulty, string> = { E: "easy", M: "medium", H: "hard" };
export const difficultyName = (d: Difficulty): string => DIFFICULTY_WORD[d];

const isDifficulty = (value: string | null): value is Difficulty => value === "E" || value === "M" || value === "H";

/** Reads the filter from a URL; anything unknown means the default, never an error. */
export function readFilter(params: URLSearchParams): BankFilter {
  const difficulty = params.get("difficulty");
  return { difficulty: isDifficulty(difficulty) ? difficulty : null, onlyWrong: params.get("onlyWrong") === "true" };
}

/** The filter as search parameters, defaults left out (`?difficulty=E&onlyWrong=true`). */
export function filterParams(filter: BankFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.difficulty) params.set("difficulty", filter.difficulty);
  if (filter.onlyWrong) params.set("onlyWrong", "true");
  return params;
}

export const isFiltered = (filter: BankFilter): boolean => filter.difficulty !== null || filter.onlyWrong;

/**
 * How many questions a bank has under the filter. The list gives counts by difficulty and the
 * number answered wrong, but not the two crossed: with both filters the count is an upper bound.
 */
export function practiceCount(bank: QuestionBankSummary, filter: BankFilter): { count: number; exact: boolean } {
  const byDifficulty = filter.difficulty ? bank.difficultyCounts[filter.difficulty] : bank.totalQuestions;
  if (!filter.onlyWrong) return { count: byDifficulty, exact: true };
  if (!filter.difficulty) return { count: bank.wrongCount, exact: true };
  return { count: Math.min(bank.wrongCount, byDifficulty), exact: false };
}

/** A bank can be opened when the filter leaves something to practise and the student may see some of it. */
export const canPractise = (bank: QuestionBankSummary, filter: BankFilter): boolean =>
  practiceCount(bank, filter).count > 0 && bank.availableQuestions > 0;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '9 questions', '3 easy questions', '2 questions to retry', 'Up to 2 hard questions to retry'. */
export function countLabel(bank: QuestionBankSummary, filter: BankFilter): string {
  const { count, exact } = practiceCount(bank, filter);
  const kind = filter.difficulty ? `${difficultyName(filter.difficulty)} ` : "";
  const noun = plural(count, `${kind}question`, `${kind}questions`);
  const label = filter.onlyWrong ? `${noun} to retry` : noun;
  return exact ? label : `Up to ${label}`;
}

export type BankProgressState = { kind: "notStarted" } | { kind: "resume"; question: number } | { kind: "completed" };

/**
 * Where the student stands in the bank's whole (unfiltered) practice. A saved place past the list
 * reopens at question 1, as the practice screen does.
 */
export function bankProgressState(bank: QuestionBankSummary): BankProgressState {
  const saved = bank.userTestState;
  if (!saved || (saved.currentQId < 0 && !saved.isCompleted)) return { kind: "notStarted" };
  if (saved.isCompleted) return { kind: "completed" };
  return { kind: "resume", question: resumeIndex(saved, bank.availableQuestions) + 1 };
}

export function progressStateLabel(state: BankProgressState): string {
  switch (state.kind) {
    case "notStarted":
      return "Not started";
    case "resume":
      return `Resume at question ${state.question}`;
    case "completed":
      return "Completed";
  }
}

/** '4 of 9 answered · 3 correct'. */
export const progressLabel = (bank: QuestionBankSummary): string =>
  `${bank.answeredCount} of ${bank.totalQuestions} answered · ${bank.correctCount} correct`;

/** For a free student: '3 free of 9'; null when every question is open. */
export const freeLabel = (bank: QuestionBankSummary): string | null =>
  bank.availableQuestions < bank.totalQuestions ? `${bank.availableQuestions} free of ${bank.totalQuestions}` : null;
