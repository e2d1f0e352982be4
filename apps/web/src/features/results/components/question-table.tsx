import type { ResultQuestion } from "@sat/core";

const letter = (option: string) => option.replace("Option ", "");

export function yourChoice(q: ResultQuestion): string {
  if (q.questionType === "spr") return q.userAnswer || "Not answered";
  return q.userOption ? letter(q.userOption) : "Not answered";
}

export function correctChoice(q: ResultQuestion): string {
  return q.questionType === "spr" ? q.correctAnswer : letter(q.correctAnswer);
}

/** Spec section 3, Result table row: section, no, questionType, correctAnswer, yourChoice, explanation, isCorrect. */
export function QuestionTable({
  rows,
  onExplain,
  caption,
}: {
  rows: ResultQuestion[];
  onExplain: (q: ResultQuestion) => void;
  caption: string;
}) {
  if (rows.length === 0) return <p className="empty-state">No questions here.</p>;
  return (
    <div className="question-table__wrap">
      <table className="question-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">No.</th>
            <th scope="col">Question Type</th>
            <th scope="col">Correct Answer</th>
            <th scope="col">Your Choice</th>
            <th scope="col">Explanation</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((q) => (
            <tr key={q._id}>
              <td>
                {q.sectionName === "Mathematics" ? "Math" : "Reading and Writing"},{" "}
                {q.moduleName === "Module1" ? "M1" : "M2"}
              </td>
              <td>{q.qIdUi}</td>
              <td>{q.questionType === "spr" ? "Student-produced response" : "Multiple choice"}</td>
              <td>{correctChoice(q)}</td>
              <td>{yourChoice(q)}</td>
              <td>
                <button type="button" className="question-table__explain" onClick={() => onExplain(q)}>
                  View<span className="visually-hidden"> explanation of question {q.qIdUi}</span>
                </button>
              </td>
              <td>
                <span className={`verdict verdict--${q.isCorrect ? "right" : "wrong"}`}>
                  {q.isCorrect ? "Correct" : "Incorrect"}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
