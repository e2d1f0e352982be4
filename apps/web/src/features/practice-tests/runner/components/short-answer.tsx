import { validateSprInput } from "@sat/core";
import { useId, useState } from "react";
import { MathText } from "../../../../components/ui/math-text";
import { useRunner, useRunnerController } from "../runner-context";
import { sprPreviewTex } from "../spr-rules";
import type { TestQuestion } from "../types";

/** The student-produced response box: the format rules are enforced as the student types. */
export function ShortAnswer({ question }: { question: TestQuestion }) {
  const controller = useRunnerController();
  const id = useId();
  const value = useRunner((s) => s.answers[question._id]?.userAnswer ?? "");
  const [rule, setRule] = useState<string | null>(null);
  const tex = sprPreviewTex(value);
  return (
    <div className="runner-spr">
      <label className="runner-spr__label" htmlFor={id}>
        Your answer
      </label>
      <input
        id={id}
        className={`runner-spr__input${rule ? " runner-spr__input--refused" : ""}`}
        type="text"
        inputMode="text"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="Your Answer.."
        value={value}
        aria-describedby={`${id}-rule ${id}-preview`}
        onChange={(e) => {
          const next = e.target.value;
          const broken = validateSprInput(next);
          if (broken) {
            setRule(broken);
            return;
          }
          setRule(null);
          controller.setShortAnswer(next);
        }}
      />
      <p id={`${id}-rule`} className="runner-spr__rule" aria-live="polite">
        {rule ?? ""}
      </p>
      <div id={`${id}-preview`} className="runner-spr__preview">
        <span className="runner-spr__preview-label">Answer Preview:</span>
        <span className="runner-spr__preview-value">{tex ? <MathText text={`$${tex}$`} /> : null}</span>
      </div>
    </div>
  );
}
