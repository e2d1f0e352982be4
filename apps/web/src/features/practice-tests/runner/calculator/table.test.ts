import { describe, expect, it } from "vitest";
import { evaluateRows, type Plot } from "./rows";
import { readNumber, tableRows } from "./table";

function plotOf(text: string): Plot {
  const [row] = evaluateRows([text]);
  if (row?.kind !== "curve") throw new Error(`not a curve: ${text}`);
  return row;
}

describe("tableRows", () => {
  it("lists x from −5 to 5 with exact y values", () => {
    const { rows } = tableRows(plotOf("y = x^2 - 4"), "-5", "1");
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual({ x: "−5", y: "21" });
    expect(rows.find((r) => r.x === "0")?.y).toBe("−4");
    expect(rows.find((r) => r.x === "2")?.y).toBe("0");
  });

  it("keeps fractional steps and values exact", () => {
    const { rows } = tableRows(plotOf("y = x / 3"), "0", "1/2");
    expect(rows[1]).toEqual({ x: "1/2", y: "1/6" });
  });

  it("falls back to decimals and 'undefined'", () => {
    const { rows } = tableRows(plotOf("y = sqrt(x)"), "-1", "1");
    expect(rows.map((r) => r.y).slice(0, 3)).toEqual(["undefined", "0", "1"]);
    expect(rows[3]?.y).toBe("1.414213562");
  });

  it("flags a start or step that is not a usable number", () => {
    expect(tableRows(plotOf("y = x"), "abc", "1")).toMatchObject({ rows: [], startInvalid: true });
    expect(tableRows(plotOf("y = x"), "0", "0")).toMatchObject({ rows: [], stepInvalid: true });
    expect(readNumber("−2.5")?.toFraction()).toBe("-5/2");
  });
});
