import { describe, expect, it } from "vitest";
import { nextSelection } from "./keyboard-selection";

// Words: "one" [0,3), "two" [4,7), "three" [8,13), "four" [14,18).
const text = "one two three four";

describe("keyboard selection", () => {
  it("starts on the first word and grows or shrinks at its end with Shift+Right / Shift+Left", () => {
    const first = nextSelection(text, null, "ArrowRight");
    expect(first).toEqual({ a: 0, b: 3 });
    const two = nextSelection(text, first, "ArrowRight");
    expect(two).toEqual({ a: 0, b: 7 });
    expect(nextSelection(text, two, "ArrowLeft")).toEqual({ a: 0, b: 3 });
    expect(nextSelection(text, { a: 0, b: 18 }, "ArrowRight")).toEqual({ a: 0, b: 18 });
  });

  it("moves its start with Shift+Down / Shift+Up, and walks a single word along", () => {
    expect(nextSelection(text, { a: 0, b: 13 }, "ArrowDown")).toEqual({ a: 4, b: 13 });
    expect(nextSelection(text, { a: 4, b: 7 }, "ArrowDown")).toEqual({ a: 8, b: 13 });
    expect(nextSelection(text, { a: 8, b: 13 }, "ArrowUp")).toEqual({ a: 4, b: 13 });
    expect(nextSelection(text, { a: 8, b: 13 }, "ArrowLeft")).toEqual({ a: 4, b: 7 });
    expect(nextSelection("   ", null, "ArrowRight")).toBeNull();
  });
});
