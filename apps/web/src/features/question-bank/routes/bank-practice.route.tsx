import type { BankPractice } from "@sat/core";
import type { ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { Loader } from "../../../components/ui/loader";
import { ApiError } from "../../../lib/api-client";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useBankPractice } from "../api/bank-practice";
import { difficultyName, readFilter } from "../bank-filter";
import { LockedNote } from "../components/locked-note";
import { PracticeHeading, PracticeSession } from "../components/practice-session";
import { StatusCard as Card } from "../components/status-card";
import "../question-bank.css";

const BackLink = () => (
  <Link className="btn btn--primary btn--md" to={paths.categories}>
    Back to the question bank
  </Link>
);

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
    const error = query.error;
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <StatusCard title={notFound ? "Question bank not found" : "The question bank could not be loaded"}>
        <p role="alert">
          {notFound
            ? "This question bank could not be found. It may have been renamed or removed."
            : error instanceof ApiError
              ? `${error.message} (${error.display})`
              : "Something went wrong. Please try again."}
        </p>
        <div className="bank-status__actions">
          {!notFound && (
            <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
          <BackLink />
        </div>
      </StatusCard>
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
          <BackLink />
        </div>
      </div>
    </div>
  );
}
