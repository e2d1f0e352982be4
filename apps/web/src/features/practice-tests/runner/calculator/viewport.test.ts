import { describe, expect, it } from "vitest";
import { boundsOf, DEFAULT_VIEW, pan, zoom } from "./viewport";

const size = { width: 400, height: 200 };

describe("viewport", () => {
  it("keeps units square: the y range follows the aspect ratio", () => {
    expect(boundsOf(DEFAULT_VIEW, size)).toEqual({ xMin: -10, xMax: 10, yMin: -5, yMax: 5 });
  });

  it("pans with the pointer", () => {
    const moved = pan(DEFAULT_VIEW, 20, -20, size);
    expect(moved.cx).toBeCloseTo(-1);
    expect(moved.cy).toBeCloseTo(-1);
  });

  it("zooms around the anchor point, which stays under the pointer", () => {
    const anchor = { x: 300, y: 50 };
    const before = boundsOf(DEFAULT_VIEW, size);
    const zoomed = zoom(DEFAULT_VIEW, 0.5, size, anchor);
    const after = boundsOf(zoomed, size);
    const at = (b: typeof before) => [
      b.xMin + ((b.xMax - b.xMin) * 300) / 400,
      b.yMax - ((b.yMax - b.yMin) * 50) / 200,
    ];
    expect(at(after)[0]).toBeCloseTo(at(before)[0] ?? NaN);
    expect(at(after)[1]).toBeCloseTo(at(before)[1] ?? NaN);
    expect(zoomed.span).toBe(10);
  });

  it("limits zoom to a sane range", () => {
    expect(zoom(DEFAULT_VIEW, 1e-12, size).span).toBe(1e-4);
    expect(zoom(DEFAULT_VIEW, 1e12, size).span).toBe(1e6);
  });
});
