import { Loader } from "../../../components/ui/loader";
import { useGuestGate } from "../../auth/use-guest-gate";
import { useReviewSession } from "../api/review-queue";
import { ReviewCounts } from "../components/review-counts";
import { ReviewHeading } from "../components/review-heading";
import { ReviewSession } from "../components/review-session";
import { BackToBankLink, LoadFailed, StatusCard } from "../components/status-card";
import "../question-bank.css";

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
  if (query.isError)
    return (
      <LoadFailed
        eyebrow="Review mistakes"
        title="Your review could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
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
            <BackToBankLink />
          </div>
        </div>
      </div>
    );
  }
  return <ReviewSession questions={questions} />;
}
