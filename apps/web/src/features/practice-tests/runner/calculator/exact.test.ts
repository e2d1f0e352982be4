import Fraction from "fraction.js";
import { describe, expect, it } from "vitest";
import { describeValue, evaluateExact, formatDecimal, fractionOf, radicalForm } from "./exact";
import { parseRow } from "./math-engine";

const noScope = { constants: new Map(), functions: new Map() };
const exact = (text: string) => evaluateExact(parseRow(text), noScope)?.toFraction() ?? null;

describe("exact evaluation", () => {
  it("keeps rational arithmetic exact", () => {
    expect(exact("3/4 + 1/6")).toBe("11/12");
    expect(exact("0.1 + 0.2")).toBe("3/10");
    expect(exact("2^10")).toBe("1024");
    expect(exact("(2/3)^-2")).toBe("9/4");
    expect(exact("-(1/2) * 4")).toBe("-2");
    expect(exact("15% of 80")).toBe("12");
    expect(exact("abs(-3/5)")).toBe("3/5");
  });

  it("gives up on anything irrational or undefined", () => {
    expect(exact("sqrt(8)")).toBeNull();
    expect(exact("2^0.5")).toBeNull();
    expect(exact("pi / 2")).toBeNull();
    expect(exact("1/0")).toBeNull();
    expect(exact("0^-1")).toBeNull();
    expect(exact("2^100000")).toBeNull();
  });

  it("reads typed decimals as the decimal, not the nearest float", () => {
    expect(fractionOf(0.1)?.toFraction()).toBe("1/10");
    expect(fractionOf(1e21)?.toFraction()).toBe("1000000000000000000000");
    expect(fractionOf(Infinity)).toBeNull();
  });
});

describe("radical form", () => {
  it("simplifies square roots", () => {
    expect(radicalForm(Math.sqrt(8))).toBe("2√2");
    expect(radicalForm(Math.sqrt(12))).toBe("2√3");
    expect(radicalForm(-3 * Math.sqrt(5))).toBe("−3√5");
    expect(radicalForm(Math.sqrt(0.5))).toBe("√2/2");
    expect(radicalForm(Math.sqrt(50) / 3)).toBe("5√2/3");
  });

  it("declines values that are not a rational times a square root", () => {
    expect(radicalForm(2)).toBeNull();
    expect(radicalForm(Math.PI)).toBeNull();
    expect(radicalForm(Math.sqrt(2) + Math.sqrt(3))).toBeNull();
    expect(radicalForm(0)).toBeNull();
  });
});

describe("describeValue", () => {
  it("shows a fraction with its decimal, marking rounding", () => {
    expect(describeValue(11 / 12, new Fraction(11, 12), false)).toEqual({ main: "11/12", decimal: "≈ 0.9166666667" });
    expect(describeValue(0.75, new Fraction(3, 4), false)).toEqual({ main: "3/4", decimal: "= 0.75" });
    expect(describeValue(1024, new Fraction(1024), false)).toEqual({ main: "1024", decimal: null });
    expect(describeValue(-0.5, new Fraction(-1, 2), false)).toEqual({ main: "−1/2", decimal: "= −0.5" });
  });

  it("shows a radical only for rows that took a root", () => {
    expect(describeValue(Math.sqrt(8), null, true)).toEqual({ main: "2√2", decimal: "≈ 2.828427125" });
    expect(describeValue(Math.sqrt(8), null, false)).toEqual({ main: "2.828427125", decimal: null });
  });

  it("formats decimals like a calculator screen", () => {
    expect(formatDecimal(Math.PI)).toBe("3.141592654");
    expect(formatDecimal(-2.5)).toBe("−2.5");
    expect(formatDecimal(NaN)).toBe("undefined");
    expect(formatDecimal(1 / 0)).toBe("undefined");
    expect(formatDecimal(2 ** 60)).toBe("1.152922 × 10^18");
  });
});
