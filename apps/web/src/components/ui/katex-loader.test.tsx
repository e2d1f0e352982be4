import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadedKatex, mayHoldMath, whenTypesettable } from "./katex-loader";
import { MathText } from "./math-text";

afterEach(cleanup);

describe("KaTeX on demand", () => {
  it("is not loaded for text without formulas, and a screen's data waits for it only when it has one", async () => {
    expect(mayHoldMath({ passage: "A quiet reading passage.", options: ["one", "two"] })).toBe(false);
    const reading = { questions: [{ passage: "Plain words", options: ["A", "B"] }] };
    expect(await whenTypesettable(reading)).toBe(reading);
    expect(loadedKatex()).toBeNull();

    // Shown before KaTeX arrived (a screen that did not wait): the source as text, then the formula.
    const { container } = render(<MathText text="The root is $x = 2$." />);
    expect(container.querySelector(".katex")).toBeNull();
    expect(container.textContent).toBe("The root is x = 2.");

    const math = { questions: [{ prompt: "Solve", options: ["$x = 2$", "$x = 3$"] }] };
    expect(mayHoldMath(math)).toBe(true);
    await act(() => whenTypesettable(math));
    expect(loadedKatex()).not.toBeNull();
    expect(container.querySelector(".katex")).not.toBeNull();
  });
});
