import type { ReviewQuestion } from "@sat/core";
import { useId, useReducer, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "../../../components/ui/button";
import { useCheckReviewAnswer } from "../api/review-check";
import { useReviewExplanation } from "../api/review-explanation";
import { useExplanationDialog } from "../hooks/use-explanation-dialog";
import { failureReason } from "../failure-reason";
import { answerFor } from "../practice-state";
import {
  REVIEW_PRIMARY_LABEL,
  initialReviewState,
  isLocked,
  reviewAnnouncement,
  reviewPrimary,
  reviewReducer,
  scheduleText,
  verdictOf,
} from "../review-state";
import { ExplanationDialog } from "./explanation-dialog";
import { PracticeFooter } from "./practice-footer";
import { PracticeQuestion } from "./practice-question";
import { ReviewHeading } from "./review-heading";
import { ReviewSummary } from "./review-summary";

/**
 * A review of the questions due (spaced review of missed questions): one check per question, after
 * which the server says whether it is mastered or when it comes back. The list is the one loaded
 * when the review opened, so checked questions stay reachable with Previous.
 */
export function ReviewSession({ questions: loaded }: { questions: ReviewQuestion[] }) {
  const [questions] = useState(loaded);
  const [state, dispatch] = useReducer(reviewReducer, questions.length, initialReviewState);
  const question = questions[state.index];
  const entry = state.entries[state.index];
  const checkMutation = useCheckReviewAnswer();
  const dialog = useExplanationDialog();
  const explanation = useReviewExplanation(question?.qId ?? "", dialog.isOpen && !!question);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();

  if (state.finished) {
    return (
      <ReviewSummary
        questions={questions}
        entries={state.entries}
        onBack={() => dispatch({ type: "go", index: questions.length - 1 })}
      />
    );
  }
  if (!question || !entry) return null;
  const action = reviewPrimary(state);
  const index = state.index;

  async function check() {
    if (!question || !entry) return;
    const answer = answerFor(question, entry);
    if (!answer) {
      dispatch({ type: "checkEmpty" });
      return;
    }
    dispatch({ type: "checkStart" });
    try {
      const result = await checkMutation.mutateAsync({ qId: question.qId, ...answer });
      dispatch({ type: "checkDone", index, result });
    } catch (error) {
      dispatch({ type: "checkFailed", index, message: `Your answer could not be checked. ${failureReason(error)}` });
    }
  }

  function go(to: number) {
    flushSync(() => dispatch({ type: "go", index: to }));
    headingRef.current?.focus();
  }

  function onPrimary() {
    if (entry?.checking) return;
    if (action === "check") void check();
    else if (action === "next") go(index + 1);
    else dispatch({ type: "finish" });
  }

  const result = entry.result;
  /* Two right in a row masters a question; after a check the server's new count replaces the old. */
  const streak = result ? result.rightInRow : question.rightInRow;
  return (
    <div className="bank-practice">
      <ReviewHeading question={question} />

      <PracticeQuestion
        formId={formId}
        question={question}
        number={index + 1}
        total={questions.length}
        headingRef={headingRef}
        option={entry.option}
        text={entry.text}
        verdict={verdictOf(result)}
        locked={isLocked(entry)}
        onChoose={(option) => dispatch({ type: "choose", option })}
        onType={(text) => dispatch({ type: "type", text })}
        onSubmit={onPrimary}
        tags={streak > 0 && <span className="bank-tag bank-tag--streak">{`Right ${streak} of 2 in a row`}</span>}
        meta={
          <p className="review-origin">
            <span className="review-origin__label">Missed in</span> {question.origin}
          </p>
        }
      />

      <PracticeFooter
        alerts={[entry.alert]}
        status={reviewAnnouncement(result)}
        note={
          result && (
            <p className={`review-schedule review-schedule--${result.status}`}>
              {result.isCorrect ? "Correct. " : "Not this time. "}
              {scheduleText(result)}
            </p>
          )
        }
      >
        {index > 0 && (
          <Button variant="secondary" disabled={entry.checking} onClick={() => go(index - 1)}>
            <span className="bank-practice__back-arrow" aria-hidden="true">
              ‹
            </span>
            <span className="bank-hide-narrow">Previous</span>
          </Button>
        )}
        <Button variant="secondary" onClick={dialog.open}>
          <span>
            <span className="bank-hide-narrow">Show </span>Explanation
          </span>
        </Button>
        <Button type="submit" form={formId} className="bank-practice__primary" busy={entry.checking}>
          {REVIEW_PRIMARY_LABEL[action]}
        </Button>
      </PracticeFooter>

      <ExplanationDialog
        open={dialog.isOpen}
        onClose={dialog.close}
        question={question}
        number={index + 1}
        explanation={explanation}
      />
    </div>
  );
}
