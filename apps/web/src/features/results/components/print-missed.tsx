import type { ResultQuestion } from "@sat/core";
import { SPR_DIRECTIONS_DESCRIPTION } from "@sat/core";
import { RichText } from "../../../components/ui/rich-text";
import { correctChoice, moduleLabel, outcomeLabel, sectionLabel, yourChoice } from "../report-format";

/**
 * Shown only on paper (result.css): every question answered wrong or left blank, with what the
 * student needs to review it away from the screen. Nothing here is interactive.
 */
export function PrintMissed({ questions }: { questions: ResultQuestion[] }) {
  const missed = questions.filter((q) => q.outcome !== "correct");
  return (
    <section className="print-missed" aria-labelledby="print-missed-title">
      <h2 id="print-missed-title">Questions to review</h2>
      {missed.length === 0 ? (
        <p>You answered every question correctly.</p>
      ) : (
        <p className="print-missed__lead">
          {missed.length} {missed.length === 1 ? "question" : "questions"} answered incorrectly or left blank.
        </p>
      )}
      {missed.map((q) => (
        <article key={q._id} className="print-q">
          <h3 className="print-q__title">
            {sectionLabel(q.sectionName)} · {moduleLabel(q.moduleName)} · Question {q.qIdUi}
            <span className="print-q__skill"> · {q.skill}</span>
          </h3>
          {q.description && q.description !== SPR_DIRECTIONS_DESCRIPTION && (
            <div className="print-q__passage">
              <RichText text={q.description} />
            </div>
          )}
          <p className="print-q__prompt">
            <RichText text={q.processedQuestion} />
          </p>
          {q.answers.length > 0 && (
            <ol className="print-q__options">
              {q.answers.map((a) => (
                <li key={a.answerOption}>
                  <span className="print-q__letter">{a.answerOption.replace("Option ", "")}.</span>{" "}
                  <RichText text={a.answerPlaceHolder} />
                </li>
              ))}
            </ol>
          )}
          <dl className="print-q__answers">
            <div>
              <dt>Your answer</dt>
              <dd>
                {yourChoice(q)} ({outcomeLabel(q.outcome).toLowerCase()})
              </dd>
            </div>
            <div>
              <dt>Correct answer</dt>
              <dd>{correctChoice(q)}</dd>
            </div>
          </dl>
          <div className="print-q__explanation">
            <h4>Explanation</h4>
            <p>
              <RichText text={q.explanation} />
            </p>
          </div>
        </article>
      ))}
    </section>
  );
}
