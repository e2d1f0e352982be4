import { useId, type ReactNode } from "react";
import "./short-answer.css";

/** How the box is drawn: after a check (green, red), or when a keystroke was refused (red edge). */
export type ShortAnswerState = "correct" | "incorrect" | "refused";

interface ShortAnswerBoxProps {
  value: string;
  /** Receives the text as typed; the caller decides whether to keep it. */
  onChange: (value: string) => void;
  /** The answer-format rule the student broke, shown under the box (it is announced as it changes). */
  rule: string | null;
  state?: ShortAnswerState | null;
  invalid?: boolean;
  maxLength?: number;
  /** Shown beside the box (e.g. the check's verdict). */
  trailing?: ReactNode;
  /** The id of a further description of the box, e.g. a preview passed as children. */
  describedBy?: string;
  /** Placed under the rule. */
  children?: ReactNode;
  className?: string;
}

/** The student-produced response: 'Your answer', a box for a short typed answer, and the rule it breaks. */
export function ShortAnswerBox({
  value,
  onChange,
  rule,
  state = null,
  invalid = false,
  maxLength,
  trailing,
  describedBy,
  children,
  className,
}: ShortAnswerBoxProps) {
  const id = useId();
  return (
    <div className={["short-answer", state ? `short-answer--${state}` : "", className].filter(Boolean).join(" ")}>
      <label className="short-answer__label" htmlFor={id}>
        Your answer
      </label>
      <div className="short-answer__row">
        <input
          id={id}
          className="short-answer__input"
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={maxLength}
          placeholder="Your Answer.."
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={[`${id}-rule`, describedBy].filter(Boolean).join(" ")}
          onChange={(e) => onChange(e.target.value)}
        />
        {trailing}
      </div>
      <p id={`${id}-rule`} className="short-answer__rule" aria-live="polite">
        {rule ?? ""}
      </p>
      {children}
    </div>
  );
}
