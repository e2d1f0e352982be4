/**
 * Turns a function into SVG path data for the current view: one sample per pixel column, broken
 * where the function is undefined or jumps across the whole graph (an asymptote such as 1/x),
 * so the pen never draws a vertical line that is not there.
 */
import { area, line } from "@visx/shape";
import type { Relation } from "./math-engine";
import type { RealFn } from "./rows";
import { boundsOf, type Size, type View } from "./viewport";

/** A point in pixels, or a gap. */
export type Sample = readonly [x: number, y: number] | null;

export function sample(f: RealFn, view: View, size: Size): Sample[] {
  const { xMin, xMax, yMin, yMax } = boundsOf(view, size);
  const columns = Math.max(2, Math.ceil(size.width));
  const toPx = size.height / (yMax - yMin);
  // Far enough outside that a clamped point still leaves the graph at the right angle.
  const limit = size.height * 4;
  const points: Sample[] = [];
  let previous: number | null = null;
  for (let i = 0; i <= columns; i += 1) {
    const x = xMin + ((xMax - xMin) * i) / columns;
    const y = f(x);
    if (!Number.isFinite(y)) {
      points.push(null);
      previous = null;
      continue;
    }
    const py = Math.min(limit, Math.max(-limit, (yMax - y) * toPx));
    const offTop = (v: number) => v < 0;
    const offBottom = (v: number) => v > size.height;
    if (previous !== null && ((offTop(previous) && offBottom(py)) || (offBottom(previous) && offTop(py)))) {
      points.push(null);
    }
    points.push([(i * size.width) / columns, py]);
    previous = py;
  }
  return points;
}

const defined = (p: Sample): p is readonly [number, number] => p !== null;

const curvePath = line<Sample>({ x: (p) => p?.[0] ?? 0, y: (p) => p?.[1] ?? 0, defined });

export function curveD(points: readonly Sample[]): string {
  return curvePath(points as Sample[]) ?? "";
}

/** The shaded side of `y > f(x)` (up to the top edge) or `y < f(x)` (down to the bottom edge). */
export function regionD(points: readonly Sample[], relation: Relation, size: Size): string {
  const edge = relation === ">" || relation === ">=" ? -2 : size.height + 2;
  const region = area<Sample>({ x: (p) => p?.[0] ?? 0, y0: edge, y1: (p) => p?.[1] ?? 0, defined });
  return region(points as Sample[]) ?? "";
}

/** The work one keystroke costs a plotted row: sample and build the path string. */
export function plotPath(f: RealFn, view: View, size: Size): string {
  return curveD(sample(f, view, size));
}
