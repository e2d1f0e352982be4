import { useRunner, useRunnerController } from "../runner-context";
import { optionLetter, type TestQuestion } from "../types";
import { RichText } from "../../../../components/ui/rich-text";

/** An option that is one formula ($\frac{7}{2}$) is set in display style, so fractions read full size. */
const optionText = (text: string): string =>
  /^\$[^$]+\$$/.test(text.trim()) ? `$\\displaystyle ${text.trim().slice(1, -1)}$` : text;

/**
 * Options A–D as native radio buttons (arrow keys move between them; A–D choose from anywhere),
 * each with its eliminator button while the option eliminator is on.
 */
export function ChoiceList({ question, labelledBy }: { question: TestQuestion; labelledBy: string }) {
  const controller = useRunnerController();
  const answer = useRunner((s) => s.answers[question._id]);
  const eliminatorOn = useRunner((s) => s.tools.eliminator);
  return (
    <div
      className={`runner-choices${eliminatorOn ? " runner-choices--eliminator" : ""}`}
      role="radiogroup"
      aria-labelledby={labelledBy}
    >
      {question.answers.map((option) => {
        const letter = optionLetter(option.answerOption);
        const checked = answer?.userOption === option.answerOption;
        const crossed = answer?.eliminated.includes(option.answerOption) ?? false;
        return (
          <div
            key={option.answerOption}
            className={[
              "runner-choice",
              checked ? "runner-choice--selected" : "",
              crossed ? "runner-choice--crossed" : "",
            ]
              .filter(Boolean)
              .join(" ")}
          >
            <label className="runner-choice__option">
              <input
                type="radio"
                className="runner-choice__input"
                name={`answer-${question._id}`}
                value={option.answerOption}
                checked={checked}
                onChange={() => controller.choose(option.answerOption)}
              />
              <span className="runner-choice__letter" aria-hidden="true">
                {letter}
              </span>
              <span className="runner-choice__text">
                <span className="visually-hidden">{letter}: </span>
                <RichText text={optionText(option.answerPlaceHolder)} />
                {crossed && <span className="visually-hidden"> (crossed out)</span>}
              </span>
            </label>
            {eliminatorOn && (
              <button
                type="button"
                className="runner-choice__strike"
                aria-label={crossed ? `Undo cross out of choice ${letter}` : `Cross out choice ${letter}`}
                onClick={() => controller.toggleEliminated(option.answerOption)}
              >
                {crossed ? (
                  <span className="runner-choice__undo">Undo</span>
                ) : (
                  <span className="runner-choice__struck">{letter}</span>
                )}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
