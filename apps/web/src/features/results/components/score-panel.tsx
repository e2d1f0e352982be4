import type { TestResult } from "@sat/core";
import { ROUTE_NOTE } from "../report-format";

type Range = TestResult["scoreRange"]["total"];

const EXTENDED_TIME_NAMES = { "time-and-a-half": "time and a half", double: "double time" } as const;
type SectionScore = TestResult["scores"]["math"];

/** The official report's top: the total, the two section scores, each with its range, and the routes. */
export function ScorePanel({ result }: { result: TestResult }) {
  const { scores, scoreRange } = result;
  return (
    <section className="score-panel card" aria-labelledby="score-panel-title">
      <h2 id="score-panel-title">Score report</h2>
      <div className="score-panel__grid">
        <div className="score-figure score-figure--total">
          <h3 className="score-figure__label">Total score</h3>
          <p className="score-figure__value">{scores.total}</p>
          <p className="score-figure__note">Scale 400 to 1600</p>
          <ScoreRange range={scoreRange.total} />
        </div>
        <SectionFigure label="Reading and Writing" score={scores.readingWriting} range={scoreRange.readingWriting} />
        <SectionFigure label="Math" score={scores.math} range={scoreRange.math} />
      </div>
      {result.extendedTime !== "none" && (
        <p className="score-panel__note score-panel__note--time">
          Taken with extended time ({EXTENDED_TIME_NAMES[result.extendedTime]} for every module).
        </p>
      )}
      <p className="score-panel__note">
        Your score is an estimate from a statistical scoring model and may differ slightly from your score on test day.
        The range shows where your score would likely fall if you took the test again.
      </p>
    </section>
  );
}

function SectionFigure({ label, score, range }: { label: string; score: SectionScore; range: Range }) {
  return (
    <div className="score-figure">
      <h3 className="score-figure__label">{label}</h3>
      <p className="score-figure__value">{score.scaled}</p>
      <p className="score-figure__note">Scale 200 to 800</p>
      <ScoreRange range={range} />
      <p className="score-figure__raw">
        {score.rawCorrect} of {score.rawTotal} questions correct
      </p>
      <p className="score-figure__route">
        <span className={`route-badge route-badge--${score.route}`}>Module 2: {score.route}</span>
        <span className="score-figure__route-note">{ROUTE_NOTE[score.route]}</span>
      </p>
    </div>
  );
}

function ScoreRange({ range }: { range: Range }) {
  return (
    <p className="score-range">
      <span className="score-range__label">Range </span>
      <span className="score-range__value" aria-hidden="true">
        {range.low}–{range.high}
      </span>
      <span className="visually-hidden">
        {range.low} to {range.high}
      </span>{" "}
      <span className="score-range__pm" aria-hidden="true">
        ±{range.plusMinus}
      </span>
      <span className="visually-hidden">, plus or minus {range.plusMinus}</span>
    </p>
  );
}
