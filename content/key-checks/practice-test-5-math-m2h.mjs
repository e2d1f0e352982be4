// Recomputes the keys of Practice Test 5, Math module 2 (harder). Read by `npm run content:check`.
//
// Each check asserts that the question text holds the data it uses (so the two cannot drift apart), then
// recomputes the answer by its own route (stepping through miles, minutes and years, scanning for roots,
// counting through a frequency table, reading the two figures back from their SVG) and asserts that exactly
// one option is right and that it is the key, or that the accepted answers are right and complete. The shared
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
import { bisect, close, deg, median, minimum, rootsScan, solve2, solveLinear } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { tableRows, valueOf } from "./lib/tex.mjs";
import { packFigure } from "./lib/pack-files.mjs";

const round6 = (v) => Math.round(v * 1e6) / 1e6;
const figure = (id) => packFigure("practice-test-5", id);
/** "$87.5\%$" -> 87.5 */
const percentOf = (o) => Number(o.replace(/[$\\%]/g, ""));
/** Area of a polygon from its vertices (shoelace formula). */
const shoelace = (pts) =>
  Math.abs(pts.reduce((s, [x, y], i) => s + x * pts[(i + 1) % pts.length][1] - pts[(i + 1) % pts.length][0] * y, 0)) /
  2;

const CHECKS = {
  "pt5-math-m2h-01": (q) => {
    mustContain(q, "\\frac{5x - 3}{2} = 2x + 4", "value of $x$");
    expectValue(
      q,
      solveLinear((x) => (5 * x - 3) / 2 - (2 * x + 4)),
    );
  },
  "pt5-math-m2h-02": (q) => {
    mustContain(q, "L(t) = 9.6 - 0.045t", "years after 1990", "glacier in 2010");
    // Walk the model forward one year at a time from 1990.
    let length = 9.6;
    for (let year = 1990; year < 2010; year++) length -= 0.045;
    expectValue(q, round6(length));
  },
  "pt5-math-m2h-03": (q) => {
    mustContain(q, "3x = 5y", "2x - y = 14", "value of $x$");
    const s = solve2(3, -5, 0, 2, -1, 14);
    assert(s !== null, q.id, "no unique solution");
    expectValue(q, s.x);
  },
  "pt5-math-m2h-04": (q) => {
    mustContain(q, "84 meters above the ground", "\\cos y^\\circ = \\frac{3}{5}", "horizontal distance");
    // Build the triangle: the tower is the leg adjacent to y at the top, so the anchorage is at 84 tan(y).
    const y = Math.acos(3 / 5);
    const anchor = [84 * Math.tan(y), 0];
    const top = [0, 84];
    assert(close(84 / Math.hypot(anchor[0] - top[0], anchor[1] - top[1]), 3 / 5), q.id, "cosine of the angle");
    expectValue(q, round6(anchor[0]));
  },
  "pt5-math-m2h-05": (q) => {
    mustContain(q, "4(x^2 - 2x) - (2x - 3)^2", "equivalent to $ax + b$", "value of $a + b$");
    const e = (x) => 4 * (x * x - 2 * x) - (2 * x - 3) ** 2;
    const [b, a] = [e(0), e(1) - e(0)];
    assert(
      [-7, 2.5, 13].every((x) => close(e(x), a * x + b)),
      q.id,
      "the expression is not linear",
    );
    expectSpr(q, [a + b]);
  },
  "pt5-math-m2h-06": (q) => {
    mustContain(
      q,
      "72 kilowatt-hours",
      "85% of full charge",
      "at least 15% of full charge",
      "0.24 kWh of energy per mile",
    );
    // Energy in units of 0.0001 kWh; drive in steps of 0.1 mile while the reserve is kept.
    const [start, reserve, perTenth] = [(85 * 72 * 10000) / 100, (15 * 72 * 10000) / 100, 240];
    let [energy, tenths] = [start, 0];
    while (energy - perTenth >= reserve) {
      energy -= perTenth;
      tenths++;
    }
    expectValue(q, tenths / 10);
  },
  "pt5-math-m2h-07": (q) => {
    mustContain(q, "ax + 5y = 40", "positive constant", "$(0, b)$", "$(b + 2, 0)$");
    const b = solveLinear((y) => 5 * y - 40);
    const as = rootsScan((a) => solveLinear((x) => a * x - 40) - (b + 2), 0.01, 100);
    assert(as.length === 1, q.id, `values of a ${as}`);
    expectSpr(q, as);
  },
  "pt5-math-m2h-08": (q) => {
    mustContain(q, "x^2 + y^2 = 25", "y = 2x - 5", "where $a > 0$", "value of $b$");
    const xs = rootsScan((x) => x * x + (2 * x - 5) ** 2 - 25, -20, 20);
    assert(xs.length === 2, q.id, `intersections at x = ${xs}`);
    const a = xs.filter((x) => x > 0);
    assert(a.length === 1, q.id, `positive x ${a}`);
    expectValue(q, round6(2 * a[0] - 5));
  },
  "pt5-math-m2h-09": (q) => {
    mustContain(q, "selected 600 adults at random from the list of all adult patients", "reported");
    mustContain(q, "statistically significant");
    const design = { randomSample: true, randomAssignment: false, population: "clinic network" };
    expectClaims(q, [
      {
        re: /^Among all adult patients of the clinic network, .* is associated with/,
        ok: design.randomSample && design.population === "clinic network",
      },
      { re: /^Among all adult patients of the clinic network, .* causes/, ok: design.randomAssignment },
      { re: /^Among all adults in the country/, ok: design.population === "country" },
      { re: /^No conclusion can be drawn/, ok: !design.randomSample },
    ]);
  },
  "pt5-math-m2h-10": (q) => {
    mustContain(q, "exponential function $f$", "(0, 8) on the y-axis and (3, 1)");
    const svg = figure("pt5-math-m2h-decay-graph");
    for (const label of ["(0, 8)", "(3, 1)"]) assert(svg.includes(`>${label}</text>`), q.id, `figure lacks ${label}`);
    // The two marked points fix the pixel scale; every point of the drawn curve must then lie on 8 b^x.
    const [p0, p3] = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [+m[1], +m[2]]);
    const toData = ([px, py]) => [(3 * (px - p0[0])) / (p3[0] - p0[0]), 8 - (7 * (py - p0[1])) / (p3[1] - p0[1])];
    const base = bisect((b) => 8 * b ** 3 - 1, 0.01, 0.99);
    const curve = /<path d="M([^"]+)" stroke="#1f2937" stroke-width="2.5"/
      .exec(svg)[1]
      .split(" L")
      .map((s) => s.split(" ").map(Number));
    assert(curve.length > 50, q.id, "curve not found");
    for (const pt of curve) {
      const [x, y] = toData(pt);
      assert(Math.abs(y - 8 * base ** x) < 0.02, q.id, `curve point (${x}, ${y}) is off the function`);
    }
    expectExpr(q, ({ x }) => 8 * base ** x);
  },
  "pt5-math-m2h-11": (q) => {
    mustContain(q, "f(3x - 1) = 6x + 7", "linear function $f$");
    // Pairs (input, output) from the relation; the line through two of them must fit a third.
    const pair = (x) => [3 * x - 1, 6 * x + 7];
    const [[u0, v0], [u1, v1], [u2, v2]] = [pair(0), pair(1), pair(-4)];
    const f = (u) => v0 + ((v1 - v0) / (u1 - u0)) * (u - u0);
    assert(close(f(u2), v2), q.id, "the relation is not linear");
    expectExpr(q, ({ x }) => f(x));
  },
  "pt5-math-m2h-12": (q) => {
    mustContain(q, "\\$2.4 million", "80% of the revenue goal", "150% of the startup's revenue in 2023");
    mustContain(q, "what percent greater than its revenue in 2023");
    // Search in thousands of dollars for the goal and the 2023 revenue.
    let goal = 0;
    while ((goal * 80) / 100 < 2400) goal++;
    let before = 0;
    while ((before * 150) / 100 < 2400) before++;
    assert((goal * 80) / 100 === 2400 && (before * 150) / 100 === 2400, q.id, "amounts are not whole thousands");
    expectValue(q, round6(((goal - before) / before) * 100), { read: percentOf });
  },
  "pt5-math-m2h-13": (q) => {
    mustContain(q, "5x + 7y = 36", "7x + 5y = 48", "value of $x^2 - y^2$");
    const s = solve2(5, 7, 36, 7, 5, 48);
    assert(s !== null, q.id, "no unique solution");
    expectSpr(q, [round6(s.x ** 2 - s.y ** 2)]);
  },
  "pt5-math-m2h-14": (q) => {
    mustContain(
      q,
      "decreases by half every 110 minutes",
      "5 hours 30 minutes after it is prepared",
      "250 megabecquerels",
    );
    // Let the dose decay minute by minute for 330 minutes; find the starting activity that ends at 250.
    const perMinute = 0.5 ** (1 / 110);
    const after = (a0) => {
      let a = a0;
      for (let m = 0; m < 5 * 60 + 30; m++) a *= perMinute;
      return a;
    };
    expectValue(q, round6(bisect((a0) => after(a0) - 250, 0, 1e6)), { tol: 1e-6 });
  },
  "pt5-math-m2h-15": (q) => {
    mustContain(
      q,
      "y \\ge -2x + b",
      "contains the points $(1, 5)$ and $(-2, 9)$",
      "does not contain the point $(0, 4)$",
    );
    const inGraph = (b, [x, y]) => y >= -2 * x + b;
    expectOption(
      q,
      (o) => {
        const b = valueOf(o);
        return inGraph(b, [1, 5]) && inGraph(b, [-2, 9]) && !inGraph(b, [0, 4]);
      },
      "a possible value of b",
    );
  },
  "pt5-math-m2h-16": (q) => {
    mustContain(q, "number of vines with 22 clusters", "mean number of clusters per vine", "is 21.5", "median");
    const rows = tableRows(q.passage).slice(1);
    assert(rows.length === 5, q.id, "table");
    const data = (k) => rows.flatMap(([v, n]) => Array(n === "$k$" ? k : Number(n)).fill(Number(v)));
    const ks = [];
    for (let k = 0; k <= 200; k++) {
      const d = data(k);
      if (close(d.reduce((s, v) => s + v, 0) / d.length, 21.5)) ks.push(k);
    }
    assert(ks.length === 1, q.id, `values of k ${ks}`);
    expectValue(q, median(data(ks[0])));
  },
  "pt5-math-m2h-17": (q) => {
    mustContain(q, "2x^2 + 3x - 1 = a(x + 2)^2 + b(x + 2) + c", "value of $b$");
    // With u = x + 2 the left side is p(u - 2) = a u^2 + b u + c; read the coefficients off three values.
    const p = (x) => 2 * x * x + 3 * x - 1;
    const g = (u) => p(u - 2);
    const [c, s1, s2] = [g(0), g(1), g(-1)];
    const b = (s1 - s2) / 2;
    const a = s1 - b - c;
    assert(close(g(5), a * 25 + b * 5 + c), q.id, "coefficients do not fit");
    expectValue(q, round6(b));
  },
  "pt5-math-m2h-18": (q) => {
    mustContain(q, "f(x) = x^2 + bx + c", "$(-1, 12)$ and $(7, 12)$", "minimum value of $f$");
    // Each point (x, y) gives x b + c = y - x^2.
    const row = ([x, y]) => [x, 1, y - x * x];
    const s = solve2(...row([-1, 12]), ...row([7, 12]));
    const f = (x) => x * x + s.x * x + s.y;
    expectSpr(q, [round6(minimum(f, -100, 100).y)]);
  },
  "pt5-math-m2h-19": (q) => {
    mustContain(q, "square with side length 12", "midpoint of $\\overline{AB}$", "$BF = 4$", "triangle $DEF$");
    // The figure: square and triangle as drawn; E must be the midpoint of AB and F one third of the way down BC.
    const svg = figure("pt5-math-m2h-square-triangle");
    const polys = [...svg.matchAll(/<polygon points="([^"]+)"\/>/g)].map((m) =>
      m[1].split(" ").map((p) => p.split(",").map(Number)),
    );
    const [[A, B, C, D], tri] = polys;
    const E = tri.find((p) => p[1] === A[1]);
    const F = tri.find((p) => p[0] === B[0]);
    assert(E && F && close(E[0], (A[0] + B[0]) / 2) && close((F[1] - B[1]) / (C[1] - B[1]), 4 / 12), q.id, "figure");
    // Same shape in units: A(0, 12), B(12, 12), C(12, 0), D(0, 0).
    const unit = 12 / (B[0] - A[0]);
    const toUnits = ([x, y]) => [(x - D[0]) * unit, (D[1] - y) * unit];
    expectValue(q, round6(shoelace([D, E, F].map(toUnits))));
  },
  "pt5-math-m2h-20": (q) => {
    mustContain(q, "2x(x + 4) = 9(x + 4)", "all the solutions");
    expectSet(
      q,
      rootsScan((x) => 2 * x * (x + 4) - 9 * (x + 4), -100, 100),
    );
  },
  "pt5-math-m2h-21": (q) => {
    mustContain(q, "2x - 9\\sqrt{x} + 4 = 0", "sum of all the solutions");
    const xs = rootsScan((x) => 2 * x - 9 * Math.sqrt(x) + 4, 0, 400);
    assert(xs.length === 2, q.id, `solutions ${xs}`);
    expectSpr(q, [round6(xs.reduce((s, x) => s + x, 0))]);
  },
  "pt5-math-m2h-22": (q) => {
    mustContain(
      q,
      "52 meters long",
      "15 meters closer to the center",
      "$18\\pi$ meters farther",
      "less than one full turn",
    );
    mustContain(q, "in degrees");
    // Distance travelled as a sum of chords, the rotor turning a hundredth of a degree at a time.
    const [tip, mark] = [52, 52 - 15];
    const travelled = (r, d) => (d / 0.01) * 2 * r * Math.sin(deg(0.01) / 2);
    const gap = (d) => travelled(tip, d) - travelled(mark, d) - 18 * Math.PI;
    assert(gap(0) < 0 && gap(360) > 0, q.id, "the tip does not gain 18 pi within one turn");
    const theta = bisect(gap, 0, 360);
    expectSpr(q, [Math.round(theta * 1000) / 1000]);
  },
};

/**
 * Recomputes the keys of Practice Test 5, Math module 2 (harder).
 * @param {Map<string, object>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt5-math-m2h-"));
}
