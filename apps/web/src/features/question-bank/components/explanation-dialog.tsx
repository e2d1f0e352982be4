import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Loader } from "../../../components/ui/loader";
import { Passage } from "../../../components/ui/passage";
import { RichText } from "../../../components/ui/rich-text";
import { ApiError } from "../../../lib/api-client";
import type { BankExplanation } from "../api/bank-explanation";
import type { PracticeQuestionData } from "../practice-state";
import { optionLetter } from "./bank-choices";

interface ExplanationDialogProps {
  open: boolean;
  onClose: () => void;
  question: PracticeQuestionData;
  number: number;
  /** The bank's or the review's explanation query, enabled while the dialog is open. */
  explanation: UseQueryResult<BankExplanation>;
}

/** The explanationQuestionInBank dialog: the correct answer and the explanation, loaded on opening. */
export function ExplanationDialog({ open, onClose, question, number, explanation }: ExplanationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="wide" title="Explanation">
      <p className="bank-explain__which">Question {number}</p>
      {explanation.isPending ? (
        <Loader label="Loading the explanation…" />
      ) : explanation.isError ? (
        <div className="bank-explain__error" role="alert">
          <p>
            The explanation could not be loaded.{" "}
            {explanation.error instanceof ApiError ? explanation.error.message : "Please try again."}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void explanation.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="bank-explain">
          <h3 className="bank-explain__heading">Correct Answer</h3>
          <CorrectAnswer question={question} answer={explanation.data.correctAnswer} />
          <h3 className="bank-explain__heading">Explanation</h3>
          <Passage className="bank-explain__text" questionId={question.qId} text={explanation.data.explanation} />
        </div>
      )}
    </Dialog>
  );
}

/** 'Option B' is shown as the letter with the option's text; a typed answer as its accepted forms. */
function CorrectAnswer({ question, answer }: { question: PracticeQuestionData; answer: string }) {
  const option = question.answers.find((a) => a.answerOption === answer);
  if (!option) return <p className="bank-explain__answer">{answer}</p>;
  const letter = optionLetter(option.answerOption);
  return (
    <p className="bank-explain__answer">
      <span className="bank-explain__letter" aria-hidden="true">
        {letter}
      </span>
      <span>
        <span className="visually-hidden">{letter}: </span>
        <RichText text={option.answerPlaceHolder} />
      </span>
    </p>
  );
}
