import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReferenceSheet } from "./reference-sheet";

afterEach(cleanup);

describe("ReferenceSheet", () => {
  it("draws every figure as a described image", () => {
    render(<ReferenceSheet />);
    const figures = screen.getAllByRole("img");
    expect(figures).toHaveLength(11);
    for (const figure of figures) expect(figure.getAttribute("aria-label")?.length).toBeGreaterThan(20);
    expect(screen.getByRole("img", { name: /^Cone whose circular base has radius r/ })).toBeTruthy();
  });

  it("gives each formula in words for screen readers", () => {
    render(<ReferenceSheet />);
    for (const words of [
      "A equals pi r squared",
      "C equals 2 pi r",
      "A equals l w",
      "A equals one half b h",
      "c squared equals a squared plus b squared",
      "V equals l w h",
      "V equals pi r squared h",
      "V equals four thirds pi r cubed",
      "V equals one third pi r squared h",
      "V equals one third l w h",
    ]) {
      expect(screen.getByText(words)).toBeTruthy();
    }
  });

  it("lists the three facts under their own heading", () => {
    render(<ReferenceSheet />);
    const facts = screen.getByRole("region", { name: "Facts" });
    const items = within(facts)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "The number of degrees of arc in a circle is 360.",
      "The number of radians of arc in a circle is 2π.",
      "The sum of the measures in degrees of the angles of a triangle is 180.",
    ]);
  });

  it("uses the heading level it is given", () => {
    render(<ReferenceSheet headingLevel={3} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Plane figures",
      "Solids",
      "Facts",
    ]);
  });
});
