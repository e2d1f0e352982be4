import { describe, expect, it } from "vitest";
import { DIFFICULTIES } from "../content/taxonomy.js";
import { DISCRIMINATION, GUESSING, itemParameters } from "./calibration.js";
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
