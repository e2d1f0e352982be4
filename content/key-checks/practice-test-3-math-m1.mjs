// Recomputes the Math keys of Practice Test 3, module 1 (22 questions). Read by `npm run content:check`;
// checkKeys reads no file.
//
// For every id a check below recomputes the answer from the problem data by its own route (brute force over a
// grid, root scanning, stepping a rate through time, coordinates for the geometry, interpolation through the
// points a figure labels, evaluating every option's formula at many points) and asserts that exactly one
// option is right and that it is the key, or that the accepted answers are right and complete. Each check
// also asserts that the prompt/passage holds the data it uses, so the two cannot drift apart. The shared
// rules (answer grid, mutation pass) are in ./lib.
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
import { bisect, close, mean, median, random, rootsScan, scan, solve2, solveLinear } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { percentOf, tableRows, valueOf } from "./lib/tex.mjs";

const round9 = (v) => Math.round(v * 1e9) / 1e9;
/** The one value scan finds, or a failure. */
function only(q, hits, what) {
  assert(hits.length === 1, q.id, `${what}: expected one value, found [${hits}]`);
  return hits[0];
}

const CHECKS = {
  "pt3-math-m1-01": (q) => {
    mustContain(q, "\\frac{2x + 9}{5} = 7", "value of $x$");
    expectValue(
      q,
      solveLinear((x) => (2 * x + 9) / 5 - 7),
    );
  },
  "pt3-math-m1-02": (q) => {
    mustContain(q, "420 tickets were sold on Friday", "525 tickets were sold on Saturday", "percent less than");
    // p% less than Saturday's 525 is Friday's 420; p in hundredths of a percent, integers only
    const p = only(
      q,
      scan(0, 100, 100, (p) => Math.round(525 * (10000 - Math.round(p * 100))) === 420 * 10000),
      "percent",
    );
    expectValue(q, p, { read: percentOf });
  },
  "pt3-math-m1-03": (q) => {
    mustContain(q, "h(t) = 1.5t + 4", "from $t = 4$ to $t = 10$", "increase");
    const h = (t) => 1.5 * t + 4;
    let rise = 0;
    for (let t = 4; t < 10; t++) rise += h(t + 1) - h(t); // second by second
    expectValue(q, rise);
  },
  "pt3-math-m1-04": (q) => {
    mustContain(q, "measures 3x degrees", "measures (x + 50) degrees", "Two vertical angles", "intersect");
    // vertical angles are congruent: the x for which the two labels name the same angle
    const x = only(
      q,
      scan(0, 60, 100, (x) => close(3 * x, x + 50) && 3 * x < 180),
      "x",
    );
    expectValue(q, x);
  },
  "pt3-math-m1-05": (q) => {
    mustContain(q, "5x(x - 3) - 2(x^2 - 4x)");
    expectExpr(q, ({ x }) => 5 * x * (x - 3) - 2 * (x * x - 4 * x));
  },
  "pt3-math-m1-06": (q) => {
    mustContain(q, "6t + 4h = 240", "30 herb beds", "how many tomato beds");
    const t = only(
      q,
      scan(0, 100, 1, (t) => 6 * t + 4 * 30 === 240),
      "t",
    );
    expectSpr(q, [t]);
  },
  "pt3-math-m1-07": (q) => {
    mustContain(q, "f(x) = \\sqrt{x + 9}", "f(a) = 5");
    const as = rootsScan((a) => Math.sqrt(a + 9) - 5, -9, 200);
    assert(as.length === 1, q.id, `values of a ${as}`);
    expectSpr(q, as);
  },
  "pt3-math-m1-08": (q) => {
    mustContain(q, "350 watts", "2 hours 30 minutes", "kilowatt-hours", "1 kilowatt = 1,000 watts");
    let wattHours = 0;
    for (let minute = 0; minute < 2 * 60 + 30; minute++) wattHours += 350 / 60; // minute by minute
    expectValue(q, wattHours / 1000, { tol: 1e-9 });
  },
  "pt3-math-m1-09": (q) => {
    mustContain(q, "$2.25n + 180$", "each loaf for \\$6.75", "revenue from the loaves to equal its daily cost");
    const n = only(
      q,
      scan(0, 1000, 1, (n) => 675 * n === 225 * n + 18000), // cents
      "loaves",
    );
    expectValue(q, n);
  },
  "pt3-math-m1-10": (q) => {
    mustContain(q, "(1, 60)", "(2.5, 15)", "at d = 90", "at t = 3", "constant speed");
    const line = solve2(1, 1, 60, 2.5, 1, 15); // slope x, intercept y of d = slope * t + intercept
    assert(close(line.y, 90) && close(-line.y / line.x, 3), q.id, "the figure's intercepts do not match the points");
    expectExpr(q, ({ t }) => line.x * t + line.y, { vars: ["t"] });
  },
  "pt3-math-m1-11": (q) => {
    mustContain(q, "x(x + 3) = 54", "x > 0");
    const xs = rootsScan((x) => x * (x + 3) - 54, -100, 100).filter((x) => x > 0);
    assert(xs.length === 1, q.id, `positive solutions ${xs}`);
    expectSpr(q, xs);
  },
  "pt3-math-m1-12": (q) => {
    mustContain(q, "point $(3, k)$", "$y > 2x - 1$", "$y < -x + 9$");
    const inside = (x, y) => y > 2 * x - 1 && y < -x + 9;
    expectOption(q, (o) => inside(3, valueOf(o)), "a solution of both inequalities");
  },
  "pt3-math-m1-13": (q) => {
    mustContain(q, "\\frac{18}{x + 1} = x - 2", "every solution");
    const F = (x) => 18 / (x + 1) - (x - 2);
    const sols = rootsScan(F, -50, 50).filter((x) => Math.abs(x + 1) > 1e-6);
    assert(!Number.isFinite(F(-1)), q.id, "x = -1 should be outside the domain");
    expectSet(q, sols);
  },
  "pt3-math-m1-14": (q) => {
    mustContain(q, "L(t) = 2{,}400(1.15)^t", "years after 2020", "in 2022 is what percent greater", "in 2020");
    let loans = 2400;
    for (let year = 2020; year < 2022; year++) loans *= 1.15;
    expectValue(q, ((loans - 2400) / 2400) * 100, { read: percentOf });
  },
  "pt3-math-m1-15": (q) => {
    mustContain(q, "8 crossings", "6 minutes less", "4 hours 32 minutes", "before the upgrade");
    const m = only(
      q,
      scan(6, 200, 4, (m) => 8 * (m - 6) === 4 * 60 + 32),
      "minutes",
    );
    expectValue(q, m);
  },
  "pt3-math-m1-16": (q) => {
    mustContain(q, "y = (k - 2)x + 5", "y = 3x - k", "$x$-coordinate is 2");
    // (k - 2)x - y = -5 and 3x - y = k meet at x = 2
    const k = only(
      q,
      scan(-20, 20, 600, (k) => {
        const p = solve2(k - 2, -1, -5, 3, -1, k);
        return p !== null && close(p.x, 2, 1e-9);
      }),
      "k",
    );
    expectSpr(q, [k]);
  },
  "pt3-math-m1-17": (q) => {
    mustContain(q, "(−3, 0)", "(1, 0)", "(4, 0)", "(0, 6)", "polynomial function of degree 3");
    // the one polynomial of degree at most 3 through the four labeled points (Lagrange)
    const P = [
      [-3, 0],
      [1, 0],
      [4, 0],
      [0, 6],
    ];
    const f = (x) =>
      P.reduce((s, [xi, yi], i) => s + yi * P.reduce((l, [xj], j) => (j === i ? l : (l * (x - xj)) / (xi - xj)), 1), 0);
    expectExpr(q, ({ x }) => f(x));
  },
  "pt3-math-m1-18": (q) => {
    mustContain(q, "x^4 - 13x^2 + 36 = 0", "sum of all the positive solutions");
    const pos = rootsScan((x) => x ** 4 - 13 * x ** 2 + 36, -20, 20).filter((x) => x > 0);
    assert(pos.length === 2, q.id, `positive solutions ${pos}`);
    expectSpr(q, [round9(pos.reduce((s, x) => s + x, 0))]);
  },
  "pt3-math-m1-19": (q) => {
    mustContain(q, "\\frac{6x^2 + 7x - 2}{2x + 3}", "x > 0");
    expectExpr(q, ({ x }) => (6 * x * x + 7 * x - 2) / (2 * x + 3), {
      pick: () => 0.01 + Math.round(random() * 1000) / 100,
    });
  },
  "pt3-math-m1-20": (q) => {
    mustContain(q, "each of 25 days", "recorded as having 15 items returned, only 5 items were actually returned");
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(Number));
    assert(rows.length === 5 && rows.every((r) => r.length === 2 && r.every(Number.isFinite)), q.id, "table");
    const before = rows.flatMap(([v, days]) => Array(days).fill(v));
    assert(before.length === 25, q.id, `${before.length} days in the table`);
    const after = before.map((v) => (v === 15 ? 5 : v));
    const [m0, m1, d0, d1] = [mean(before), mean(after), median(before), median(after)];
    expectClaims(q, [
      { re: /^The mean decreases, and the median does not change\.$/, ok: m1 < m0 && d1 === d0 },
      { re: /^The median decreases, and the mean does not change\.$/, ok: d1 < d0 && m1 === m0 },
      { re: /^The mean decreases, and the median increases\.$/, ok: m1 < m0 && d1 > d0 },
      { re: /^Both the mean and the median decrease\.$/, ok: m1 < m0 && d1 < d0 },
    ]);
  },
  "pt3-math-m1-21": (q) => {
    mustContain(q, "50 centimeters long and 40 centimeters wide", "depth of 30 centimeters", "edges 20 centimeters");
    const water = 50 * 40 * 30;
    // volume the water fills up to level h with the cube on the bottom: the tank minus the cube below h
    const filled = (h) => 50 * 40 * h - 20 * 20 * Math.min(h, 20);
    const level = bisect((h) => filled(h) - water, 0, 200);
    expectValue(q, level - 30, { tol: 1e-9 });
  },
  "pt3-math-m1-22": (q) => {
    mustContain(q, "angle $K$ is a right angle", "\\tan J = \\frac{12}{5}", "JL = 39", "area");
    // J at the origin, K on the x-axis, angle J = arctan(12/5), hypotenuse JL of 39
    const a = Math.atan2(12, 5);
    const L = [39 * Math.cos(a), 39 * Math.sin(a)];
    const K = [L[0], 0];
    const area = Math.abs(K[0] * L[1] - L[0] * K[1]) / 2; // shoelace with J = (0, 0)
    expectSpr(q, [round9(area)]);
  },
};

/**
 * @param {Map<string, object>} questions every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt3-math-m1-"));
}
