import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Component as About } from "./about.route";

afterEach(cleanup);

describe("About page", () => {
  it("states the real test format", () => {
    render(<About />);
    const rows = screen.getAllByRole("row").map((row) => row.textContent);
    expect(rows).toContain("Reading and Writing, module 1" + "27" + "32 minutes");
    expect(rows).toContain("Break" + "None" + "10 minutes");
    expect(rows).toContain("Math, module 2" + "22" + "35 minutes");
    expect(rows.at(-1)).toContain("98");
    expect(rows.at(-1)).toContain("2 hours 14 minutes");
  });

  it("carries the trademark note", () => {
    render(<About />);
    expect(
      screen.getByText(
        "SAT® is a trademark registered by the College Board, which is not affiliated with, and does not endorse, this product.",
      ),
    ).toBeTruthy();
  });
});
