import type { BankQuestion } from "@sat/core";
import { RichText } from "../../../components/ui/rich-text";
import type { AnswerOption, Verdict } from "../practice-state";
import { VerdictMark } from "./verdict-mark";

/** 'Option C' → 'C'. */
export const optionLetter = (option: AnswerOption): string => option.slice(-1);

/** An option that is one formula ($\frac{7}{2}$) is set in display style, so fractions read full size. */
const optionText = (text: string): string =>
  /^\$[^$]+\$$/.test(text.trim()) ? `$\\displaystyle ${text.trim().slice(1, -1)}$` : text;

interface BankChoicesProps {
  question: BankQuestion;
  selected: AnswerOption | null;
  /** The verdict of the last check; it colours the chosen option. */
  verdict: Verdict | null;
  onChoose: (option: AnswerOption) => void;
  labelledBy: string;
}

/**
 * Options A–D as native radio buttons, drawn like the test runner's choices: the whole option is
 * the click target, arrow keys move between options, and a check turns the chosen one green or red.
 */
export function BankChoices({ question, selected, verdict, onChoose, labelledBy }: BankChoicesProps) {
  return (
    <div className="bank-choices" role="radiogroup" aria-labelledby={labelledBy}>
      {question.answers.map((option) => {
        const letter = optionLetter(option.answerOption);
        const checked = selected === option.answerOption;
        const result = checked ? verdict : null;
        return (
          <label
            key={option.answerOption}
            className={["bank-choice", checked ? "bank-choice--selected" : "", result ? `bank-choice--${result}` : ""]
              .filter(Boolean)
              .join(" ")}
          >
            <input
              type="radio"
              className="bank-choice__input"
              name={`bank-answer-${question.qId}`}
              value={option.answerOption}
              checked={checked}
              onChange={() => onChoose(option.answerOption)}
            />
            <span className="bank-choice__letter" aria-hidden="true">
              {letter}
            </span>
            <span className="bank-choice__text">
              <span className="visually-hidden">{letter}: </span>
              <RichText text={optionText(option.answerPlaceHolder)} />
            </span>
            {result && <VerdictMark verdict={result} />}
          </label>
        );
      })}
    </div>
  );
}
