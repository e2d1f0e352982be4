import type { QuestionBankSummary } from "@sat/core";
import { TREND_ARROW, firstTryLabel, masteryDescription, retriesLabel } from "../skill-stats";

/** The skill's mastery across tests and the bank, beside its name: '64% ↑'. Nothing before any answer. */
export function MasteryBadge({ mastery }: { mastery: QuestionBankSummary["mastery"] }) {
  const description = masteryDescription(mastery);
  if (mastery.accuracyPercent === null || !description) return null;
  return (
    <span className={`bank-mastery${mastery.trend ? ` bank-mastery--${mastery.trend}` : ""}`} title={description}>
      <span aria-hidden="true">
        <span className="bank-mastery__label">Mastery </span>
        {mastery.accuracyPercent}%
        {mastery.trend && <span className="bank-mastery__trend">{` ${TREND_ARROW[mastery.trend]}`}</span>}
      </span>
      <span className="visually-hidden">{description}</span>
    </span>
  );
}

/** 'First try: 70% of 10 · Retries: 3 of 5 right': accuracy counts first attempts; retries are apart. */
export function AttemptStats({ bank }: { bank: QuestionBankSummary }) {
  const firstTry = firstTryLabel(bank);
  const retries = retriesLabel(bank);
  if (!firstTry && !retries) return null;
  return (
    <span className="bank-row__attempts">
      {firstTry && <span className="bank-row__first">{firstTry}</span>}
      {retries && <span className="bank-row__retries">{retries}</span>}
    </span>
  );
}
