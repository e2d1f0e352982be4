import { STAGE_INFO } from "@sat/core";
import { useEffect, useRef } from "react";
import { Button } from "../../../../components/ui/button";
import { useRunner, useRunnerController } from "../runner-context";
import { CloseIcon } from "./icons";
import { QuestionGrid, StatusLegend } from "./question-grid";

export const NAVIGATOR_TRIGGER_ID = "runner-navigator-trigger";

/**
 * The 'Questions N of M' popup: every question of the module with its state; a click jumps there.
 * Non-modal, like the official app's: Escape or a click outside closes it.
 */
export function QuestionNavigator() {
  const controller = useRunnerController();
  const open = useRunner((s) => s.navigatorOpen);
  const stage = useRunner((s) => s.stage);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const panel = ref.current;
    panel?.querySelector<HTMLElement>("[data-current]")?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel?.contains(target) || document.getElementById(NAVIGATOR_TRIGGER_ID)?.contains(target)) return;
      controller.setNavigator(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, controller]);

  if (!open || !stage) return null;
  const close = () => {
    controller.setNavigator(false);
    document.getElementById(NAVIGATOR_TRIGGER_ID)?.focus();
  };
  return (
    <div
      ref={ref}
      className="runner-navigator"
      role="dialog"
      aria-labelledby="runner-navigator-title"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          close();
        }
      }}
    >
      <div className="runner-navigator__head">
        <h2 id="runner-navigator-title" className="runner-navigator__title">
          {STAGE_INFO[stage].title} Questions
        </h2>
        <button type="button" className="runner-icon-button" aria-label="Close question list" onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <StatusLegend />
      <QuestionGrid size="sm" />
      <div className="runner-navigator__foot">
        <Button variant="secondary" size="sm" onClick={() => controller.openReview()}>
          Go to Review Page
        </Button>
      </div>
    </div>
  );
}
