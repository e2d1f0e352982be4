import { useId } from "react";
import { Link } from "react-router";
import type { Progress } from "@sat/core";
import { paths } from "../../../app/paths";
import "./progress-cards.css";

export function ReviewCard({ review }: { review: Progress["review"] }) {
  const headingId = useId();
  const { due, active, mastered } = review;
  const empty = active === 0 && mastered === 0;
  return (
    <section className="dash-card card review-card" aria-labelledby={headingId}>
      <div className="dash-card__head">
        <h2 id={headingId} className="dash-card__title">
          Review mistakes
        </h2>
      </div>
      <dl className="review-card__counts">
        <div className={due > 0 ? "review-card__count review-card__count--due" : "review-card__count"}>
          <dt>Due now</dt>
          <dd>{due}</dd>
        </div>
        <div className="review-card__count">
          <dt>In your queue</dt>
          <dd>{active}</dd>
        </div>
        <div className="review-card__count">
          <dt>Mastered</dt>
          <dd>{mastered}</dd>
        </div>
      </dl>
      {due > 0 ? (
        <Link className="btn btn--primary btn--md review-card__cta" to={paths.review}>
          Review mistakes
        </Link>
      ) : (
        <p className="review-card__note">
          {empty
            ? "Questions you miss in tests and the Question Bank come back here, spaced out until you get them right twice."
            : "Nothing to review right now. Missed questions come back here when they are due."}
        </p>
      )}
    </section>
  );
}
