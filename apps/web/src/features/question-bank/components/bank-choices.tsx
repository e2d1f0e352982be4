import { Choice, ChoiceGroup } from "../../../components/ui/choice";
import type { AnswerOption, PracticeQuestionData, Verdict } from "../practice-state";
import { VerdictMark } from "./verdict-mark";

/** 'Option C' → 'C'. */
export const optionLetter = (option: AnswerOption): string => option.slice(-1);

interface BankChoicesProps {
  question: PracticeQuestionData;
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
    <ChoiceGroup labelledBy={labelledBy}>
      {question.answers.map((option) => {
        const checked = selected === option.answerOption;
        const result = checked ? verdict : null;
        return (
          <Choice
            key={option.answerOption}
            name={`bank-answer-${question.qId}`}
            value={option.answerOption}
            letter={optionLetter(option.answerOption)}
            text={option.answerPlaceHolder}
            checked={checked}
            verdict={result}
            trailing={result && <VerdictMark verdict={result} />}
            onChoose={() => onChoose(option.answerOption)}
          />
        );
      })}
    </ChoiceGroup>
  );
}
