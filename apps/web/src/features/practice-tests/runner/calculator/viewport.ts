/**
 * The graph's window onto the plane. The view keeps its centre and its x span; the y span follows
 * the graph's aspect ratio so one unit is as long on both axes and circles stay round.
 */
export interface View {
  cx: number;
  cy: number;
  /** Width of the visible x range, in graph units. */
  span: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Bounds {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

export const DEFAULT_VIEW: View = { cx: 0, cy: 0, span: 20 };
const MIN_SPAN = 1e-4;
const MAX_SPAN = 1e6;

export function boundsOf(view: View, size: Size): Bounds {
  const half = view.span / 2;
  const halfY = (half * size.height) / Math.max(1, size.width);
  return { xMin: view.cx - half, xMax: view.cx + half, yMin: view.cy - halfY, yMax: view.cy + halfY };
}

/** Moves the view by a drag of (dx, dy) pixels: the plane follows the pointer. */
export function pan(view: View, dx: number, dy: number, size: Size): View {
  const perPx = view.span / Math.max(1, size.width);
  return { ...view, cx: view.cx - dx * perPx, cy: view.cy + dy * perPx };
}

/**
 * Zooms by `factor` (below 1 zooms in) keeping the point under `anchor` (pixels, default the
 * centre) still, as map and graph apps do under the mouse wheel.
 */
export function zoom(view: View, factor: number, size: Size, anchor?: { x: number; y: number }): View {
  const span = Math.min(MAX_SPAN, Math.max(MIN_SPAN, view.span * factor));
  const applied = span / view.span;
  if (!anchor) return { ...view, span };
  const perPx = view.span / Math.max(1, size.width);
  const ax = view.cx + (anchor.x - size.width / 2) * perPx;
  const ay = view.cy - (anchor.y - size.height / 2) * perPx;
  return { span, cx: ax + (view.cx - ax) * applied, cy: ay + (view.cy - ay) * applied };
}
