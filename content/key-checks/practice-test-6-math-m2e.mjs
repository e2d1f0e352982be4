// Recomputes the Math keys of Practice Test 6, module 2 (easier). Read by `npm run content:check`.
//
// For every id a check below recomputes the answer from the problem data by its own route (brute force over
// whole numbers, root scanning, building the figures from their measurements, reading the tables and the
// figures' labels, testing every option's formula at the data points) and asserts that exactly one option is
// right and that it is the key, or that the accepted answers are right and complete. Each check also asserts
// that the prompt/passage holds the data it uses, and the figures whose labels carry data are read too, so a
// figure and its text cannot drift apart. The shared rules (answer grid, mutation pass) are in ./lib.
import {
  assert,
  expectClaims,
  expectExpr,
  expectOption,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { angleAt, close, deg, mean, median, rootsScan, solve2, solveLinear } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { equationOf, mathIn, rhsOf, tableRows } from "./lib/tex.mjs";
import { packFigure } from "./lib/pack-files.mjs";

const round6 = (v) => Math.round(v * 1e6) / 1e6;
const figure = (id) => packFigure("practice-test-6", id);
/** The data rows of a passage's table, as numbers. */
const numericRows = (q) =>
  tableRows(q.passage)
    .slice(1)
    .map((r) => r.map(Number));
/** "40%" -> 40 */
const percentOf = (o) => Number(/^(\d+(?:\.\d+)?)%$/.exec(o.trim())?.[1] ?? NaN);

const CHECKS = {
  "pt6-math-m2e-01": (q) => {
    mustContain(q, "2(x + 7) = 5x - 4");
    expectValue(
      q,
      solveLinear((x) => 2 * (x + 7) - (5 * x - 4)),
    );
  },
  "pt6-math-m2e-02": (q) => {
    mustContain(q, "(2x^3)^4");
    expectExpr(q, ({ x }) => 2 * x ** 3 * (2 * x ** 3) * (2 * x ** 3) * (2 * x ** 3));
  },
  "pt6-math-m2e-03": (q) => {
    mustContain(q, "C(m) = 29m + 60", "C(10) = 350", "one-time sign-up fee");
    const C = (m) => 29 * m + 60;
    assert(C(10) === 350, q.id, "C(10) is not 350");
    expectClaims(q, [
      { has: "not including the sign-up fee", ok: 29 * 10 === 350 },
      { has: "increases by \\$350 every 10 months", ok: C(20) - C(10) === 350 },
      { has: "10th month of a membership alone", ok: C(10) - C(9) === 350 },
      { has: ", including the sign-up fee, is \\$350", ok: C(10) === 350 },
    ]);
  },
  "pt6-math-m2e-04": (q) => {
    mustContain(q, "1.5 liters more than twice the amount of blue paint", "19.5 liters of paint in all");
    // Try every amount of blue paint in hundredths of a liter; keep the batches that total 19.5 liters.
    const hits = [];
    for (let c = 0; c <= 1950; c++) if (c + (2 * c + 150) === 1950) hits.push(c / 100);
    assert(hits.length === 1, q.id, `blue amounts ${hits}`);
    expectValue(q, hits[0]);
  },
  "pt6-math-m2e-05": (q) => {
    mustContain(q, "Parallel lines $\\ell$ and $m$", "labeled 118 degrees", "labeled x degrees");
    mustContain(q, "below line l and to the right of line t", "above line m and to the right of line t");
    const svg = figure("pt6-math-m2e-parallel-transversal");
    for (const label of [">118°<", ">x°<"]) assert(svg.includes(label), q.id, `figure lacks label ${label}`);
    // The drawn transversal must slant at 180 - 118 degrees, as the label says.
    const [x1, y1, x2, y2] = /d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)"/.exec(svg).slice(1).map(Number);
    assert(close((Math.atan2(y1 - y2, x2 - x1) * 180) / Math.PI, 62, 1e-2), q.id, "drawn slant of t");
    // Build it: l is y = 0, m is y = -1; t leaves P downward at 118 degrees from the ray along l to the right.
    const P = [0, 0];
    const down = [Math.cos(deg(-118)), Math.sin(deg(-118))];
    const s = -1 / down[1];
    const Q = [P[0] + s * down[0], P[1] + s * down[1]];
    assert(close(angleAt(P, [1, 0], down), 118), q.id, "angle at P");
    expectValue(q, angleAt(Q, [Q[0] + 1, Q[1]], P), { tol: 1e-9 });
  },
  "pt6-math-m2e-06": (q) => {
    mustContain(q, "Which of the following could define $g$?");
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map((c) => Number(c.replace(/,/g, ""))));
    assert(rows.length === 4 && rows.every((r) => r.length === 2 && r.every(Number.isFinite)), q.id, "table rows");
    expectOption(
      q,
      (o) => rows.every(([x, y]) => close(rhsOf(o)({ x }), y)),
      "a function through every row of the table",
    );
  },
  "pt6-math-m2e-07": (q) => {
    mustContain(q, "\\$1.20 each", "\\$0.90 each", "3 times as many bottles of water as juice boxes", "\\$54.60");
    // Every whole-number purchase that fits the story, counted in cents.
    const found = [];
    for (let j = 0; j <= 100; j++)
      for (let w = 0; w <= 300; w++) if (w === 3 * j && 120 * j + 90 * w === 5460) found.push({ j, w });
    assert(found.length === 1, q.id, `purchases ${JSON.stringify(found)}`);
    // The right system is the one whose two equations both hold for that purchase.
    expectOption(
      q,
      (o) => {
        const eqs = mathIn(o).map(equationOf);
        return eqs.length === 2 && eqs.every((e) => close(e(found[0]), 0));
      },
      "the system the purchase satisfies",
    );
  },
  "pt6-math-m2e-08": (q) => {
    mustContain(q, "18x + 30y = 426", "7 of the 30-minute walks");
    const ys = [];
    for (let y = 0; y <= 100; y++) if (18 * 7 + 30 * y === 426) ys.push(y);
    assert(ys.length === 1, q.id, `values of y ${ys}`);
    expectSpr(q, ys);
  },
  "pt6-math-m2e-09": (q) => {
    mustContain(q, "3(x - 2) < 15 - x", "positive integers");
    let count = 0;
    for (let x = 1; x <= 10000; x++) if (3 * (x - 2) < 15 - x) count++;
    expectValue(q, count);
  },
  "pt6-math-m2e-10": (q) => {
    mustContain(q, "\\frac{48}{x} = 3x", "positive solution");
    const xs = rootsScan((x) => 48 / x - 3 * x, 0.001, 100);
    assert(xs.length === 1, q.id, `positive solutions ${xs}`);
    expectValue(q, xs[0], { tol: 1e-7 });
  },
  "pt6-math-m2e-11": (q) => {
    mustContain(q, "collected \\$800", "collected \\$320", "what percent greater than the amount the Westside");
    // The percent p with 320 increased by p% equal to 800.
    const p = solveLinear((p) => 320 * (1 + p / 100) - 800);
    expectValue(q, p, { read: percentOf });
  },
  "pt6-math-m2e-12": (q) => {
    mustContain(q, "the 10 bowlers", "mean number of strikes per bowler");
    const rows = numericRows(q);
    assert(rows.length === 5 && rows.every((r) => r.every(Number.isInteger)), q.id, "table rows");
    const strikes = rows.flatMap(([s, n]) => Array(n).fill(s));
    assert(strikes.length === 10, q.id, `bowlers ${strikes.length}`);
    assert(median(strikes) !== mean(strikes), q.id, "median equals mean");
    expectValue(q, mean(strikes));
  },
  "pt6-math-m2e-13": (q) => {
    mustContain(q, "(x + 5)^2 - (x - 5)^2");
    expectExpr(q, ({ x }) => (x + 5) * (x + 5) - (x - 5) * (x - 5));
  },
  "pt6-math-m2e-14": (q) => {
    mustContain(q, "was a linear function of the number of days $d$", "100 centimeters tall", "first 30 days");
    const rows = numericRows(q);
    assert(rows.length === 3 && rows.every((r) => r.every(Number.isFinite)), q.id, "table rows");
    const rates = rows.slice(1).map((r, i) => (r[1] - rows[i][1]) / (r[0] - rows[i][0]));
    assert(
      rates.every((r) => close(r, rates[0])),
      q.id,
      `rates ${rates}`,
    );
    // Grow the sunflower day by day from the first row (backward and forward) and find when it is 100 cm.
    const h = (d) => rows[0][1] + rates[0] * (d - rows[0][0]);
    const ds = rootsScan((d) => h(d) - 100, 0, 30);
    assert(ds.length === 1, q.id, `days ${ds}`);
    expectValue(q, ds[0], { tol: 1e-7 });
  },
  "pt6-math-m2e-15": (q) => {
    mustContain(q, "opens downward", "labeled points (−1, 0) and (5, 0)", "labeled point (0, 5)");
    const svg = figure("pt6-math-m2e-parabola-intercepts");
    const pts = [...svg.matchAll(/class="pt"[^>]*>\(([−\d]+), ([−\d]+)\)</g)].map((m) =>
      [m[1], m[2]].map((s) => Number(s.replace("−", "-"))),
    );
    assert(pts.length === 3, q.id, `figure labels ${JSON.stringify(pts)}`);
    // The function must pass through every labeled point and open downward (lower far from the vertex).
    expectOption(
      q,
      (o) => {
        const g = (x) => rhsOf(o)({ x });
        return pts.every(([x, y]) => close(g(x), y)) && g(100) < g(0) && g(-100) < g(0);
      },
      "the parabola through the labeled points",
    );
  },
  "pt6-math-m2e-16": (q) => {
    mustContain(q, "angle $Q$ is a right angle", "$PQ = 20$", "$PR = 29$", "\\tan R");
    mustContain(q, "PQ, a leg, is labeled 20", "PR, the hypotenuse, is labeled 29");
    const svg = figure("pt6-math-m2e-right-triangle-pqr");
    for (const label of [">20<", ">29<"]) assert(svg.includes(label), q.id, `figure lacks label ${label}`);
    // Build the triangle: Q at the origin, P up the y-axis, R slid along the x-axis until PR = 29.
    const ts = rootsScan((t) => Math.hypot(t, 20) - 29, 0, 100);
    assert(ts.length === 1, q.id, `positions of R ${ts}`);
    const [Q, P, R] = [
      [0, 0],
      [0, 20],
      [ts[0], 0],
    ];
    assert(close(angleAt(Q, P, R), 90), q.id, "right angle at Q");
    // tan R: the rise of P over the run from R to Q, seen from R.
    expectSpr(q, Math.hypot(P[0] - Q[0], P[1] - Q[1]) / Math.hypot(R[0] - Q[0], R[1] - Q[1]));
  },
  "pt6-math-m2e-17": (q) => {
    mustContain(q, "4x + 3y = 25", "2x + 5y = 23", "6x + 8y");
    const s = solve2(4, 3, 25, 2, 5, 23);
    expectSpr(q, round6(6 * s.x + 8 * s.y));
  },
  "pt6-math-m2e-18": (q) => {
    mustContain(q, "12,500 members", "random sample of 250", "44% said yes", "6 percentage points");
    // Plausible counts: the estimate plus or minus the margin, applied to the whole program.
    const [lo, hi] = [(44 - 6) / 100, (44 + 6) / 100].map((p) => p * 12500);
    expectOption(
      q,
      (o) => {
        const n = rhsOf(o)({});
        return n >= lo && n <= hi;
      },
      `a count from ${lo} to ${hi}`,
    );
  },
  "pt6-math-m2e-19": (q) => {
    mustContain(q, "(x + 3)^2 + (y - 4)^2 = 100", "$(k, 10)$", "positive constant");
    const ks = rootsScan((k) => (k + 3) ** 2 + (10 - 4) ** 2 - 100, -100, 100).filter((k) => k > 0);
    assert(ks.length === 1, q.id, `positive values of k ${ks}`);
    expectSpr(q, round6(ks[0]));
  },
  "pt6-math-m2e-20": (q) => {
    mustContain(q, "\\frac{x + 9}{x - 2} = \\frac{x + 3}{x - 4}");
    // The scan drops the sign changes at the poles x = 2 and x = 4, where the difference does not vanish.
    const xs = rootsScan((x) => (x + 9) / (x - 2) - (x + 3) / (x - 4), -100, 100);
    assert(xs.length === 1, q.id, `solutions ${xs}`);
    expectValue(q, xs[0], { tol: 1e-7 });
  },
  "pt6-math-m2e-21": (q) => {
    mustContain(q, "\\sqrt[3]{x^2} \\cdot \\sqrt{x^3}", "equivalent to $x^k$", "x > 0");
    // The exponent k = log(expression) / log(x), which must be the same at every positive x.
    const ks = [0.3, 1.7, 2.5, 9, 40].map((x) => Math.log(Math.cbrt(x * x) * Math.sqrt(x ** 3)) / Math.log(x));
    assert(
      ks.every((k) => close(k, ks[0], 1e-12)),
      q.id,
      `exponents ${ks}`,
    );
    expectSpr(q, ks[0]);
  },
  "pt6-math-m2e-22": (q) => {
    mustContain(q, "f(x) = x^2 - 12x + 20", "g(x) = f(x) + k", "touches the $x$-axis at exactly one point");
    // Shift the graph by every whole-number k from -60 to 60 and count where it meets the x-axis.
    const ks = [];
    for (let k = -60; k <= 60; k++)
      if (rootsScan((x) => x * x - 12 * x + 20 + k, -40, 40, 1e-2).length === 1) ks.push(k);
    assert(ks.length === 1, q.id, `values of k ${ks}`);
    expectSpr(q, ks);
  },
};

/**
 * Recomputes the Math keys of Practice Test 6, module 2 (easier).
 * @param {Map<string, {id,section,domain,skill,difficulty,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt6-math-m2e-"));
}
