import { SPR_DIRECTIONS_DESCRIPTION } from "@sat/core";
import { useId, type CSSProperties } from "react";
import { useRunner, useRunnerController } from "../runner-context";
import type { TestQuestion } from "../types";
import { ChoiceList } from "./choice-list";
import { EliminatorIcon, FlagIcon } from "./icons";
import { Passage } from "../../../../components/ui/passage";
import { RichText } from "../../../../components/ui/rich-text";
import { PaneDivider } from "./pane-divider";
import { ShortAnswer } from "./short-answer";
import { SprDirections } from "./spr-directions";
import { Annotatable } from "../annotations/annotatable";
import { HighlightsSummary } from "../annotations/highlights-summary";

export const QUESTION_PANE_ID = "runner-question-pane";

/**
 * After a jump from the navigator or the review page the clicked button is gone; focus moves to the
 * question so keyboard and screen-reader users carry on from there.
 */
export function focusQuestion(): void {
  requestAnimationFrame(() => document.getElementById(QUESTION_PANE_ID)?.focus({ preventScroll: true }));
}

/** One question: the passage (or the answer-format directions) on the left, the question on the right. */
export function QuestionScreen({ question }: { question: TestQuestion }) {
  const promptId = useId();
  const description = question.description.trim();
  const sprDirections = description === SPR_DIRECTIONS_DESCRIPTION;
  const split = description !== "";
  const share = useRunner((s) => s.tools.split);
  const paneLabel = sprDirections ? "Directions" : "Passage";
  return (
    <div
      className={`runner-question${split ? " runner-question--split" : ""}`}
      style={split ? ({ "--split": share } as CSSProperties) : undefined}
    >
      {split && (
        <section
          className="runner-pane runner-pane--left"
          aria-label={sprDirections ? "Student-produced response directions" : "Passage"}
          tabIndex={0}
        >
          <div className="runner-pane__inner">
            {sprDirections ? (
              <SprDirections />
            ) : (
              <Annotatable qId={question._id} target="passage" source={question.description}>
                <Passage questionId={question._id} text={question.description} />
              </Annotatable>
            )}
          </div>
        </section>
      )}
      {split && <PaneDivider passageLabel={paneLabel} />}
      <section
        id={QUESTION_PANE_ID}
        className="runner-pane runner-pane--right"
        aria-label={`Question ${question.qIdUi}`}
        tabIndex={0}
      >
        <div className="runner-pane__inner">
          <QuestionBar question={question} />
          <HighlightsSummary question={question} />
          <Annotatable
            as="p"
            id={promptId}
            className="runner-prompt"
            qId={question._id}
            target="prompt"
            source={question.processedQuestion}
          >
            <RichText text={question.processedQuestion} />
          </Annotatable>
          {question.questionType === "mcq" ? (
            <ChoiceList question={question} labelledBy={promptId} />
          ) : (
            <ShortAnswer question={question} />
          )}
        </div>
      </section>
    </div>
  );
}

function QuestionBar({ question }: { question: TestQuestion }) {
  const controller = useRunnerController();
  const marked = useRunner((s) => s.answers[question._id]?.marked ?? false);
  const eliminator = useRunner((s) => s.tools.eliminator);
  return (
    <div className="runner-qbar">
      <h2 className="runner-qbar__number">
        <span className="visually-hidden">Question </span>
        {question.qIdUi}
      </h2>
      <button type="button" className="runner-qbar__mark" aria-pressed={marked} onClick={() => controller.toggleMark()}>
        <FlagIcon filled={marked} />
        Mark for Review
      </button>
      {question.questionType === "mcq" && (
        <button
          type="button"
          className="runner-qbar__eliminator"
          aria-pressed={eliminator}
          aria-label="Option eliminator"
          title={eliminator ? "Turn off the option eliminator" : "Cross out answer choices you have ruled out"}
          onClick={() => controller.tools.setTool("eliminator", !eliminator)}
        >
          <EliminatorIcon />
        </button>
      )}
    </div>
  );
}
