import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Component as LatexPreview } from "./latex-preview.route";
import { loadKatex } from "../../components/ui/katex-loader";

// KaTeX loads on demand (katex-loader.ts); these tests typeset from the start.
beforeAll(() => loadKatex());

afterEach(cleanup);

function type(text: string) {
  // act() flushes the deferred render the preview schedules after each keystroke.
  act(() => {
    fireEvent.change(screen.getByLabelText("Source"), { target: { value: text } });
  });
}

describe("LaTeX preview", () => {
  it("starts with an example that renders", () => {
    const { container } = render(<LatexPreview />);
    expect(screen.getByRole("heading", { level: 1, name: "LaTeX Preview" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>("Source").value).toContain("$x^2 - 5x + 6 = 0$");
    expect(screen.getByRole("status").textContent).toBe("All 4 formulas rendered.");
    expect(container.querySelector(".katex-display")).not.toBeNull();
  });

  it("counts and lists formulas that fail", () => {
    render(<LatexPreview />);
    type("Good $x$, bad $\\frac{1}{$ and \\[\\sqrt{\\]");
    expect(screen.getByRole("status").textContent).toBe("2 of 3 formulas failed to render.");
    const errors = screen.getByRole("list", { name: "Formulas that failed" });
    expect(errors.querySelectorAll("li")).toHaveLength(2);
    expect(errors.textContent).toContain("KaTeX parse error");
  });

  it("says when there is no formula", () => {
    render(<LatexPreview />);
    type("Just words.");
    expect(screen.getByRole("status").textContent).toMatch(/^No formulas found/);
    expect(screen.queryByRole("list", { name: "Formulas that failed" })).toBeNull();
  });
});
