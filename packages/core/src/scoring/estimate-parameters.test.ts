import { describe, expect, it } from "vitest";
import { MODULE_QUESTION_COUNT, type Section } from "../content/taxonomy.js";
import { itemParameters } from "./calibration.js";
import { estimateItemParameters, type CalibrationItem, type CalibrationPerson } from "./estimate-parameters.js";
import { probabilityCorrect, type ItemParameters } from "./irt.js";
import { ROUTING_THRESHOLDS } from "./routing.js";
import { adaptiveSection, seededRandom } from "./test-forms.js";

/**
 * A section's 81 (Reading and Writing) or 66 (Math) items with true parameters unlike the labels'
 * (b: the label's plus noise of SD 0.5; a from 0.8 to 1.6; c from 0.1 to 0.3 for multiple choice),
 * and `students` simulated students of N(0, 1) ability routed by module 1 as the app routes them.
 */
function simulate(section: Section, students: number, seed: number) {
  const random = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const size = MODULE_QUESTION_COUNT[section];
  const module1 = adaptiveSection(section, "easier").slice(0, size);
  const easier = adaptiveSection(section, "easier").slice(size);
  const harder = adaptiveSection(section, "harder").slice(size);
  const items: CalibrationItem[] = [
    ...module1.map((q) => ({ q, module: "module1" as const })),
    ...easier.map((q) => ({ q, module: "module2-easier" as const })),
    ...harder.map((q) => ({ q, module: "module2-harder" as const })),
  ].map(({ q, module }, i) => ({ id: `item-${i}`, type: q.type, current: itemParameters(q, module) }));
  const truth: ItemParameters[] = items.map((item) => ({
    a: 0.8 + 0.8 * random(),
    b: item.current.b + 0.5 * normal(),
    c: item.type === "mcq" ? 0.1 + 0.2 * random() : 0,
  }));
  const persons: CalibrationPerson[] = Array.from({ length: students }, () => {
    const theta = normal();
    const answer = (item: number) => ({
      item,
      correct: random() < probabilityCorrect(theta, truth[item] as ItemParameters),
    });
    const first = Array.from({ length: size }, (_, i) => answer(i));
    const harderRoute = first.filter((r) => r.correct).length >= ROUTING_THRESHOLDS[section];
    const offset = harderRoute ? 2 * size : size;
    return [...first, ...Array.from({ length: size }, (_, i) => answer(offset + i))];
  });
  return { items, truth, persons };
}

const meanAbsolute = (values: number[]) => values.reduce((sum, v) => sum + Math.abs(v), 0) / values.length;

describe("estimateItemParameters (MML-EM, 3PL with priors)", () => {
  it.each(["reading-writing", "math"] as const)(
    "%s: recovers the parameters of 2,000 simulated students' answers (b within 0.2, a within 0.25 on average)",
    (section) => {
      const { items, truth, persons } = simulate(section, 2000, section === "math" ? 7 : 11);
      const result = estimateItemParameters(items, persons);
      expect(result.converged).toBe(true);
      const errors = result.items.map((item, i) => {
        const t = truth[i] as ItemParameters;
        return { a: item.a - t.a, b: item.b - t.b, c: item.c - t.c, se: item.se };
      });
      expect(meanAbsolute(errors.map((e) => e.b))).toBeLessThan(0.2);
      expect(meanAbsolute(errors.map((e) => e.a))).toBeLessThan(0.25);
      expect(meanAbsolute(errors.map((e) => e.c))).toBeLessThan(0.08);
      // The standard errors are honest: about 95% of b estimates within two of them of the truth.
      const covered = errors.filter((e) => Math.abs(e.b) <= 2 * e.se.b).length / errors.length;
      expect(covered).toBeGreaterThan(0.8);
      // Typed answers stay 2PL.
      result.items.forEach((item, i) => {
        if (items[i]?.type === "spr") expect(item.c).toBe(0);
      });
      // Every item was seen by every student (module 1) or by one route's students. Answers drawn
      // from the model fit it: grouping by estimated ability flags few items (the estimates of a
      // route's students are pulled toward the middle, so a handful of the extreme items look off).
      for (const item of result.items) expect(item.responses).toBeGreaterThan(100);
      const poor = result.items.filter((item) => item.fit.rmsd > 0.1).length;
      expect(poor / result.items.length).toBeLessThan(0.05);
    },
    120_000,
  );

  it("links the estimates to the scale of the current parameters (mean a and mean b kept)", () => {
    const { items, persons } = simulate("math", 600, 3);
    const result = estimateItemParameters(items, persons, { maxCycles: 40 });
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(result.items.map((i) => i.b))).toBeCloseTo(mean(items.map((i) => i.current.b)), 6);
    expect(mean(result.items.map((i) => i.a))).toBeCloseTo(mean(items.map((i) => i.current.a)), 6);
  }, 60_000);

  it("stays inside the content format's limits however extreme the answers", () => {
    const items: CalibrationItem[] = [
      { id: "always-right", type: "mcq", current: { a: 1.2, b: 0, c: 0.25 } },
      { id: "always-wrong", type: "spr", current: { a: 1.2, b: 0, c: 0 } },
      { id: "coin", type: "mcq", current: { a: 1.2, b: 0, c: 0.25 } },
    ];
    const random = seededRandom(5);
    const persons = Array.from({ length: 300 }, () => [
      { item: 0, correct: true },
      { item: 1, correct: false },
      { item: 2, correct: random() < 0.5 },
    ]);
    const result = estimateItemParameters(items, persons, { maxCycles: 50 });
    for (const item of result.items) {
      expect(item.a).toBeGreaterThan(0);
      expect(item.a).toBeLessThanOrEqual(4);
      expect(Math.abs(item.b)).toBeLessThanOrEqual(4 * Math.max(1, result.link.A) + Math.abs(result.link.B));
      expect(item.c).toBeGreaterThanOrEqual(0);
      expect(item.c).toBeLessThanOrEqual(0.35);
    }
  });

  it("refuses an answer to an item it was not given", () => {
    expect(() => estimateItemParameters([], [[{ item: 0, correct: true }]])).toThrow(RangeError);
  });
});
