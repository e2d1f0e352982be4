// Recomputes the keys of Practice Test 3, Math module 2 (harder). Read by `npm run content:check`.
//
// Each check asserts that the question text holds the data it uses (so the two cannot drift apart), then
// recomputes the answer by its own route (brute force over a grid, root scanning, building the figure from
// coordinates, evaluating every option's formula at many points) and asserts that exactly one option is
// right and that it is the key, or that the accepted answers are right and complete. The two figures whose
// labels carry data are read too, so a figure and its description cannot disagree. The shared rules
// (answer grid, mutation pass) are in ./lib.
import {
  assert,
  expectClaims,
  expectExpr,
  expectOption,
  expectSet,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import {
  angleAt,
  close,
  countSolutions2,
  deg,
  minimum,
  random,
  rootsScan,
  sameSet,
  solve2,
  solveLinear,
} from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { percentOf, rhsOf, tableRows, valuesOf } from "./lib/tex.mjs";
import { packFigure } from "./lib/pack-files.mjs";

const round9 = (v) => Math.round(v * 1e9) / 1e9;
const figure = (id) => packFigure("practice-test-3", id);
const CHECKS = {
  "pt3-math-m2h-01": (q) => {
    mustContain(q, "4(3x - 5) = 2(3x + 8)");
    expectValue(
      q,
      solveLinear((x) => 4 * (3 * x - 5) - 2 * (3 * x + 8)),
    );
  },
  "pt3-math-m2h-02": (q) => {
    mustContain(q, "V(t) = 1{,}800 - 45t", "contain 360 gallons");
    // Drain minute by minute until the tank holds 360 gallons.
    let t = 0;
    while (1800 - 45 * t > 360) t++;
    assert(1800 - 45 * t === 360, q.id, "360 gallons is not reached at a whole minute");
    expectSpr(q, [t]);
  },
  "pt3-math-m2h-03": (q) => {
    mustContain(
      q,
      "250 milliliters of water to 50 milliliters",
      "0.9 gram of dissolved salt per milliliter",
      "grams per liter",
    );
    // Pour the stock in 1-milliliter portions, then the water: the salt stays, the volume grows.
    let grams = 0;
    let milliliters = 0;
    for (let i = 0; i < 50; i++) {
      grams += 0.9;
      milliliters++;
    }
    milliliters += 250;
    expectValue(q, grams / (milliliters / 1000), { tol: 1e-9 });
  },
  "pt3-math-m2h-04": (q) => {
    mustContain(q, "2x + 5y = 41", "5x + 2y = 29", "value of $x + y$");
    const hits = [];
    for (let x = -100; x <= 100; x++)
      for (let y = -100; y <= 100; y++) if (2 * x + 5 * y === 41 && 5 * x + 2 * y === 29) hits.push(x + y);
    assert(hits.length === 1 && solve2(2, 5, 41, 5, 2, 29) !== null, q.id, `solutions ${hits}`);
    expectValue(q, hits[0]);
  },
  "pt3-math-m2h-05": (q) => {
    mustContain(q, "(2x - 5)^2 - (x - 3)(4x + 1)");
    expectExpr(q, ({ x }) => (2 * x - 5) ** 2 - (x - 3) * (4 * x + 1));
  },
  "pt3-math-m2h-06": (q) => {
    mustContain(q, "contains 800 bacteria", "increases by 25% every 3 hours", "$t$ hours");
    // The right model starts at 800 and is multiplied by 1.25 over every 3-hour stretch, from any start time.
    const ts = [0, 0.5, 1, 2.2, 4, 7.5, 11];
    expectOption(
      q,
      (o) => {
        const N = (t) => rhsOf(o)({ t });
        return close(N(0), 800) && ts.every((t) => close(N(t + 3), 1.25 * N(t)));
      },
      "the growth model",
    );
  },
  "pt3-math-m2h-07": (q) => {
    mustContain(q, "constant rate", "$t$ seconds after the timer");
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(Number));
    assert(rows.length === 3 && rows.every((r) => r.length === 2 && r.every(Number.isFinite)), q.id, "table");
    expectOption(q, (o) => rows.every(([t, a]) => close(rhsOf(o)({ t }), a)), "a fit to every row");
  },
  "pt3-math-m2h-08": (q) => {
    mustContain(q, "7 - \\frac{n}{3} > 2n - 5", "greatest integer");
    let best = null;
    for (let n = -1000; n <= 1000; n++) if (7 - n / 3 > 2 * n - 5) best = n;
    expectSpr(q, [best]);
  },
  "pt3-math-m2h-09": (q) => {
    mustContain(
      q,
      "selected 80 of the orchard's 2,000 apple trees at random",
      "workers, not the manager, had decided",
      "statistically significant",
    );
    const design = { randomSample: true, fromOneOrchard: true, randomAssignment: false, significant: true };
    expectClaims(q, [
      { re: /^Pruning causes greater fruit yields for the apple trees in this orchard/, ok: design.randomAssignment },
      {
        re: /tend to have greater yields .* does not show that pruning causes/,
        ok: design.randomSample && design.significant && !design.randomAssignment,
      },
      { re: /every orchard in the region/, ok: design.randomAssignment && !design.fromOneOrchard },
      { re: /^No conclusion can be drawn/, ok: !design.randomSample },
    ]);
  },
  "pt3-math-m2h-10": (q) => {
    mustContain(q, "y = 3x - 4", "xy = 15", "x < 0", "value of $y$");
    const xs = rootsScan((x) => x * (3 * x - 4) - 15, -100, -1e-6);
    assert(xs.length === 1, q.id, `negative x values ${xs}`);
    expectSpr(q, [Math.round((3 * xs[0] - 4) * 1e6) / 1e6]);
  },
  "pt3-math-m2h-11": (q) => {
    mustContain(q, "\\$40 each", "\\$24 each", "40x + 24y = R", "25 fewer balcony seats");
    const R = (x, y) => 40 * x + 24 * y;
    // For several sales figures, add orchestra seats one at a time until the revenue is back.
    const ds = [
      [100, 300],
      [0, 25],
      [512, 77],
    ].map(([x, y]) => {
      let d = 0;
      while (R(x + d, y - 25) < R(x, y)) d++;
      return R(x + d, y - 25) === R(x, y) ? d : NaN;
    });
    assert(
      ds.every((d) => d === ds[0]),
      q.id,
      `seats needed ${ds}`,
    );
    expectSpr(q, [ds[0]]);
  },
  "pt3-math-m2h-12": (q) => {
    mustContain(q, "line $\\ell$ is parallel to line $m$");
    mustContain(q, "labeled 2x degrees", "angle BAC is labeled 58 degrees", "labeled (x + 14) degrees");
    const svg = figure("pt3-math-m2h-parallel-lines-triangle");
    for (const label of ["2x°", "58°", "(x + 14)°"]) assert(svg.includes(label), q.id, `figure lacks label ${label}`);
    // Build the figure: l is y = 1, m is y = 0, A = (0, 1). AB leaves A at 2x degrees below l to the left;
    // AC is 58 degrees further round. Find x where the measured angle ACB equals x + 14.
    const mismatch = (x) => {
      const A = [0, 1];
      const toward = (a) => [A[0] + Math.cos(deg(a)) / Math.sin(deg(a)), 0]; // where a ray at a degrees below l meets m
      const B = toward(180 - 2 * x);
      const C = toward(180 - 2 * x - 58);
      return angleAt(C, A, B) - (x + 14);
    };
    const xs = rootsScan(mismatch, 1, 60.9, 0.01);
    assert(xs.length === 1, q.id, `values of x ${xs}`);
    expectValue(q, Math.round(xs[0] * 1e6) / 1e6);
  },
  "pt3-math-m2h-13": (q) => {
    mustContain(q, "parabola that opens upward", "the vertex, (3, −8)", "crosses the y-axis, (0, 10)");
    const svg = figure("pt3-math-m2h-parabola-vertex");
    assert(svg.includes("(3, −8)") && svg.includes("(0, 10)"), q.id, "figure labels");
    // The option's graph must have its lowest point at (3, -8) and pass through (0, 10).
    expectOption(
      q,
      (o) => {
        const g = rhsOf(o);
        const f = (x) => g({ x });
        const low = minimum(f, -20, 20);
        return Math.abs(low.x - 3) < 1e-4 && close(low.y, -8, 1e-8) && close(f(0), 10);
      },
      "the graphed function",
    );
  },
  "pt3-math-m2h-14": (q) => {
    mustContain(q, "\\sqrt{2x + 11} = x - 2");
    expectSet(
      q,
      rootsScan((x) => Math.sqrt(2 * x + 11) - (x - 2), -5.5, 100),
    );
  },
  "pt3-math-m2h-15": (q) => {
    mustContain(q, "\\frac{(8x^6)^{\\frac{2}{3}}}{2x^{-1}}", "x > 0");
    expectExpr(q, ({ x }) => (8 * x ** 6) ** (2 / 3) / (2 * x ** -1), {
      pick: () => 0.2 + Math.round(random() * 300) / 100,
    });
  },
  "pt3-math-m2h-16": (q) => {
    mustContain(q, "1.5 hours", "4 hours", "at most 62 hours", "at least 25 plants");
    let best = -1;
    for (let s = 0; s <= 100; s++)
      for (let t = 0; t <= 100; t++) if (s + t >= 25 && 1.5 * s + 4 * t <= 62) best = Math.max(best, t);
    expectValue(q, best);
  },
  "pt3-math-m2h-17": (q) => {
    mustContain(q, "95% confidence level", "selected at random from the whole reserve");
    const t = tableRows(q.passage);
    const row = (name) =>
      t
        .find((r) => r[0] === name)
        .slice(1)
        .map(Number);
    const [nA, meanA, moeA] = row("Reserve A");
    const [nB, meanB, moeB] = row("Reserve B");
    const A = [meanA - moeA, meanA + moeA];
    const B = [meanB - moeB, meanB + moeB];
    const overlap = Math.max(A[0], B[0]) <= Math.min(A[1], B[1]);
    expectClaims(q, [
      { re: /is greater in Reserve A than in Reserve B/, ok: A[0] > B[1] },
      { re: /exactly 2\.3 greater/, ok: moeA === 0 && moeB === 0 && close(meanA - meanB, 2.3) },
      { re: /Reserve B has the smaller margin of error because fewer plots/, ok: moeB < moeA && nB < nA },
      { re: /plausible that the mean .* is the same/, ok: overlap },
    ]);
  },
  "pt3-math-m2h-18": (q) => {
    mustContain(q, "B(t) = 9{,}000(1.015)^{4t}", "each year");
    const B = (t) => 9000 * 1.015 ** (4 * t);
    const rates = [0, 1, 2.5, 7].map((t) => (B(t + 1) / B(t) - 1) * 100);
    assert(
      rates.every((r) => close(r, rates[0])),
      q.id,
      "the yearly percent is not constant",
    );
    const gaps = q.options.map((o) => Math.abs(percentOf(o) - rates[0]));
    expectOption(q, (o) => Math.abs(percentOf(o) - rates[0]) === Math.min(...gaps), "the closest percent");
  },
  "pt3-math-m2h-19": (q) => {
    mustContain(q, "angle $ACB$ is a right angle", "AC = 20", "BC = 15", "\\cos(\\angle BCD)");
    mustContain(q, "Side AC is labeled 20 and side BC is labeled 15");
    // C at the origin, A and B on the axes; D is the foot of the perpendicular from C to AB.
    const C = [0, 0];
    const A = [20, 0];
    const B = [0, 15];
    const AB = [B[0] - A[0], B[1] - A[1]];
    const s = ((C[0] - A[0]) * AB[0] + (C[1] - A[1]) * AB[1]) / (AB[0] ** 2 + AB[1] ** 2);
    const D = [A[0] + s * AB[0], A[1] + s * AB[1]];
    assert(close(angleAt(D, C, B), 90) && close(angleAt(C, A, B), 90), q.id, "right angles");
    expectValue(q, Math.cos(deg(angleAt(C, B, D))), { tol: 1e-9 });
  },
  "pt3-math-m2h-20": (q) => {
    mustContain(q, "ax + 3y = 6", "12x + ay = 12", "no solution");
    const none = [];
    for (let i = -2000; i <= 2000; i++) if (countSolutions2(i / 20, 3, 6, 12, i / 20, 12) === 0) none.push(i / 20);
    const named = (o) => (/^No value/.test(o) ? [] : valuesOf(o));
    expectOption(q, (o) => sameSet(named(o), none), `the set {${none}}`);
  },
  "pt3-math-m2h-21": (q) => {
    mustContain(q, "x^2 + y^2 - 10x + 4y = k", "radius 7");
    // The left side is least at the center; the circle is where it exceeds that least value by r^2.
    const cx = minimum((x) => x * x - 10 * x, -50, 50);
    const cy = minimum((y) => y * y + 4 * y, -50, 50);
    const k = round9(cx.y + cy.y + 7 ** 2);
    const onCircle = [0, 1, 2, 3, 4, 5].every((i) => {
      const [x, y] = [cx.x + 7 * Math.cos(i), cy.x + 7 * Math.sin(i)];
      return close(x * x + y * y - 10 * x + 4 * y, k, 1e-6);
    });
    assert(onCircle, q.id, "points at distance 7 from the center are not on the graph");
    expectSpr(q, [k]);
  },
  "pt3-math-m2h-22": (q) => {
    mustContain(q, "y = x^2 + 8x + c", "y = 2x - 3", "exactly one point");
    const hits = [];
    for (let i = -60; i <= 60; i++) {
      const c = i / 2;
      if (rootsScan((x) => x * x + 8 * x + c - (2 * x - 3), -40, 40, 1e-2).length === 1) hits.push(c);
    }
    assert(hits.length === 1, q.id, `values of c ${hits}`);
    expectSpr(q, hits);
  },
};

/**
 * Recomputes the keys of Practice Test 3, Math module 2 (harder).
 * @param {Map<string, object>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt3-math-m2h-"));
}
