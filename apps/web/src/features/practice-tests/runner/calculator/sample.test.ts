import { describe, expect, it } from "vitest";
import { curveD, plotPath, regionD, sample } from "./sample";
import { DEFAULT_VIEW } from "./viewport";

const size = { width: 200, height: 100 };

describe("sample", () => {
  it("takes one point per pixel column across the view", () => {
    const points = sample((x) => x / 2, DEFAULT_VIEW, size);
    expect(points).toHaveLength(201);
    expect(points[0]).toEqual([0, 100]);
    expect(points[100]).toEqual([100, 50]);
  });

  it("leaves gaps where the function is undefined", () => {
    const points = sample(Math.sqrt, DEFAULT_VIEW, size);
    expect(points.slice(0, 100).every((p) => p === null)).toBe(true);
    expect(points[150]).not.toBeNull();
  });

  it("breaks the line at an asymptote instead of joining across it", () => {
    const d = plotPath((x) => 1 / (x - 0.05), DEFAULT_VIEW, size);
    expect(d.match(/M/g)).toHaveLength(2);
    expect(plotPath((x) => x * x - 4, DEFAULT_VIEW, size).match(/M/g)).toHaveLength(1);
  });

  it("clamps far-off values so the path stays finite", () => {
    const d = curveD(sample((x) => 1e12 * x, DEFAULT_VIEW, size));
    expect(d).not.toMatch(/e\+|Infinity|NaN/);
  });
});

describe("regionD", () => {
  it("closes the region against the top edge for > and the bottom edge for <", () => {
    const points = sample(() => 0, DEFAULT_VIEW, size);
    expect(regionD(points, ">", size)).toContain(",-2");
    expect(regionD(points, "<=", size)).toContain(",102");
  });
});
