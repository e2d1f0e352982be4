import { Button } from "../../../../components/ui/button";
import { useRunner, useRunnerController } from "../runner-context";
import { ChevronDown, ChevronUp } from "./icons";
import { NAVIGATOR_TRIGGER_ID } from "./question-navigator";

export function RunnerFooter() {
  const controller = useRunnerController();
  const testName = useRunner((s) => s.testName);
  const index = useRunner((s) => s.index);
  const count = useRunner((s) => s.questions.length);
  const open = useRunner((s) => s.navigatorOpen);
  const phase = useRunner((s) => s.phase);
  const onReview = index === count;
  const busy = phase === "submitting";
  return (
    <footer className="runner-footer">
      <span className="runner-footer__name">{testName}</span>
      <div className="runner-footer__center">
        {!onReview && (
          <button
            id={NAVIGATOR_TRIGGER_ID}
            type="button"
            className="runner-footer__questions"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => controller.setNavigator(!open)}
          >
            Questions {index + 1} of {count}
            {open ? <ChevronDown size={16} /> : <ChevronUp size={16} />}
          </button>
        )}
      </div>
      <div className="runner-footer__nav">
        {index > 0 && (
          <Button variant="secondary" onClick={() => controller.back()} disabled={phase !== "ready"}>
            Back
          </Button>
        )}
        <Button onClick={() => controller.next()} busy={busy} disabled={phase !== "ready" && !busy}>
          Next
        </Button>
      </div>
    </footer>
  );
}
