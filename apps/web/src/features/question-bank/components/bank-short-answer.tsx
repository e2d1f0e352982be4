import { validateSprInput } from "@sat/core";
import { useId } from "react";
import type { Verdict } from "../practice-state";
import { VerdictMark } from "./verdict-mark";

/** The server accepts typed answers of at most 20 characters (bankCheckRequestSchema). */
const MAX_LENGTH = 20;

interface BankShortAnswerProps {
  value: string;
  verdict: Verdict | null;
  onChange: (value: string) => void;
}

/**
 * The free-text answer of a student-produced response. Unlike the test runner it keeps what the
 * student typed, so a check can show that it is wrong; the answer-format rule it breaks is shown
 * under the box as they type.
 */
export function BankShortAnswer({ value, verdict, onChange }: BankShortAnswerProps) {
  const id = useId();
  const rule = value ? validateSprInput(value) : null;
  return (
    <div className={`bank-spr${verdict ? ` bank-spr--${verdict}` : ""}`}>
      <label className="bank-spr__label" htmlFor={id}>
        Your answer
      </label>
      <div className="bank-spr__row">
        <input
          id={id}
          className="bank-spr__input"
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={MAX_LENGTH}
          placeholder="Your Answer.."
          value={value}
          aria-invalid={rule !== null || verdict === "incorrect" ? true : undefined}
          aria-describedby={`${id}-rule`}
          onChange={(e) => onChange(e.target.value)}
        />
        {verdict && <VerdictMark verdict={verdict} />}
      </div>
      <p id={`${id}-rule`} className="bank-spr__rule" aria-live="polite">
        {rule ?? ""}
      </p>
    </div>
  );
}
