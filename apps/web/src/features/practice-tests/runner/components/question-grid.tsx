import { useRunner, useRunnerController } from "../runner-context";
import { questionStatus } from "../runner-store";
import { FlagIcon, PinIcon } from "./icons";
import { focusQuestion } from "./question-screen";

/** Current, unanswered and for-review, as the navigator and the review page show them. */
export function StatusLegend() {
  return (
    <ul className="runner-legend" aria-label="Legend">
      <li>
        <PinIcon size={16} /> Current
      </li>
      <li>
        <span className="runner-legend__unanswered" aria-hidden="true" /> Unanswered
      </li>
      <li>
        <span className="runner-legend__flag">
          <FlagIcon filled size={16} />
        </span>{" "}
        For Review
      </li>
    </ul>
  );
}

function QuestionCell({ index, size }: { index: number; size: "sm" | "lg" }) {
  const controller = useRunnerController();
  // One primitive per selector: a selector answering a new object each time would re-render forever.
  const answered = useRunner((s) => questionStatus(s, index).answered);
  const marked = useRunner((s) => questionStatus(s, index).marked);
  const current = useRunner((s) => s.index === index);
  const onReview = useRunner((s) => s.index === s.questions.length);
  const number = index + 1;
  const label = [
    `Question ${number}`,
    current && !onReview ? "current" : null,
    answered ? "answered" : "unanswered",
    marked ? "marked for review" : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <button
      type="button"
      className={[
        "runner-cell",
        `runner-cell--${size}`,
        answered ? "runner-cell--answered" : "runner-cell--unanswered",
        current && !onReview ? "runner-cell--current" : "",
        marked ? "runner-cell--marked" : "",
      ]
        .filter(Boolean)
        .join(" ")}
      aria-label={label}
      aria-current={current && !onReview ? "step" : undefined}
      data-current={current && !onReview ? "" : undefined}
      onClick={() => {
        controller.goTo(index);
        focusQuestion();
      }}
    >
      {current && !onReview && (
        <span className="runner-cell__pin">
          <PinIcon size={14} />
        </span>
      )}
      {number}
      {marked && (
        <span className="runner-cell__flag">
          <FlagIcon filled size={12} />
        </span>
      )}
    </button>
  );
}

export function QuestionGrid({ size }: { size: "sm" | "lg" }) {
  const count = useRunner((s) => s.questions.length);
  return (
    <ol className={`runner-grid runner-grid--${size}`}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <QuestionCell index={i} size={size} />
        </li>
      ))}
    </ol>
  );
}
