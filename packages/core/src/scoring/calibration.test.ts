import { describe, expect, it } from "vitest";
import { DIFFICULTIES } from "../content/taxonomy.js";
import {
  DISCRIMINATION,
  GUESSING,
  defaultItemParameters,
  itemParameterProblem,
  itemParameters,
} from "./calibration.js";
import { probabilityCorrect } from "./irt.js";

describe("item calibration", () => {
  it("gives four-option questions a guessing chance of 1 in 4 and typed answers none", () => {
    expect(GUESSING).toEqual({ mcq: 0.25, spr: 0 });
    expect(itemParameters({ difficulty: "M", type: "mcq" }, "module1").c).toBe(0.25);
    expect(itemParameters({ difficulty: "M", type: "spr" }, "module1").c).toBe(0);
  });

  it("uses one positive discrimination for every item", () => {
    expect(DISCRIMINATION).toBeGreaterThan(0);
    for (const difficulty of DIFFICULTIES)
      for (const module of ["module1", "module2-easier", "module2-harder"] as const)
        expect(itemParameters({ difficulty, type: "mcq" }, module).a).toBe(DISCRIMINATION);
  });

  it("orders difficulty E < M < H within every module", () => {
    for (const module of ["module1", "module2-easier", "module2-harder"] as const) {
      const [e, m, h] = DIFFICULTIES.map((difficulty) => itemParameters({ difficulty, type: "mcq" }, module).b);
      expect(e).toBeLessThan(m ?? Number.NaN);
      expect(m).toBeLessThan(h ?? Number.NaN);
    }
  });

  it("makes a label easier in the easier module and harder in the harder module than in module 1", () => {
    for (const difficulty of DIFFICULTIES) {
      const b = (module: "module1" | "module2-easier" | "module2-harder") =>
        itemParameters({ difficulty, type: "mcq" }, module).b;
      expect(b("module2-easier")).toBeLessThan(b("module1"));
      expect(b("module1")).toBeLessThan(b("module2-harder"));
    }
  });

  it("has a median student answer about 85% of easy, 63% of medium and 40% of hard module 1 questions", () => {
    const chance = (difficulty: "E" | "M" | "H") =>
      probabilityCorrect(0, itemParameters({ difficulty, type: "mcq" }, "module1"));
    const percent = (difficulty: "E" | "M" | "H") => Math.round(chance(difficulty) * 100);
    expect([percent("E"), percent("M"), percent("H")]).toEqual([85, 63, 40]);
  });
});

describe("calibrated parameters", () => {
  it("replace the label's values one by one", () => {
    const item = { difficulty: "M" as const, type: "mcq" as const };
    expect(itemParameters({ ...item, calibrated: { a: 0.8, b: 1.3, c: 0.18 } }, "module2-easier")).toEqual({
      a: 0.8,
      b: 1.3,
      c: 0.18,
    });
    // b given: the item's own difficulty whatever the module; a and c missing: the label's.
    expect(itemParameters({ ...item, calibrated: { b: 1.3 } }, "module2-harder")).toEqual({ a: 1.2, b: 1.3, c: 0.25 });
    expect(itemParameters({ ...item, calibrated: null }, "module1")).toEqual(defaultItemParameters(item, "module1"));
  });

  it.each([
    ["a", 0, "a must be greater than 0 and at most 4, got 0"],
    ["a", -1, "a must be greater than 0 and at most 4, got -1"],
    ["a", 4.01, "a must be greater than 0 and at most 4, got 4.01"],
    ["b", 4.5, "b must be from -4 to 4, got 4.5"],
    ["b", -4.01, "b must be from -4 to 4, got -4.01"],
    ["c", 0.36, "c must be from 0 to 0.35, got 0.36"],
    ["c", -0.01, "c must be from 0 to 0.35, got -0.01"],
    ["c", "0.2", "c must be a number from 0 to 0.35"],
    ["b", Number.NaN, "b must be a number from -4 to 4"],
  ] as const)("refuses %s = %s", (name, value, message) => {
    expect(itemParameterProblem(name, value)).toBe(message);
  });

  it.each([
    ["a", 4],
    ["a", 0.01],
    ["b", -4],
    ["b", 4],
    ["c", 0],
    ["c", 0.35],
  ] as const)("accepts %s = %s", (name, value) => {
    expect(itemParameterProblem(name, value)).toBeNull();
  });
});
