import type { BankPractice } from "@sat/core";
import type { ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { Loader } from "../../../components/ui/loader";
import { ApiError } from "../../../lib/api-client";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useBankPractice } from "../api/bank-practice";
import { difficultyName, readFilter } from "../bank-filter";
import { LockedNote } from "../components/locked-note";
import { PracticeHeading, PracticeSession } from "../components/practice-session";
import { BackToBankLink, LoadFailed, StatusCard as Card } from "../components/status-card";
import "../question-bank.css";

/** /categories/:bankId?difficulty=E&onlyWrong=true: one practice of one bank. */
export function Component() {
  const isGuest = useGuestGate();
  const { bankId = "" } = useParams();
  const [searchParams] = useSearchParams();
  const filter = readFilter(searchParams);
  const query = useBankPractice(bankId, filter, !isGuest && bankId !== "");

  if (isGuest) {
    return (
      <StatusCard title="Log in to practise">
        <p>Log in to practise from the question bank.</p>
      </StatusCard>
    );
  }
  if (query.isPending) {
    return (
      <div className="page">
        <Loader label="Loading the question bank…" />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <LoadFailed
        eyebrow="Question Bank"
        title={notFound ? "Question bank not found" : "The question bank could not be loaded"}
        error={query.error}
        message={notFound ? "This question bank could not be found. It may have been renamed or removed." : undefined}
        onRetry={notFound ? undefined : () => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const practice = query.data;
  if (practice.questions.questionBankList.length === 0) return <EmptyPractice practice={practice} />;
  return <PracticeSession key={practice.userQuestionBankId} practice={practice} />;
}

const StatusCard = (props: { title: string; children: ReactNode }) => <Card eyebrow="Question Bank" {...props} />;

/** Nothing to practise under this filter: say why, and lead back. */
function EmptyPractice({ practice }: { practice: BankPractice }) {
  const { difficulty, onlyWrong } = practice.filter;
  const message = onlyWrong
    ? "There are no questions here that you got wrong. Nice work!"
    : difficulty
      ? `There are no ${difficultyName(difficulty)} questions to practise in this bank.`
      : "There are no questions to practise in this bank yet.";
  return (
    <div className="bank-practice">
      <PracticeHeading practice={practice} />
      <div className="bank-status card">
        <h2>Nothing to practise</h2>
        <p>{message}</p>
        {practice.lockedCount > 0 && <LockedNote count={practice.lockedCount} />}
        <div className="bank-status__actions">
          {(difficulty || onlyWrong) && (
            <Link className="btn btn--secondary btn--md" to={paths.category(practice.questionBankId)}>
              Practise the whole bank
            </Link>
          )}
          <BackToBankLink />
        </div>
      </div>
    </div>
  );
}
