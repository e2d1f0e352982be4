import type { ReviewQueue } from "@sat/core";

/** The review queue's counts as the server gives them: due now, in the queue, mastered. */
export function ReviewCounts({ counts, className }: { counts: ReviewQueue["counts"]; className?: string }) {
  return (
    <dl className={["review-counts", className].filter(Boolean).join(" ")}>
      <div className="review-counts__item">
        <dt>Due now</dt>
        <dd>{counts.due}</dd>
      </div>
      <div className="review-counts__item">
        <dt>In your queue</dt>
        <dd>{counts.active}</dd>
      </div>
      <div className="review-counts__item">
        <dt>Mastered</dt>
        <dd>{counts.mastered}</dd>
      </div>
    </dl>
  );
}
