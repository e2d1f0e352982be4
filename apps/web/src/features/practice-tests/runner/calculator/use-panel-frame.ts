/**
 * Where the calculator panel sits: docked at the right under the runner's header, moved by its
 * title bar and resized by its corner, by pointer or arrow keys, and always kept inside the
 * window. Below 600 px wide it becomes a bottom sheet whose top edge the title bar moves.
 */
import {
  useCallback,
  useEffect,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const SHEET_BELOW = 600;
const MARGIN = 16;
/** Leaves the runner's header and footer (about 72 and 64 px) visible around the docked panel. */
const TOP = 88;
/** Up to 960 px wide the header's tools have a row of their own: 134 px in all (runner.css). */
const TWO_ROW_HEADER_UP_TO = 960;
const TWO_ROW_TOP = 150;
const BOTTOM = 80;
const MIN_WIDTH = 300;
const MIN_HEIGHT = 320;
const STEP = 16;
const BIG_STEP = 64;

interface Viewport {
  width: number;
  height: number;
}

const readViewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

export function dockedFrame(vp: Viewport): Frame {
  if (vp.width < SHEET_BELOW) {
    const y = Math.round(vp.height * 0.4);
    return { x: 0, y, width: vp.width, height: vp.height - y };
  }
  const width = Math.min(Math.max(440, Math.round(vp.width * 0.5)), 720, vp.width - 2 * MARGIN);
  const top = vp.width <= TWO_ROW_HEADER_UP_TO ? TWO_ROW_TOP : TOP;
  const height = Math.min(900, Math.max(MIN_HEIGHT, vp.height - top - BOTTOM));
  return clampFrame({ x: vp.width - width - MARGIN, y: top, width, height }, vp);
}

export function clampFrame(frame: Frame, vp: Viewport): Frame {
  if (vp.width < SHEET_BELOW) {
    const y = Math.min(Math.max(frame.y, Math.round(vp.height * 0.15)), Math.max(0, vp.height - 240));
    return { x: 0, y, width: vp.width, height: vp.height - y };
  }
  const width = Math.min(vp.width, Math.max(Math.min(MIN_WIDTH, vp.width), frame.width));
  const height = Math.min(vp.height, Math.max(Math.min(MIN_HEIGHT, vp.height), frame.height));
  const x = Math.min(Math.max(0, frame.x), vp.width - width);
  const y = Math.min(Math.max(0, frame.y), vp.height - height);
  return { x, y, width, height };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

type Mode = "move" | "resize";

export function usePanelFrame() {
  const [viewport, setViewport] = useState(readViewport);
  const [frame, setFrame] = useState(() => dockedFrame(readViewport()));
  // State, not a ref: the handlers below are built during render and must not read a ref there.
  const [drag, setDrag] = useState<{ mode: Mode; px: number; py: number; start: Frame } | null>(null);
  const sheet = viewport.width < SHEET_BELOW;

  useEffect(() => {
    let wasSheet = window.innerWidth < SHEET_BELOW;
    const onResize = () => {
      const vp = readViewport();
      const isSheet = vp.width < SHEET_BELOW;
      setViewport(vp);
      // Crossing the sheet breakpoint (rotating a phone) starts from the new layout's dock.
      setFrame((f) => (isSheet === wasSheet ? clampFrame(f, vp) : dockedFrame(vp)));
      wasSheet = isSheet;
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const apply = useCallback(
    (mode: Mode, start: Frame, dx: number, dy: number) => {
      const next =
        mode === "move" || sheet
          ? { ...start, x: start.x + dx, y: start.y + dy }
          : { ...start, width: start.width + dx, height: start.height + dy };
      setFrame(clampFrame(next, viewport));
    },
    [sheet, viewport],
  );

  function begin(mode: Mode, event: ReactPointerEvent<HTMLElement>) {
    if (event.button !== 0 || (mode === "move" && (event.target as Element).closest("button"))) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ mode, px: event.clientX, py: event.clientY, start: frame });
    event.preventDefault();
  }

  function follow(mode: Mode, event: ReactPointerEvent<HTMLElement>) {
    if (drag?.mode === mode) apply(mode, drag.start, event.clientX - drag.px, event.clientY - drag.py);
  }

  function end(event: ReactPointerEvent<HTMLElement>) {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    setDrag(null);
  }

  function onKey(mode: Mode, event: ReactKeyboardEvent<HTMLElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Home" && mode === "move") {
      setFrame(dockedFrame(viewport));
      event.preventDefault();
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    const step = event.shiftKey ? BIG_STEP : STEP;
    apply(mode, frame, arrow[0] * step, arrow[1] * step);
    event.preventDefault();
  }

  const handlers = (mode: Mode) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => begin(mode, event),
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => follow(mode, event),
    onPointerUp: end,
    onPointerCancel: end,
    onKeyDown: (event: ReactKeyboardEvent<HTMLElement>) => onKey(mode, event),
  });

  return {
    frame,
    sheet,
    titleBar: handlers("move"),
    resizeHandle: handlers("resize"),
  };
}
