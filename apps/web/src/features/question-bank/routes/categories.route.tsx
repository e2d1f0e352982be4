import type { QuestionBankSummary } from "@sat/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Loader } from "../../../components/ui/loader";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useBankList } from "../api/bank-list";
import { filterParams, practiceCount, readFilter, type BankFilter } from "../bank-filter";
import { BankFilters } from "../components/bank-filters";
import { BankRow } from "../components/bank-row";
import { ReviewEntry } from "../components/review-entry";
import "../question-bank.css";

const SECTIONS = [
  { type: "READING_AND_WRITING", title: "Reading and Writing" },
  { type: "MATHEMATICS", title: "Math" },
] as const;

/** The banks grouped as the taxonomy groups them: section, then domain, one bank per skill. */
function groupByDomain(banks: QuestionBankSummary[]): [string, QuestionBankSummary[]][] {
  const groups = new Map<string, QuestionBankSummary[]>();
  for (const bank of banks) groups.set(bank.domainName, [...(groups.get(bank.domainName) ?? []), bank]);
  return [...groups];
}

function sectionTotal(banks: QuestionBankSummary[], filter: BankFilter): string {
  let total = 0;
  let exact = true;
  for (const bank of banks) {
    const { count, exact: isExact } = practiceCount(bank, filter);
    total += count;
    exact &&= isExact;
  }
  return `${exact ? "" : "up to "}${total} ${total === 1 ? "question" : "questions"}`;
}

/** Question bank categories: every skill of the test, with the student's progress, under a filter. */
export function Component() {
  const isGuest = useGuestGate();
  const { data, isPending, isError } = useBankList(!isGuest);
  const [searchParams, setSearchParams] = useSearchParams();
  /*
   * The filter lives in the URL, so Back from a practice returns to the same view. It is also held
   * here, because the router applies a URL change in a transition: read from the URL alone, a
   * control would show its old state for a moment after a click.
   */
  const query = searchParams.toString();
  const [filter, setFilterState] = useState<BankFilter>(() => readFilter(searchParams));
  const [seenQuery, setSeenQuery] = useState(query);
  if (seenQuery !== query) {
    // The URL moved (Back, a link): follow it.
    setSeenQuery(query);
    setFilterState(readFilter(searchParams));
  }
  const setFilter = (next: BankFilter) => {
    setFilterState(next);
    setSearchParams(filterParams(next), { replace: true });
  };

  return (
    <div className="page banks">
      <h1>Question Bank</h1>
      <p className="page__lead">Practise one skill at a time and check each answer as you go.</p>
      {isGuest ? (
        <div className="empty-state card">
          <p>Log in to practise from the question bank.</p>
        </div>
      ) : (
        <ReviewEntry />
      )}
      {isGuest ? null : isPending ? (
        <Loader label="Loading the question bank…" />
      ) : isError || !data.isQuestionBanksEnabled ? (
        <div className="empty-state card">
          <p>
            {isError
              ? "The question bank could not be loaded. Please try again."
              : "No question banks are available yet."}
          </p>
        </div>
      ) : (
        <>
          <BankFilters filter={filter} onChange={setFilter} />
          <div className="banks__sections">
            {SECTIONS.map(({ type, title }) => {
              const banks = data.testData.filter((b) => b.sectionType === type);
              return (
                <section key={type} className="banks__section card" aria-labelledby={`bank-${type}`}>
                  <h2 id={`bank-${type}`}>
                    {title} <span className="banks__total">{sectionTotal(banks, filter)}</span>
                  </h2>
                  {groupByDomain(banks).map(([domain, items]) => (
                    <div key={domain} className="banks__domain">
                      <h3>{domain}</h3>
                      <ul className="banks__list">
                        {items.map((bank) => (
                          <BankRow key={bank.questionBankId} bank={bank} filter={filter} />
                        ))}
                      </ul>
                    </div>
                  ))}
                </section>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}
