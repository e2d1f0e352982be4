import type { ReviewQuestion } from "@sat/core";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { useReviewCounts } from "../api/review-queue";
import { scheduleText, type ReviewEntry } from "../review-state";
import { ReviewCounts } from "./review-counts";
import { ReviewHeading } from "./review-heading";
import { VerdictMark } from "./verdict-mark";

interface ReviewSummaryProps {
  questions: ReviewQuestion[];
  entries: ReviewEntry[];
  onBack: () => void;
}

/** After the last question: each question's result and schedule, and the queue's counts now. */
export function ReviewSummary({ questions, entries, onBack }: ReviewSummaryProps) {
  const counts = useReviewCounts(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="bank-practice">
      <ReviewHeading />
      <div className="review-summary">
        <div className="review-summary__card card">
          <h2 ref={headingRef} tabIndex={-1} className="review-summary__title">
            Review finished
          </h2>
          {counts.data && <ReviewCounts counts={counts.data} />}
          <ol className="review-summary__list">
            {questions.map((question, i) => {
              const result = entries[i]?.result ?? null;
              return (
                <li key={question.qId} className="review-summary__item">
                  <span className="review-summary__name">
                    Question {i + 1} · {question.skill}
                  </span>
                  <span className="review-summary__origin">{question.origin}</span>
                  <span className="review-summary__result">
                    {result ? (
                      <>
                        <VerdictMark verdict={result.isCorrect ? "correct" : "incorrect"} />
                        <span>{scheduleText(result)}</span>
                      </>
                    ) : (
                      <span>Not checked: still due</span>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
          <div className="bank-status__actions">
            <Button variant="secondary" onClick={onBack}>
              Back to the last question
            </Button>
            <Link className="btn btn--primary btn--md" to={paths.categories}>
              Back to the question bank
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
