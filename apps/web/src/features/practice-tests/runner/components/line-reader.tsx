import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useRunner, useRunnerController } from "../runner-context";

/** The band's height in px (about three lines of passage text) and a keyboard step. */
const BAND_PX = 84;
const STEP_PX = 24;

/**
 * The line reader: a clear band over the question area with the rest shaded, so the eye keeps its
 * line. It never takes clicks away from the passage or the choices; its handle moves it by
 * dragging or with the arrow keys, and Escape on the handle turns it off.
 */
export function LineReader() {
  const on = useRunner((s) => s.tools.lineReader);
  const controller = useRunnerController();
  const [top, setTop] = useState(120);
  const drag = useRef<{ startY: number; startTop: number } | null>(null);
  if (!on) return null;

  const move = (to: number) => setTop(Math.max(0, Math.min(window.innerHeight - BAND_PX, to)));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowUp" || e.key === "ArrowDown") {
      e.preventDefault();
      e.stopPropagation();
      move(top + (e.key === "ArrowUp" ? -STEP_PX : STEP_PX));
    } else if (e.key === "Escape") {
      e.stopPropagation();
      controller.tools.setTool("lineReader", false);
      // The handle goes away with the band: focus goes back to the tool's button.
      document.getElementById("runner-tool-line-reader")?.focus();
    }
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    drag.current = { startY: e.clientY, startTop: top };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (drag.current) move(drag.current.startTop + e.clientY - drag.current.startY);
  };

  return (
    <div className="line-reader" aria-hidden="false">
      <div className="line-reader__shade" style={{ top: 0, height: top }} />
      <div className="line-reader__band" style={{ top, height: BAND_PX }}>
        <button
          type="button"
          className="line-reader__handle"
          aria-label="Line reader: move with the up and down arrow keys; Escape turns it off"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
        >
          <span aria-hidden="true">⇕</span>
        </button>
      </div>
      <div className="line-reader__shade" style={{ top: top + BAND_PX, bottom: 0 }} />
    </div>
  );
}
