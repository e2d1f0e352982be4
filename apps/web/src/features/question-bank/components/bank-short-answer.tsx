import { validateSprInput } from "@sat/core";
import { ShortAnswerBox } from "../../../components/ui/short-answer";
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
  const rule = value ? validateSprInput(value) : null;
  return (
    <ShortAnswerBox
      value={value}
      rule={rule}
      state={verdict}
      invalid={rule !== null || verdict === "incorrect"}
      maxLength={MAX_LENGTH}
      trailing={verdict && <VerdictMark verdict={verdict} />}
      onChange={onChange}
    />
  );
}
