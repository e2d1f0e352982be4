import type { Highlight } from "@sat/core";
import { describe, expect, it } from "vitest";
import { addHighlight, highlightAt, removeHighlight, updateHighlight } from "./highlight-list";

const h = (start: number, end: number, note = "", target: Highlight["target"] = "passage"): Highlight => ({
  target,
  start,
  end,
  colour: "yellow",
  note,
});

describe("highlight lists", () => {
  it("keeps highlights in order, passage first", () => {
    const added = addHighlight([h(10, 20), h(0, 4, "", "prompt")], {
      target: "passage",
      start: 0,
      end: 5,
      colour: "blue",
    });
    expect(added?.index).toBe(0);
    expect(added?.list.map((x) => [x.target, x.start])).toEqual([
      ["passage", 0],
      ["passage", 10],
      ["prompt", 0],
    ]);
  });

  it("joins overlapping highlights with their notes, and leaves one inside another alone", () => {
    const list = [h(0, 10, "first"), h(20, 30, "second"), h(40, 50)];
    const joined = addHighlight(list, { target: "passage", start: 5, end: 25, colour: "pink" });
    expect(joined?.list).toEqual([
      { target: "passage", start: 0, end: 30, colour: "pink", note: "first\nsecond" },
      h(40, 50),
    ]);
    expect(addHighlight(list, { target: "passage", start: 42, end: 45, colour: "blue" })).toEqual({ list, index: 2 });
    // The same offsets in the prompt are another text.
    expect(addHighlight(list, { target: "prompt", start: 0, end: 10, colour: "blue" })?.list).toHaveLength(4);
  });

  it("refuses a 41st highlight but still joins one that overlaps", () => {
    const full = Array.from({ length: 40 }, (_, i) => h(i * 10, i * 10 + 5));
    expect(addHighlight(full, { target: "passage", start: 1000, end: 1005, colour: "yellow" })).toBeNull();
    expect(addHighlight(full, { target: "passage", start: 3, end: 12, colour: "yellow" })?.list).toHaveLength(39);
  });

  it("edits, finds and removes", () => {
    const list = [h(0, 10), h(20, 30)];
    expect(updateHighlight(list, 1, { note: "x".repeat(600), colour: "blue" })[1]).toEqual({
      ...h(20, 30),
      colour: "blue",
      note: "x".repeat(500),
    });
    expect(highlightAt(list, "passage", 25)).toBe(1);
    expect(highlightAt(list, "passage", 10)).toBe(-1);
    expect(highlightAt(list, "prompt", 5)).toBe(-1);
    expect(removeHighlight(list, 0)).toEqual([h(20, 30)]);
  });
});
