import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MathText, renderMathText } from "./math-text";
import { loadKatex } from "./katex-loader";

// KaTeX loads on demand (katex-loader.ts); these tests typeset from the start.
beforeAll(() => loadKatex());

afterEach(cleanup);

describe("MathText", () => {
  it("renders text as text and inline math with KaTeX, MathML included", () => {
    const { container } = render(<MathText text="The root is $x = 2$." />);
    expect(container.textContent).toContain("The root is ");
    const formula = container.querySelector(".katex");
    expect(formula).not.toBeNull();
    expect(container.querySelector(".katex-display")).toBeNull();
    // Screen readers read the MathML; the TeX is kept as its annotation.
    const math = container.querySelector("math");
    expect(math).not.toBeNull();
    expect(math?.querySelector("annotation")?.textContent).toBe("x = 2");
    expect(container.querySelector(".katex-html")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("renders display math in display mode", () => {
    const { container } = render(<MathText text={"Then $$\\frac{1}{2}$$ follows."} />);
    expect(container.querySelector(".katex-display")).not.toBeNull();
    expect(container.querySelector("math")?.getAttribute("display")).toBe("block");
  });

  it("shows a formula KaTeX cannot parse as its source, marked, with the error as title", () => {
    const { container } = render(<MathText text={"Bad $\\frac{1}{$ and good $y$"} />);
    const error = container.querySelector("[data-math-error]");
    expect(error).not.toBeNull();
    expect(error?.textContent).toBe("\\frac{1}{");
    expect(error?.getAttribute("title")).toMatch(/KaTeX parse error/);
    expect(error?.className).toContain("math-text__error--inline");
    expect(container.querySelectorAll(".katex")).toHaveLength(1);
  });

  it("does not turn text into markup", () => {
    const { container } = render(<MathText text={"<b>bold</b> costs \\$5"} />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe("<b>bold</b> costs $5");
  });

  it("keeps punctuation after an inline formula on the formula's line", () => {
    const { container } = render(<MathText text="Then $x = 3$. Done" />);
    const glued = container.querySelector(".math-text__nowrap");
    expect(glued?.querySelector(".katex")).not.toBeNull();
    expect(glued?.textContent?.endsWith(".")).toBe(true);
    expect(container.textContent?.endsWith(". Done")).toBe(true);
    expect(container.textContent?.match(/\./g)).toHaveLength(1);
  });

  it("passes a class name through", () => {
    const { container } = render(<MathText text="x" className="question" />);
    expect(container.firstElementChild?.className).toBe("math-text question");
  });
});

describe("renderMathText", () => {
  it("reports which formulas rendered and which failed", () => {
    const segments = renderMathText("$a$ and \\[\\sqrt{\\]");
    expect(segments.map((s) => s.kind)).toEqual(["inline", "text", "display"]);
    expect(segments[0]).toHaveProperty("html");
    expect(segments[2]).toHaveProperty("error");
  });
});
