import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { RichText } from "./rich-text";
import { loadKatex } from "./katex-loader";

// KaTeX loads on demand (katex-loader.ts); these tests typeset from the start.
beforeAll(() => loadKatex());

afterEach(cleanup);

describe("RichText", () => {
  it("draws blanks, figures with their description, and math", () => {
    const { container } = render(
      <RichText text={"Fill ______ here. ![Triangle PQR with two angles](triangle-pqr) Then $x^2$ and \\$5."} />,
    );
    expect(screen.getByRole("img", { name: "blank" })).toBeTruthy();
    const figure = screen.getByRole("img", { name: "Triangle PQR with two angles" });
    expect(figure.getAttribute("src")).toBe("/api/figures/triangle-pqr.svg");
    expect(container.querySelector(".katex")).toBeTruthy();
    expect(container.textContent).toContain("$5.");
  });

  it("leaves underscores and brackets inside formulas alone", () => {
    const { container } = render(<RichText text={"$a_{1}$ and $f(x)$"} />);
    expect(screen.queryByRole("img", { name: "blank" })).toBeNull();
    expect(container.querySelectorAll(".katex")).toHaveLength(2);
  });
});
