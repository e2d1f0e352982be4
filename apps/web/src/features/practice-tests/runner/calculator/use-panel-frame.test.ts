import { describe, expect, it } from "vitest";
import { clampFrame, dockedFrame } from "./use-panel-frame";

describe("panel frame", () => {
  it("docks at the right under the runner's header on a desktop", () => {
    const frame = dockedFrame({ width: 1280, height: 800 });
    expect(frame.x + frame.width).toBe(1280 - 16);
    expect(frame.y).toBe(88);
    expect(frame.y + frame.height).toBeLessThanOrEqual(800);
  });

  it("docks under both rows of the header on a tablet, where the tools have a row of their own", () => {
    const frame = dockedFrame({ width: 768, height: 1024 });
    expect(frame.y).toBe(150);
    expect(frame.x + frame.width).toBe(768 - 16);
    // 1024 less the header's 150 and the footer's 80.
    expect(frame.height).toBe(794);
  });

  it("becomes a full-width bottom sheet on a phone", () => {
    const frame = dockedFrame({ width: 390, height: 844 });
    expect(frame).toMatchObject({ x: 0, width: 390 });
    expect(frame.y + frame.height).toBe(844);
  });

  it("never leaves or outgrows the viewport", () => {
    const vp = { width: 1000, height: 700 };
    expect(clampFrame({ x: 900, y: -50, width: 400, height: 2000 }, vp)).toEqual({
      x: 600,
      y: 0,
      width: 400,
      height: 700,
    });
    expect(clampFrame({ x: 0, y: 0, width: 10, height: 10 }, vp)).toMatchObject({ width: 300, height: 320 });
  });
});
