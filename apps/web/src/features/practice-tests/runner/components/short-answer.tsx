import { validateSprInput } from "@sat/core";
import { useId, useState } from "react";
import { MathText } from "../../../../components/ui/math-text";
import { ShortAnswerBox } from "../../../../components/ui/short-answer";
import { useRunner, useRunnerController } from "../runner-context";
import { sprPreviewTex } from "../spr-rules";
import type { TestQuestion } from "../types";

/** The student-produced response box: the format rules are enforced as the student types. */
export function ShortAnswer({ question }: { question: TestQuestion }) {
  const controller = useRunnerController();
  const previewId = useId();
  const value = useRunner((s) => s.answers[question._id]?.userAnswer ?? "");
  const [rule, setRule] = useState<string | null>(null);
  const tex = sprPreviewTex(value);
  return (
    <ShortAnswerBox
      className="runner-spr"
      value={value}
      rule={rule}
      state={rule ? "refused" : null}
      describedBy={previewId}
      onChange={(next) => {
        const broken = validateSprInput(next);
        if (broken) {
          setRule(broken);
          return;
        }
        setRule(null);
        controller.setShortAnswer(next);
      }}
    >
      <div id={previewId} className="runner-spr__preview">
        <span className="runner-spr__preview-label">Answer Preview:</span>
        <span className="runner-spr__preview-value">{tex ? <MathText text={`$${tex}$`} /> : null}</span>
      </div>
    </ShortAnswerBox>
  );
}
