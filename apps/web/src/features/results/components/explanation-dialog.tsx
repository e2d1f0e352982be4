import type { ResultQuestion } from "@sat/core";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { RichText } from "../../../components/ui/rich-text";
import { correctChoice, outcomeLabel, questionTypeLabel, yourChoice } from "../report-format";

interface ExplanationDialogProps {
  /** Every question in order: module 1 then 2 of Reading and Writing, then of Math. */
  questions: ResultQuestion[];
  index: number | null;
  onMove: (index: number) => void;
  onClose: () => void;
}

/** Spec section 2, Results explanation dialog; Prev/Next cross module and section edges in order. */
export function ExplanationDialog({ questions, index, onMove, onClose }: ExplanationDialogProps) {
  const q = index === null ? undefined : questions[index];
  return (
    <Dialog open={q !== undefined} onClose={onClose} size="wide" title={q ? headerText(q) : undefined}>
      {q && index !== null && (
        <div className="explain">
          <div className="explain__nav">
            <Button variant="secondary" size="sm" onClick={() => onMove(index - 1)} disabled={index === 0}>
              Prev
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onMove(index + 1)}
              disabled={index === questions.length - 1}
            >
              Next
            </Button>
          </div>
          <div className="explain__columns">
            <div className="explain__question">
              {q.description && q.description !== "student produced response directions" && (
                <div className="explain__passage">
                  <RichText text={q.description} />
                </div>
              )}
              <p className="explain__prompt">
                <RichText text={q.processedQuestion} />
              </p>
              {q.answers.length > 0 && (
                <ol className="explain__options">
                  {q.answers.map((a) => (
                    <li
                      key={a.answerOption}
                      className={[
                        "explain__option",
                        a.answerOption === q.correctAnswer ? "explain__option--correct" : "",
                        a.answerOption === q.userOption && !q.isCorrect ? "explain__option--chosen" : "",
                      ].join(" ")}
                    >
                      <span className="explain__letter">{a.answerOption.replace("Option ", "")}</span>
                      <RichText text={a.answerPlaceHolder} />
                    </li>
                  ))}
                </ol>
              )}
            </div>
            <div className="explain__answer">
              <h3>Your answer</h3>
              <p className={`verdict verdict--${q.outcome}`}>
                {yourChoice(q)} · {outcomeLabel(q.outcome)}
              </p>
              <h3>Correct Answer</h3>
              <p>{correctChoice(q)}</p>
              <h3>Explanation</h3>
              <p className="explain__text">
                <RichText text={q.explanation} />
              </p>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function headerText(q: ResultQuestion): string {
  const section = q.sectionName === "Mathematics" ? "Math" : "Reading And Writing";
  const module = q.moduleName === "Module1" ? "Module 1" : "Module 2";
  return `${section} · ${module} · Question ${q.qIdUi} · ${questionTypeLabel(q)}`;
}
