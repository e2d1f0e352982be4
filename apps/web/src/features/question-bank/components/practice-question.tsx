import { SPR_DIRECTIONS_DESCRIPTION } from "@sat/core";
import { useId, type ReactNode, type Ref } from "react";
import { Passage } from "../../../components/ui/passage";
import { RichText } from "../../../components/ui/rich-text";
import { difficultyName } from "../bank-filter";
import type { AnswerOption, PracticeQuestionData, Verdict } from "../practice-state";
import { BankChoices } from "./bank-choices";
import { BankShortAnswer } from "./bank-short-answer";

interface PracticeQuestionProps {
  /** The form's id: the footer's primary button submits it from outside. */
  formId: string;
  question: PracticeQuestionData;
  number: number;
  total: number;
  /** Focused when the next question comes up, so a screen reader starts reading from its number. */
  headingRef: Ref<HTMLHeadingElement>;
  option: AnswerOption | null;
  text: string;
  verdict: Verdict | null;
  /** The answer can no longer change: it is being checked, or a review has recorded it. */
  locked?: boolean;
  onChoose: (option: AnswerOption) => void;
  onType: (text: string) => void;
  onSubmit: () => void;
  /** Tags beside the number ('Missed last time'). */
  tags?: ReactNode;
  /** A line above the question: where a review question comes from. */
  meta?: ReactNode;
}

/**
 * One question of a practice: the passage beside it when there is one, its number and difficulty,
 * the prompt, and the options or the answer box. Enter in the box submits the form (Check or Next).
 */
export function PracticeQuestion(props: PracticeQuestionProps) {
  const { formId, question, number, total, headingRef, option, text, verdict, locked = false } = props;
  const headingId = useId();
  const promptId = useId();
  const description = question.description.trim();
  const showPassage = description !== "" && description !== SPR_DIRECTIONS_DESCRIPTION;
  return (
    <form
      id={formId}
      className={`bank-practice__body${showPassage ? " bank-practice__body--split" : ""}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      {showPassage && (
        <section className="bank-pane bank-pane--passage" aria-label="Passage">
          <Passage questionId={question.qId} text={question.description} />
        </section>
      )}
      <section className="bank-pane bank-pane--question" aria-labelledby={headingId}>
        <div className="bank-qbar">
          <h2 id={headingId} ref={headingRef} className="bank-qbar__number" tabIndex={-1}>
            Question {number} of {total}
          </h2>
          <span className={`bank-tag bank-tag--${question.difficulty}`}>{difficultyName(question.difficulty)}</span>
          {props.tags}
        </div>
        {props.meta}
        <p id={promptId} className="bank-prompt">
          <RichText text={question.processedQuestion} />
        </p>
        {/* A disabled fieldset locks every input at once and says so to assistive technology. */}
        <fieldset className="bank-answer" disabled={locked}>
          {question.questionType === "mcq" ? (
            <BankChoices
              question={question}
              selected={option}
              verdict={verdict}
              onChoose={props.onChoose}
              labelledBy={promptId}
            />
          ) : (
            <BankShortAnswer value={text} verdict={verdict} onChange={props.onType} />
          )}
        </fieldset>
      </section>
    </form>
  );
}
