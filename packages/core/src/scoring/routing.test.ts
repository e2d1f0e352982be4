import { describe, expect, it } from "vitest";
import { MODULE_QUESTION_COUNT, SECTIONS } from "../content/taxonomy.js";
import { ROUTING_THRESHOLDS, chooseModule2, module2Key } from "./routing.js";

describe("chooseModule2 (routing after module 1)", () => {
  it("uses the sat-facts estimates: 18 of 27 for Reading and Writing, 15 of 22 for Math", () => {
    expect(ROUTING_THRESHOLDS).toEqual({ "reading-writing": 18, math: 15 });
  });

  it("sets each threshold at the first count of at least two thirds of the module", () => {
    for (const section of SECTIONS) {
      const size = MODULE_QUESTION_COUNT[section];
      expect(ROUTING_THRESHOLDS[section]).toBe(Math.ceil((2 * size) / 3));
      expect(ROUTING_THRESHOLDS[section] / size).toBeGreaterThanOrEqual(2 / 3);
      expect((ROUTING_THRESHOLDS[section] - 1) / size).toBeLessThan(2 / 3);
    }
  });

  it.each([
    ["reading-writing", 17, "easier"],
    ["reading-writing", 18, "harder"],
    ["math", 14, "easier"],
    ["math", 15, "harder"],
  ] as const)("%s with %i right in module 1 goes to the %s module", (section, count, route) => {
    expect(chooseModule2(section, count)).toBe(route);
  });

  it("is easier for every count below the threshold and harder from it up to a full module", () => {
    for (const section of SECTIONS)
      for (let count = 0; count <= MODULE_QUESTION_COUNT[section]; count++)
        expect(chooseModule2(section, count)).toBe(count >= ROUTING_THRESHOLDS[section] ? "harder" : "easier");
  });

  it.each([-1, 28, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses an impossible Reading and Writing count (%s)",
    (count) => {
      expect(() => chooseModule2("reading-writing", count)).toThrow(RangeError);
    },
  );

  it("refuses more right answers than a Math module holds", () => {
    expect(() => chooseModule2("math", 23)).toThrow(/0 to 22/);
  });

  it("names the content module of each route", () => {
    expect(module2Key("easier")).toBe("module2-easier");
    expect(module2Key("harder")).toBe("module2-harder");
  });
});
