import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import CalculatorPanel from "./calculator-panel";

afterEach(cleanup);

/** The runner's side of the contract: it owns the list and hands every edit back. */
function Harness({
  initial,
  onChange,
  onClose = () => {},
}: {
  initial: string[];
  onChange?: (next: string[]) => void;
  onClose?: () => void;
}) {
  const [expressions, setExpressions] = useState(initial);
  return (
    <CalculatorPanel
      expressions={expressions}
      onExpressionsChange={(next) => {
        onChange?.(next);
        setExpressions(next);
      }}
      onClose={onClose}
    />
  );
}

const outputOf = (n: number) => {
  const input = screen.getByLabelText(`Expression ${String(n)}`);
  const id = input.getAttribute("aria-describedby") ?? "";
  const output = document.getElementById(id);
  if (!output) throw new Error(`no output for row ${String(n)}`);
  return output;
};

describe("CalculatorPanel", () => {
  it("is a named, non-modal dialog", () => {
    render(<Harness initial={[]} />);
    const dialog = screen.getByRole("dialog", { name: "Calculator" });
    expect(dialog.getAttribute("aria-modal")).toBe("false");
    expect(screen.getByLabelText("Expression 1")).toBe(document.activeElement);
  });

  it("shows 3/4 + 1/6 as the fraction 11/12", () => {
    render(<Harness initial={["3/4 + 1/6"]} />);
    expect(outputOf(1).textContent).toContain("11/12");
    expect(outputOf(1).getAttribute("aria-live")).toBe("polite");
  });

  it("shows sqrt(8) as 2√2 with its decimal", () => {
    render(<Harness initial={["sqrt(8)"]} />);
    expect(outputOf(1).textContent).toContain("2√2");
    expect(outputOf(1).textContent).toContain("≈ 2.8284");
  });

  it("graphs y = x^2 - 4 and tabulates it", () => {
    render(<Harness initial={["y = x^2 - 4"]} />);
    const graph = screen.getByRole("img", { name: /Graph of y = x\^2 - 4/ });
    const path = within(graph).getByTestId("plot-0");
    expect(path.getAttribute("d")).toMatch(/^M[\d.-]+,[\d.-]+L/);

    fireEvent.click(screen.getByRole("button", { name: "Table of values" }));
    const table = screen.getByRole("table", { name: "Values of y = x^2 - 4" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toContainEqual(["0", "−4"]);
    expect(rows).toContainEqual(["2", "0"]);
  });

  it("shades the region of an inequality with a dashed boundary", () => {
    const { container } = render(<Harness initial={["y > 2x + 1"]} />);
    expect(screen.getByRole("img", { name: /y > 2x \+ 1, shaded/ })).toBeTruthy();
    const region = container.querySelector(".calc-graph__region");
    expect(region?.getAttribute("d")).toMatch(/Z$/);
    expect(container.querySelector(".calc-graph__curve--dashed")).not.toBeNull();
  });

  it("marks an invalid row and keeps the others working", () => {
    render(<Harness initial={["3/", "1/2 + 1/3", "y = 2x"]} />);
    expect(outputOf(1).textContent).toContain("Check this expression");
    expect(screen.getByLabelText("Expression 1").getAttribute("aria-invalid")).toBe("true");
    expect(outputOf(2).textContent).toContain("5/6");
    expect(screen.getByRole("img", { name: /Graph of y = 2x/ })).toBeTruthy();
  });

  it("reports edits, added and removed rows to the runner", () => {
    const onChange = vi.fn();
    render(<Harness initial={["1 + 1"]} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Expression 1"), { target: { value: "a = 4" } });
    expect(onChange).toHaveBeenLastCalledWith(["a = 4"]);
    fireEvent.click(screen.getByRole("button", { name: "Add expression" }));
    expect(onChange).toHaveBeenLastCalledWith(["a = 4", ""]);
    expect(screen.getByLabelText("Expression 2")).toBe(document.activeElement);
    fireEvent.change(screen.getByLabelText("Expression 2"), { target: { value: "a^2" } });
    expect(outputOf(2).textContent).toContain("16");
    fireEvent.click(screen.getByRole("button", { name: "Remove expression 1" }));
    expect(onChange).toHaveBeenLastCalledWith(["a^2"]);
  });

  it("holds back the error of the row being typed until a pause", async () => {
    render(<Harness initial={[""]} />);
    fireEvent.change(screen.getByLabelText("Expression 1"), { target: { value: "sqrt(" } });
    expect(outputOf(1).textContent).toBe("");
    await waitFor(() => expect(outputOf(1).textContent).toContain("Check this expression"));
  });

  it("closes on Escape and on the close button", () => {
    const onClose = vi.fn();
    render(<Harness initial={["1"]} onClose={onClose} />);
    fireEvent.keyDown(screen.getByLabelText("Expression 1"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Close calculator" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("moves with the arrow keys on its title bar and zooms the graph", () => {
    render(<Harness initial={["y = x + 1"]} />);
    const dialog = screen.getByRole("dialog");
    const bar = screen.getByRole("group", { name: "Move calculator" });
    const left = dialog.style.left;
    fireEvent.keyDown(bar, { key: "ArrowLeft" });
    expect(dialog.style.left).not.toBe(left);
    const graph = screen.getByRole("img");
    const before = screen.getByTestId("plot-0").getAttribute("d");
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(screen.getByTestId("plot-0").getAttribute("d")).not.toBe(before);
    fireEvent.click(screen.getByRole("button", { name: "Reset view" }));
    expect(screen.getByTestId("plot-0").getAttribute("d")).toBe(before);
    expect(graph.getAttribute("tabindex")).toBe("0");
  });
});
