import { MathText } from "../../../../components/ui/math-text";

/** Spec section 5: the answer-format rules of student-produced responses. */
export function SprRules() {
  return (
    <ul className="runner-directions__list">
      <li>If you find more than one correct answer, enter only one answer.</li>
      <li>
        You can enter up to 5 characters for a positive answer and up to 6 characters (including the negative sign) for
        a negative answer.
      </li>
      <li>If your answer is a fraction that doesn&apos;t fit in the provided space, enter the decimal equivalent.</li>
      <li>
        If your answer is a decimal that doesn&apos;t fit in the provided space, enter it by truncating or rounding at
        the fourth digit.
      </li>
      <li>
        If your answer is a mixed number (such as 3½), enter it as an improper fraction (7/2) or its decimal equivalent
        (3.5).
      </li>
      <li>Don&apos;t enter symbols such as a percent sign, comma, or dollar sign.</li>
    </ul>
  );
}

const EXAMPLES = [
  { answer: "3.5", accepted: ["3.5", "3.50", "7/2"], refused: ["31/2", "3 1/2"] },
  {
    answer: "$\\dfrac{2}{3}$",
    accepted: ["2/3", ".6666", ".6667", "0.666", "0.667"],
    refused: ["0.66", ".66", "0.67", ".67"],
  },
  { answer: "$-\\dfrac{1}{3}$", accepted: ["-1/3", "-.3333", "-0.333"], refused: ["-.33", "-0.33"] },
] as const;

export function SprExamples() {
  return (
    <table className="runner-directions__examples">
      <caption className="visually-hidden">Examples of answers</caption>
      <thead>
        <tr>
          <th scope="col">Answer</th>
          <th scope="col">Acceptable ways to enter answer</th>
          <th scope="col">Unacceptable: will not receive credit</th>
        </tr>
      </thead>
      <tbody>
        {EXAMPLES.map((row) => (
          <tr key={row.answer}>
            <th scope="row">
              <MathText text={row.answer} />
            </th>
            <td>
              {row.accepted.map((v) => (
                <span key={v} className="runner-directions__entry">
                  {v}
                </span>
              ))}
            </td>
            <td>
              {row.refused.map((v) => (
                <span key={v} className="runner-directions__entry runner-directions__entry--refused">
                  {v}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The left pane of a student-produced response without a passage. */
export function SprDirections() {
  return (
    <div className="runner-directions">
      <h3 className="runner-directions__heading">Student-produced response directions</h3>
      <SprRules />
      <SprExamples />
    </div>
  );
}
