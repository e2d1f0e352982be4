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

const COLUMNS = [
  "Section",
  "No.",
  "Skill",
  "Question Type",
  "Correct Answer",
  "Your Choice",
  "Result",
  "Time",
  "Marked",
  "Explanation",
];

/** Spec section 3, Result table row, plus the skill, the time spent and whether it was marked. */
export function QuestionTable({ rows, onExplain, caption }: QuestionTableProps) {
  if (rows.length === 0) return <p className="empty-state">No questions match these filters.</p>;
  return (
    // The wrapper scrolls sideways on a tablet, so it takes focus for keyboard users.
    <div className="question-table__wrap" role="region" aria-label={caption} tabIndex={0}>
      {/* Explicit roles: on a phone the rows are laid out as cards, and a table laid out as blocks
          loses its implicit ones in some browsers. */}
      <table className="question-table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((q) => (
            <tr key={q._id} role="row">
              <td role="cell" className="question-table__nowrap">
                <span aria-hidden="true">
                  {q.sectionName === "Mathematics" ? "Math" : "R&W"} ·{" "}
                  {moduleLabel(q.moduleName).replace("Module ", "M")}
                </span>
                <span className="visually-hidden">
                  {sectionLabel(q.sectionName)}, {moduleLabel(q.moduleName)}
                </span>
              </td>
              <td role="cell" className="question-table__num question-table__no">
                {q.qIdUi}
              </td>
              <td role="cell" className="question-table__skill">
                {q.skill}
              </td>
              <td role="cell" className="question-table__nowrap question-table__type">
                {questionTypeLabel(q)}
              </td>
              <td role="cell" className="question-table__correct">
                {correctChoice(q)}
              </td>
              <td role="cell" className="question-table__yours">
                {yourChoice(q)}
              </td>
              <td role="cell" className="question-table__result">
                <span className={`verdict verdict--${q.outcome}`}>{outcomeLabel(q.outcome)}</span>
              </td>
              <td role="cell" className="question-table__num question-table__time">
                <Duration ms={q.timeSpentMs} />
              </td>
              <td role="cell" className="question-table__mark">
                {q.marked ? (
                  <span className="question-table__marked">Marked</span>
                ) : (
                  <span className="visually-hidden">Not marked</span>
                )}
              </td>
              <td role="cell" className="question-table__explain">
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
