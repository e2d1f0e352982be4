import { useEffect, useState } from "react";
import { useRunnerController } from "../runner-context";
import { highlightSelection } from "./highlight-action";
import { selectedPlace } from "./highlight-roots";

const CHIP_HEIGHT = 40;

/**
 * A Highlight button beside the words just selected in a passage or question, so a mouse or a finger
 * highlights in one tap (the header's button and Alt+H do the same). It takes no focus and keeps
 * the selection; keyboard and screen-reader users have Alt+H.
 */
export function SelectionChip() {
  const controller = useRunnerController();
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      // After the browser has settled the selection (a drag, a long press).
      frame = requestAnimationFrame(() => {
        const place = selectedPlace();
        const selection = window.getSelection();
        if (!place || !selection || selection.rangeCount === 0) return setAt(null);
        const rect = selection.getRangeAt(0).getBoundingClientRect();
        const below = rect.bottom + 8 + CHIP_HEIGHT <= window.innerHeight;
        setAt({
          top: below ? rect.bottom + 8 : Math.max(8, rect.top - CHIP_HEIGHT - 8),
          left: Math.min(Math.max(8, rect.left + rect.width / 2 - 48), window.innerWidth - 104),
        });
      });
    };
    document.addEventListener("selectionchange", update);
    window.addEventListener("scroll", update, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("selectionchange", update);
      window.removeEventListener("scroll", update, true);
    };
  }, []);

  if (!at) return null;
  return (
    <button
      type="button"
      className="selection-chip"
      tabIndex={-1}
      aria-label="Highlight the selected words"
      style={{ top: at.top, left: at.left }}
      onPointerDown={(e) => e.preventDefault()}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => {
        highlightSelection(controller);
        setAt(null);
      }}
    >
      Highlight
    </button>
  );
}
