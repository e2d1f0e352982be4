import { describe, expect, it } from "vitest";
import {
  LOGISTIC_SCALING,
  PRIOR_SD,
  THETA_GRID,
  estimateAbility,
  probabilityCorrect,
  type ItemResponse,
} from "./irt.js";

const item = { a: 1.2, b: 0.5, c: 0.25 };

describe("probabilityCorrect (3PL)", () => {
  it("is halfway between guessing and certainty at theta = b", () => {
    expect(probabilityCorrect(0.5, item)).toBeCloseTo(0.25 + 0.75 / 2, 12);
  });

  it("falls to the guessing chance for very low ability and rises to 1 for very high", () => {
    expect(probabilityCorrect(-20, item)).toBeCloseTo(0.25, 6);
    expect(probabilityCorrect(20, item)).toBeCloseTo(1, 6);
    expect(probabilityCorrect(-20, { ...item, c: 0 })).toBeCloseTo(0, 6);
  });

  it("uses the logistic curve with the 1.7 scaling constant", () => {
    const expected = 0.25 + 0.75 / (1 + Math.exp(-LOGISTIC_SCALING * 1.2 * (1 - 0.5)));
    expect(probabilityCorrect(1, item)).toBeCloseTo(expected, 12);
  });

  it("rises with ability", () => {
    for (let i = 1; i < THETA_GRID.length; i++)
      expect(probabilityCorrect(THETA_GRID[i] ?? 0, item)).toBeGreaterThan(
        probabilityCorrect(THETA_GRID[i - 1] ?? 0, item),
      );
  });
});

describe("estimateAbility (EAP, normal prior with standard deviation PRIOR_SD)", () => {
  it("uses 81 points from -4 to 4 in steps of 0.1", () => {
    expect(THETA_GRID).toHaveLength(81);
    expect(THETA_GRID[0]).toBe(-4);
    expect(THETA_GRID[40]).toBe(0);
    expect(THETA_GRID[80]).toBe(4);
    THETA_GRID.forEach((theta, i) => expect(theta).toBeCloseTo(-4 + i * 0.1, 12));
  });

  it("returns the prior with no responses: mean 0, standard deviation PRIOR_SD (1.15)", () => {
    const estimate = estimateAbility([]);
    expect(PRIOR_SD).toBe(1.15);
    expect(estimate.theta).toBeCloseTo(0, 10);
    expect(estimate.sd).toBeCloseTo(1.15, 2);
  });

  it("matches a fine numerical integral of the posterior", () => {
    const responses: ItemResponse[] = [
      { a: 1, b: -1, c: 0.25, correct: true },
      { a: 1.5, b: 0.3, c: 0.2, correct: false },
      { a: 0.8, b: 1.2, c: 0, correct: true },
    ];
    let weight = 0;
    let moment = 0;
    for (let theta = -8; theta <= 8; theta += 0.0005) {
      const likelihood = responses.reduce(
        (l, r) => {
          const p = probabilityCorrect(theta, r);
          return l * (r.correct ? p : 1 - p);
        },
        Math.exp(-(theta * theta) / (2 * PRIOR_SD * PRIOR_SD)),
      );
      weight += likelihood;
      moment += theta * likelihood;
    }
    expect(estimateAbility(responses).theta).toBeCloseTo(moment / weight, 3);
  });

  it("mirrors: without guessing, the opposite answers to mirrored items give the opposite estimate", () => {
    const responses: ItemResponse[] = [
      { a: 1, b: -0.5, c: 0, correct: true },
      { a: 1.3, b: 0.8, c: 0, correct: false },
      { a: 0.9, b: 1.5, c: 0, correct: true },
    ];
    const mirrored = responses.map((r) => ({ ...r, b: -r.b, correct: !r.correct }));
    expect(estimateAbility(mirrored).theta).toBeCloseTo(-estimateAbility(responses).theta, 10);
  });

  it("rises when a wrong answer becomes right, and the posterior narrows with more answers", () => {
    const wrong: ItemResponse = { a: 1.2, b: 0, c: 0.25, correct: false };
    const before = estimateAbility([wrong, { ...wrong, b: 1 }]);
    const after = estimateAbility([
      { ...wrong, correct: true },
      { ...wrong, b: 1 },
    ]);
    expect(after.theta).toBeGreaterThan(before.theta);
    const many = estimateAbility(
      Array.from({ length: 40 }, (_, i) => ({ ...wrong, b: (i % 5) - 2, correct: i % 2 === 0 })),
    );
    expect(many.sd).toBeLessThan(before.sd);
  });

  it("stays finite for a long form with every answer right", () => {
    const estimate = estimateAbility(Array.from({ length: 500 }, () => ({ a: 2, b: -3, c: 0, correct: true })));
    expect(Number.isFinite(estimate.theta)).toBe(true);
    expect(estimate.theta).toBeLessThanOrEqual(4);
  });
});
