import { STAGE_INFO } from "@sat/core";
import { useRunner } from "../runner-context";
import { isAnswered } from "../runner-store";
import { QuestionGrid, StatusLegend } from "./question-grid";

/** 'Check Your Work' after the last question of a module. */
export function ReviewPage() {
  const stage = useRunner((s) => s.stage);
  const unanswered = useRunner((s) => s.questions.filter((q) => !isAnswered(s.answers[q._id])).length);
  const marked = useRunner((s) => s.questions.filter((q) => s.answers[q._id]?.marked).length);
  if (!stage) return null;
  return (
    <div className="runner-review">
      <h2 className="runner-review__title">Check Your Work</h2>
      <p className="runner-review__text">
        On test day, you won&apos;t be able to move on to the next module until time expires.
      </p>
      <p className="runner-review__text">
        For these practice questions, you can click <strong>Next</strong> when you&apos;re ready to move on.
      </p>
      <section className="runner-review__card" aria-labelledby="runner-review-module">
        <div className="runner-review__head">
          <h3 id="runner-review-module" className="runner-review__module">
            {STAGE_INFO[stage].title} Questions
          </h3>
          <StatusLegend />
        </div>
        <p className="runner-review__summary">
          {unanswered === 0 ? "Every question is answered." : `${unanswered} unanswered`}
          {marked > 0 ? ` · ${marked} marked for review` : ""}
        </p>
        <QuestionGrid size="lg" />
      </section>
    </div>
  );
}
