import { Choice, ChoiceGroup } from "../../../../components/ui/choice";
import { useRunner, useRunnerController } from "../runner-context";
import { optionLetter, type TestQuestion } from "../types";

/**
 * Options A–D as native radio buttons (arrow keys move between them; A–D choose from anywhere),
 * each with its eliminator button while the option eliminator is on.
 */
export function ChoiceList({ question, labelledBy }: { question: TestQuestion; labelledBy: string }) {
  const controller = useRunnerController();
  const answer = useRunner((s) => s.answers[question._id]);
  const eliminatorOn = useRunner((s) => s.tools.eliminator);
  return (
    <ChoiceGroup labelledBy={labelledBy}>
      {question.answers.map((option) => {
        const letter = optionLetter(option.answerOption);
        const crossed = answer?.eliminated.includes(option.answerOption) ?? false;
        return (
          <div key={option.answerOption} className="runner-choice">
            <Choice
              name={`answer-${question._id}`}
              value={option.answerOption}
              letter={letter}
              text={option.answerPlaceHolder}
              checked={answer?.userOption === option.answerOption}
              eliminated={crossed}
              onChoose={() => controller.choose(option.answerOption)}
            />
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
    </ChoiceGroup>
  );
}
