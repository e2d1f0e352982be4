import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { useRunner, useRunnerController } from "../runner-context";
import { SPLIT } from "../runner-store";

const clamp = (value: number) => Math.round(Math.min(SPLIT.max, Math.max(SPLIT.min, value)));

/**
 * The divider between passage and question: drag it, or focus it and use the arrow keys (Home and
 * End go to the ends, Enter back to even); the two buttons give either side the most room.
 */
export function PaneDivider({ passageLabel }: { passageLabel: string }) {
  const controller = useRunnerController();
  const split = useRunner((s) => s.tools.split);
  const dragging = useRef(false);
  const set = (value: number) => controller.tools.setTool("split", clamp(value));

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: split - SPLIT.step,
      ArrowRight: split + SPLIT.step,
      Home: SPLIT.min,
      End: SPLIT.max,
      Enter: SPLIT.even,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    // The runner's own arrow shortcuts move between questions; here they move the divider.
    e.preventDefault();
    e.stopPropagation();
    set(to);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const box = e.currentTarget.parentElement?.getBoundingClientRect();
    if (box && box.width > 0) set(((e.clientX - box.left) / box.width) * 100);
  };

  return (
    <div
      className="pane-divider"
      onPointerMove={onPointerMove}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <button
        type="button"
        className="pane-divider__expand"
        aria-label={`Give the question more room`}
        disabled={split <= SPLIT.min}
        onClick={() => set(SPLIT.min)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div
        className="pane-divider__grip"
        role="separator"
        aria-orientation="vertical"
        aria-label={`Divider between the ${passageLabel.toLowerCase()} and the question`}
        aria-valuemin={SPLIT.min}
        aria-valuemax={SPLIT.max}
        aria-valuenow={split}
        aria-valuetext={`${passageLabel} ${split}% of the width`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onDoubleClick={() => set(SPLIT.even)}
        onPointerDown={(e) => {
          dragging.current = true;
          e.currentTarget.parentElement?.setPointerCapture(e.pointerId);
        }}
      />
      <button
        type="button"
        className="pane-divider__expand"
        aria-label={`Give the ${passageLabel.toLowerCase()} more room`}
        disabled={split >= SPLIT.max}
        onClick={() => set(SPLIT.max)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
