import type { QuestionBankSummary } from "@sat/core";

/**
 * How a skill's figures read on /categories. Every number is the server's: first attempts (the
 * accuracy), retries kept apart from them, and mastery across tests and the bank.
 */

type Trend = NonNullable<QuestionBankSummary["mastery"]["trend"]>;

/** 'First try: 70% of 10'; null before any first attempt. */
export function firstTryLabel(bank: Pick<QuestionBankSummary, "firstAttempts">): string | null {
  const { questions, accuracyPercent } = bank.firstAttempts;
  if (questions === 0 || accuracyPercent === null) return null;
  return `First try: ${accuracyPercent}% of ${questions}`;
}

/** 'Retries: 3 of 5 right'; null when nothing was checked again. */
export function retriesLabel(bank: Pick<QuestionBankSummary, "retries">): string | null {
  const { checks, correct } = bank.retries;
  return checks === 0 ? null : `Retries: ${correct} of ${checks} right`;
}

export const TREND_ARROW: Record<Trend, string> = { up: "↑", down: "↓", steady: "→" };
export const TREND_TEXT: Record<Trend, string> = {
  up: "going up",
  down: "going down",
  steady: "steady",
};

/** What a screen reader hears for the mastery badge: 'Mastery 64% over 25 answers, going up'. */
export function masteryDescription(mastery: QuestionBankSummary["mastery"]): string | null {
  if (mastery.accuracyPercent === null) return null;
  const answers = `${mastery.questions} ${mastery.questions === 1 ? "answer" : "answers"}`;
  const trend = mastery.trend ? `, ${TREND_TEXT[mastery.trend]}` : "";
  return `Mastery ${mastery.accuracyPercent}% over ${answers}${trend}`;
}
