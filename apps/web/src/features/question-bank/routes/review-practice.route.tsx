import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { Loader } from "../../../components/ui/loader";
import { ApiError } from "../../../lib/api-client";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useReviewSession } from "../api/review-queue";
import { ReviewCounts } from "../components/review-counts";
import { ReviewHeading } from "../components/review-heading";
import { ReviewSession } from "../components/review-session";
import { StatusCard } from "../components/status-card";
import "../question-bank.css";

const BackLink = () => (
  <Link className="btn btn--primary btn--md" to={paths.categories}>
    Back to the question bank
  </Link>
);

/** /categories/review: the missed questions due for review, in the bank's practice screen. */
export function Component() {
  const isGuest = useGuestGate();
  const query = useReviewSession(!isGuest);

  if (isGuest) {
    return (
      <StatusCard eyebrow="Review mistakes" title="Log in to review">
        <p>Log in to review the questions you missed.</p>
      </StatusCard>
    );
  }
  if (query.isPending) {
    return (
      <div className="page">
        <Loader label="Loading your review…" />
      </div>
    );
  }
  if (query.isError) {
    const error = query.error;
    return (
      <StatusCard eyebrow="Review mistakes" title="Your review could not be loaded">
        <p role="alert">
          {error instanceof ApiError
            ? `${error.message} (${error.display})`
            : "Something went wrong. Please try again."}
        </p>
        <div className="bank-status__actions">
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
          <BackLink />
        </div>
      </StatusCard>
    );
  }
  const { questions, counts } = query.data;
  if (questions.length === 0) {
    return (
      <div className="bank-practice">
        <ReviewHeading />
        <div className="bank-status card">
          <h2>Nothing to review right now</h2>
          <p>
            {counts.active > 0
              ? "The questions you missed come back here when they are due."
              : "Questions you miss in practice tests and the question bank come back here to review."}
          </p>
          <ReviewCounts counts={counts} />
          <div className="bank-status__actions">
            <BackLink />
          </div>
        </div>
      </div>
    );
  }
  return <ReviewSession questions={questions} />;
}
