import type { QuestionBankSummary } from "@sat/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Loader } from "../../../components/ui/loader";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useBankList } from "../api/bank-list";
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

function BankRow({ bank }: { bank: QuestionBankSummary }) {
  const { E, M, H } = bank.difficultyCounts;
  const label = `${bank.totalQuestions} ${bank.totalQuestions === 1 ? "question" : "questions"}`;
  return (
    <li className="bank-row">
      {bank.totalQuestions > 0 ? (
        <Link className="bank-row__name" to={paths.category(bank.questionBankId)}>
          {bank.name}
        </Link>
      ) : (
        <span className="bank-row__name bank-row__name--empty">{bank.name}</span>
      )}
      <span className="bank-row__count">{label}</span>
      <span className="bank-row__levels" aria-label={`${E} easy, ${M} medium, ${H} hard`}>
        <span className="bank-level bank-level--E">{E} easy</span>
        <span className="bank-level bank-level--M">{M} medium</span>
        <span className="bank-level bank-level--H">{H} hard</span>
      </span>
    </li>
  );
}

/** Question bank categories: every skill of the test, with how many questions it holds. */
export function Component() {
  const isGuest = useGuestGate();
  const { data, isPending, isError } = useBankList(!isGuest);

  return (
    <div className="page banks">
      <h1>Question Bank</h1>
      <p className="page__lead">Practise one skill at a time and check each answer as you go.</p>
      {isGuest ? (
        <div className="empty-state card">
          <p>Log in to practise from the question bank.</p>
        </div>
      ) : isPending ? (
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
        <div className="banks__sections">
          {SECTIONS.map(({ type, title }) => {
            const banks = data.testData.filter((b) => b.sectionType === type);
            const total = banks.reduce((n, b) => n + b.totalQuestions, 0);
            return (
              <section key={type} className="banks__section card" aria-labelledby={`bank-${type}`}>
                <h2 id={`bank-${type}`}>
                  {title} <span className="banks__total">{total} questions</span>
                </h2>
                {groupByDomain(banks).map(([domain, items]) => (
                  <div key={domain} className="banks__domain">
                    <h3>{domain}</h3>
                    <ul className="banks__list">
                      {items.map((bank) => (
                        <BankRow key={bank.questionBankId} bank={bank} />
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
