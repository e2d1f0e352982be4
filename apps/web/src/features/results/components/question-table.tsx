import type { ResultQuestion } from "@sat/core";
import {
  correctChoice,
  moduleLabel,
  outcomeLabel,
  questionTypeLabel,
  sectionLabel,
  yourChoice,
} from "../report-format";
import { Duration } from "./duration";

interface QuestionTableProps {
  rows: ResultQuestion[];
  onExplain: (q: ResultQuestion) => void;
  caption: string;
}

/** Spec section 3, Result table row, plus the skill, the time spent and whether it was marked. */
export function QuestionTable({ rows, onExplain, caption }: QuestionTableProps) {
  if (rows.length === 0) return <p className="empty-state">No questions match these filters.</p>;
  return (
    // The wrapper scrolls sideways on a phone, so it takes focus for keyboard users.
    <div className="question-table__wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="question-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">No.</th>
            <th scope="col">Skill</th>
            <th scope="col">Question Type</th>
            <th scope="col">Correct Answer</th>
            <th scope="col">Your Choice</th>
            <th scope="col">Result</th>
            <th scope="col">Time</th>
            <th scope="col">Marked</th>
            <th scope="col">Explanation</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((q) => (
            <tr key={q._id}>
              <td className="question-table__nowrap">
                <span aria-hidden="true">
                  {q.sectionName === "Mathematics" ? "Math" : "R&W"} ·{" "}
                  {moduleLabel(q.moduleName).replace("Module ", "M")}
                </span>
                <span className="visually-hidden">
                  {sectionLabel(q.sectionName)}, {moduleLabel(q.moduleName)}
                </span>
              </td>
              <td className="question-table__num">{q.qIdUi}</td>
              <td className="question-table__skill">{q.skill}</td>
              <td className="question-table__nowrap">{questionTypeLabel(q)}</td>
              <td>{correctChoice(q)}</td>
              <td>{yourChoice(q)}</td>
              <td>
                <span className={`verdict verdict--${q.outcome}`}>{outcomeLabel(q.outcome)}</span>
              </td>
              <td className="question-table__num">
                <Duration ms={q.timeSpentMs} />
              </td>
              <td>
                {q.marked ? (
                  <span className="question-table__marked">Marked</span>
                ) : (
                  <span className="visually-hidden">Not marked</span>
                )}
              </td>
              <td>
                <button type="button" className="result-link" onClick={() => onExplain(q)}>
                  View<span className="visually-hidden"> explanation of question {q.qIdUi}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
