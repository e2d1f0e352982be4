import Fraction from "fraction.js";
import { describe, expect, it } from "vitest";
import { CHECK, evaluateRows, plottedRows, type RowResult } from "./rows";

function only(text: string): RowResult {
  const [result] = evaluateRows([text]);
  if (!result) throw new Error("no result");
  return result;
}

const main = (result: RowResult | undefined) =>
  result?.kind === "value" || result?.kind === "constant" ? result.text.main : `(${String(result?.kind)})`;

describe("evaluateRows", () => {
  it("evaluates numbers exactly where it can", () => {
    expect(main(only("3/4 + 1/6"))).toBe("11/12");
    expect(main(only("sqrt(8)"))).toBe("2√2");
    expect(main(only("2^10"))).toBe("1024");
    expect(main(only("15% of 80"))).toBe("12");
    expect(main(only("log(100)"))).toBe("2");
    expect(main(only("ln(e^2)"))).toBe("2");
    expect(main(only("sqrt(-4)"))).toBe("undefined");
  });

  it("classifies graphs, shaded inequalities and vertical lines", () => {
    const [curve, fn, bare, above, flipped, vertical] = evaluateRows([
      "y = x^2 - 4",
      "f(x) = 2x + 1",
      "x^2",
      "y > 2x + 1",
      "2x + 1 >= y",
      "x = 3",
    ]);
    expect(curve?.kind === "curve" && curve.f(3)).toBe(5);
    expect(fn?.kind === "curve" && fn.f(2)).toBe(5);
    expect(bare?.kind === "curve" && bare.label).toBe("y = x^2");
    expect(above?.kind === "region" && above.relation).toBe(">");
    expect(flipped?.kind === "region" && flipped.relation).toBe("<=");
    expect(vertical).toEqual({ kind: "vertical", label: "x = 3", x: 3 });
  });

  it("lets rows use constants and functions defined in any order", () => {
    const rows = evaluateRows(["g(2)", "y = a x + b", "a = 3/2", "b = a / 3", "g(t) = t^2 + a"]);
    expect(main(rows[0])).toBe("11/2");
    expect(main(rows[2])).toBe("3/2");
    expect(main(rows[3])).toBe("1/2");
    const line = rows[1];
    expect(line?.kind === "curve" && line.f(2)).toBe(3.5);
    expect(line?.kind === "curve" && line.exact(new Fraction(2))?.toFraction()).toBe("7/2");
  });

  it("marks only the broken row", () => {
    const rows = evaluateRows(["3/", "1 + 1", "b + 1", "y = x +", "c = c + 1", "sin = 2", "k = 1", "k = 2", "[1, 2]"]);
    expect(rows.map((r) => r.kind)).toEqual([
      "error",
      "value",
      "error",
      "error",
      "error",
      "error",
      "constant",
      "error",
      "error",
    ]);
    expect(rows[0]).toEqual({ kind: "error", message: CHECK });
    expect(rows[2]).toEqual({ kind: "error", message: `${CHECK}: “b” is not defined` });
    expect(rows[4]).toEqual({ kind: "error", message: `${CHECK}: “c” refers to itself` });
    expect(rows[7]).toEqual({ kind: "error", message: `${CHECK}: “k” is defined twice` });
  });

  it("rejects x in a constant and a bare y", () => {
    expect(only("a = x + 1").kind).toBe("error");
    expect(only("y^2").kind).toBe("error");
    expect(only("x > 3").kind).toBe("error");
  });

  it("keeps empty rows empty and lists what is plotted", () => {
    const rows = evaluateRows(["", "  ", "y = x", "2"]);
    expect(rows[0]).toEqual({ kind: "empty" });
    expect(plottedRows(rows).map((p) => p.row)).toEqual([2]);
  });
});
