import type { QuestionBankSummary } from "@sat/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import {
  bankProgressState,
  canPractise,
  countLabel,
  freeLabel,
  isFiltered,
  progressLabel,
  progressStateLabel,
  type BankFilter,
} from "../bank-filter";
import { AttemptStats, MasteryBadge } from "./skill-stats";

/**
 * One bank (one skill): its name, linked to a practice under the filter when there is something to
 * practise, and the student's mastery of the skill; how many questions the filter leaves, by level;
 * the student's progress and first-try accuracy; and for a free student how many are open.
 */
export function BankRow({ bank, filter }: { bank: QuestionBankSummary; filter: BankFilter }) {
  const { E, M, H } = bank.difficultyCounts;
  const state = bankProgressState(bank);
  const free = freeLabel(bank);
  const answered = bank.totalQuestions > 0 ? Math.min(1, bank.answeredCount / bank.totalQuestions) : 0;
  return (
    <li className="bank-row">
      <span className="bank-row__title">
        {canPractise(bank, filter) ? (
          <Link className="bank-row__name" to={paths.category(bank.questionBankId, filter)}>
            {bank.name}
          </Link>
        ) : (
          <span className="bank-row__name bank-row__name--empty">{bank.name}</span>
        )}
        <MasteryBadge mastery={bank.mastery} />
      </span>
      <span className="bank-row__count">{countLabel(bank, filter)}</span>
      <span className="bank-row__levels" aria-label={`${E} easy, ${M} medium, ${H} hard`}>
        <span className={`bank-level bank-level--E${filter.difficulty === "E" ? " bank-level--on" : ""}`}>
          {E} easy
        </span>
        <span className={`bank-level bank-level--M${filter.difficulty === "M" ? " bank-level--on" : ""}`}>
          {M} medium
        </span>
        <span className={`bank-level bank-level--H${filter.difficulty === "H" ? " bank-level--on" : ""}`}>
          {H} hard
        </span>
      </span>
      <span className="bank-row__progress">
        <span className="bank-row__meter" aria-hidden="true">
          <span className="bank-row__meter-fill" style={{ width: `${Math.round(answered * 100)}%` }} />
        </span>
        <span className="bank-row__answered">{progressLabel(bank)}</span>
        {/* The saved place belongs to the whole bank's practice; a filtered practice keeps its own. */}
        {!isFiltered(filter) && (
          <span className={`bank-row__state bank-row__state--${state.kind}`}>{progressStateLabel(state)}</span>
        )}
      </span>
      <AttemptStats bank={bank} />
      {free && (
        <span className="bank-row__free">
          {free} ·{" "}
          <Link className="bank-row__pro" to={paths.products}>
            PRO unlocks all<span className="visually-hidden"> questions of {bank.name}</span>
          </Link>
        </span>
      )}
    </li>
  );
}
