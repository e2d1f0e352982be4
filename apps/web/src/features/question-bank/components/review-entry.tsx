import { useId } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { useReviewCounts } from "../api/review-queue";
import { dueLabel } from "../review-state";

/**
 * The way into the review of missed questions, at the top of /categories, with how many are due.
 * Its size does not depend on the counts arriving, so the list under it never jumps.
 */
export function ReviewEntry() {
  const counts = useReviewCounts(true);
  const headingId = useId();
  const due = counts.data?.due ?? null;
  return (
    <section className={`review-entry card${due ? " review-entry--due" : ""}`} aria-labelledby={headingId}>
      <div className="review-entry__text">
        <h2 id={headingId} className="review-entry__title">
          Review mistakes
          {due !== null && <span className="review-entry__due">{dueLabel(due)}</span>}
        </h2>
        <p className="review-entry__lead">
          Questions you missed in tests and here come back until you get each right twice in a row.
        </p>
        {counts.data && (
          <p className="review-entry__counts">
            {counts.data.active} in your queue · {counts.data.mastered} mastered
          </p>
        )}
      </div>
      <Link className={`btn btn--${due ? "primary" : "secondary"} btn--md review-entry__go`} to={paths.review}>
        {due ? "Start review" : "Open review"}
      </Link>
    </section>
  );
}
