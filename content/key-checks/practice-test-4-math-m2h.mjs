// Recomputes the keys of Practice Test 4, Math module 2 (harder). Read by `npm run content:check`.
//
// Each check asserts that the question text holds the data it uses (so the two cannot drift apart), then
// recomputes the answer by its own route (scanning a grid, stepping through time, bisection along rays,
// building the figure from its equal segments, evaluating every option's formula at many points) and asserts
// that exactly one option is right and that it is the key, or that the accepted answers are right and
// complete. The scatterplot is read from its SVG, so the figure and its description cannot disagree. The
// shared rules (answer grid, mutation pass) are in ./lib.
import {
  assert,
  expectClaims,
  expectExpr,
  expectOption,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { angleAt, bisect, close, minimum, rootsScan, solve2, solveLinear } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { rhsOf, tableRows } from "./lib/tex.mjs";
import { packFigure } from "./lib/pack-files.mjs";

const round6 = (v) => Math.round(v * 1e6) / 1e6;
/** "1,080" -> 1080 */
const num = (text) => Number(text.replace(/,/g, ""));
const figure = (id) => packFigure("practice-test-4", id);
const CHECKS = {
  "pt4-math-m2h-01": (q) => {
    mustContain(q, "8 - 2(x - 3) = 4x - 10", "value of $x$");
    expectValue(
      q,
      solveLinear((x) => 8 - 2 * (x - 3) - (4 * x - 10)),
    );
  },
  "pt4-math-m2h-02": (q) => {
    mustContain(q, "slope of $-3$", "the point $(4, 2)$", "value of $f(0)$");
    // Walk down the line from x = 4 to x = 0, one unit at a time.
    let [x, y] = [4, 2];
    while (x > 0) {
      x--;
      y -= -3;
    }
    expectValue(q, y);
  },
  "pt4-math-m2h-03": (q) => {
    mustContain(q, "by 15%", "51 kilograms of roasted coffee", "kilograms of green coffee beans");
    // Try green weights in steps of 10 grams until roasting leaves 51 kg (integer grams: 85% kept).
    let grams = 0;
    while ((grams * 85) / 100 < 51000) grams += 10;
    assert((grams * 85) / 100 === 51000, q.id, "51 kg is not reached exactly");
    expectValue(q, grams / 1000);
  },
  "pt4-math-m2h-04": (q) => {
    mustContain(q, "5x + 2y = 40", "increases by 4", "change in the value of $y$");
    // y for two values of x four apart, from a few starting points: the change must not depend on the start.
    const yAt = (x) => solveLinear((y) => 5 * x + 2 * y - 40);
    const changes = [-3, 0, 2.5, 11].map((x) => yAt(x + 4) - yAt(x));
    assert(
      changes.every((d) => close(d, changes[0])),
      q.id,
      `changes ${changes}`,
    );
    expectValue(q, changes[0]);
  },
  "pt4-math-m2h-05": (q) => {
    mustContain(
      q,
      "\\$293 for 4 adult tickets and 25 student tickets",
      "\\$61 for 2 adult tickets and 3 student tickets",
      "lower price for each student ticket",
      "one student ticket",
    );
    // Every pair of prices in cents that fits both purchases.
    const hits = [];
    for (let s = 1; s <= 6100; s++) {
      if ((6100 - 3 * s) % 2) continue;
      const a = (6100 - 3 * s) / 2;
      if (a > s && 4 * a + 25 * s === 29300) hits.push(s / 100);
    }
    assert(hits.length === 1, q.id, `student prices ${hits}`);
    expectSpr(q, hits);
  },
  "pt4-math-m2h-06": (q) => {
    mustContain(q, "2x(3x - 4) - (x - 5)(6x + 1)");
    expectExpr(q, ({ x }) => 2 * x * (3 * x - 4) - (x - 5) * (6 * x + 1));
  },
  "pt4-math-m2h-07": (q) => {
    mustContain(q, "f(x) = (x - 8)(x + 2)", "minimum value");
    expectValue(q, round6(minimum((x) => (x - 8) * (x + 2), -100, 100).y));
  },
  "pt4-math-m2h-08": (q) => {
    mustContain(q, "constant rate", "after the kiln was switched off", "be 240°C");
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(num));
    assert(rows.length === 3 && rows.every((r) => r.length === 2 && r.every(Number.isFinite)), q.id, "table");
    const rates = rows.slice(1).map(([t, T], i) => (T - rows[i][1]) / (t - rows[i][0]));
    assert(close(rates[0], rates[1]), q.id, `rates ${rates}`);
    // Run the clock back from the first reading to switch-off, then forward in 6-minute steps to 240°C.
    let temp = rows[0][1];
    for (let t = rows[0][0]; t > 1e-9; t -= 0.1) temp -= rates[0] * 0.1;
    let steps = 0;
    while (temp > 240 + 1e-6) {
      temp += rates[0] * 0.1;
      steps++;
    }
    assert(Math.abs(temp - 240) < 1e-6, q.id, "240°C is not reached on a 6-minute step");
    expectValue(q, steps / 10);
  },
  "pt4-math-m2h-09": (q) => {
    mustContain(q, "y = x^2 + 3x - 10", "y = 3x + 6", "y_1 + y_2");
    const xs = rootsScan((x) => x * x + 3 * x - 10 - (3 * x + 6), -100, 100);
    assert(xs.length === 2, q.id, `intersections at x = ${xs}`);
    expectSpr(q, [round6(xs.reduce((s, x) => s + x * x + 3 * x - 10, 0))]);
  },
  "pt4-math-m2h-10": (q) => {
    mustContain(q, "10 consecutive weeks", "line of best fit", "crosses the vertical axis at 30 tons");
    mustContain(q, "week 1, 32 tons", "week 8, 52 tons", "week 10, 54 tons", "through the points (4, 40) and (8, 50)");
    // Read the figure: week = (cx - 70) / 30, tons = 20 + (330 - cy) / 7.5.
    const svg = figure("pt4-math-m2h-recycling-scatter");
    const toData = ([px, py]) => [(px - 70) / 30, 20 + (330 - py) / 7.5];
    const points = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => toData([+m[1], +m[2]]));
    assert(points.length === 10, q.id, `${points.length} points in the figure`);
    for (const [w, t] of points)
      assert(q.passage.includes(`week ${w}, ${t} tons`), q.id, `description lacks the point week ${w}, ${t} tons`);
    const line = /<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)" stroke="#1f2937" stroke-width="2"/.exec(
      svg,
    );
    const [p, r] = [toData([+line[1], +line[2]]), toData([+line[3], +line[4]])];
    const fit = (x) => p[1] + ((r[1] - p[1]) / (r[0] - p[0])) * (x - p[0]);
    assert(close(fit(0), 30) && close(fit(4), 40) && close(fit(8), 50), q.id, "line in the figure");
    // The key is the line drawn, and it is a reasonable fit: residuals sum to little.
    const residuals = points.map(([w, t]) => t - fit(w));
    assert(Math.abs(residuals.reduce((s, e) => s + e, 0)) < 5, q.id, "the drawn line does not fit the data");
    const xs = [0, 1, 2.5, 4, 7, 11];
    expectOption(q, (o) => xs.every((x) => close(rhsOf(o)({ x }), fit(x))), "the drawn line");
  },
  "pt4-math-m2h-11": (q) => {
    mustContain(q, "3 \\le 2 - 5x < 27", "greatest possible value of $10x - 4$");
    // x = i / 1000, in integers: 3000 <= 2000 - 5i < 27000.
    let best = -Infinity;
    for (let i = -20000; i <= 20000; i++) if (3000 <= 2000 - 5 * i && 2000 - 5 * i < 27000) best = Math.max(best, i);
    expectValue(q, (10 * best - 4000) / 1000);
  },
  "pt4-math-m2h-12": (q) => {
    mustContain(q, "points $(k, 3)$ and $(5, k)$", "slope of the line is $-4$");
    const ks = rootsScan((k) => (k - 3) / (5 - k) + 4, -100, 100);
    assert(ks.length === 1, q.id, `values of k ${ks}`);
    expectSpr(q, ks);
  },
  "pt4-math-m2h-13": (q) => {
    mustContain(q, "BD = AD = AC", "angle $BAC$ is $87^\\circ$", "angle $ACB$");
    mustContain(q, "Segments BD, AD, and AC each have one tick mark");
    const svg = figure("pt4-math-m2h-triangle-equal-segments");
    for (const L of ["A", "B", "C", "D"]) assert(svg.includes(`>${L}</text>`), q.id, `figure lacks label ${L}`);
    // BD = AD = AC = 1 with B at the origin and D = (1, 0). A is on the unit circle about D; C is the other point
    // of line BC at distance 1 from A. Turn A about D until angle BAC is 87 degrees.
    const build = (phi) => {
      const A = [1 + Math.cos(phi), Math.sin(phi)];
      const C = [A[0] + Math.sqrt(1 - A[1] ** 2), 0];
      return { A, B: [0, 0], C };
    };
    const gap = (phi) => {
      const { A, B, C } = build(phi);
      return angleAt(A, B, C) - 87;
    };
    const phis = rootsScan(gap, 0.01, Math.PI / 2 - 0.01, 1e-4);
    assert(phis.length === 1, q.id, `shapes ${phis}`);
    const { A, B, C } = build(phis[0]);
    expectValue(q, round6(angleAt(C, A, B)), { tol: 1e-6 });
  },
  "pt4-math-m2h-14": (q) => {
    mustContain(q, "F(t) = 5{,}000(0.64)^{\\frac{t}{4}}", "every 2 years");
    // Every option must be of the form 5,000(b)^(t/2), so the base is the 2-year factor; the key must also agree.
    for (const o of q.options)
      assert(/\)\^\{\\frac\{t\}\{2\}\}\$$/.test(o), q.id, `option '${o}' is not in 2-year form`);
    expectExpr(q, ({ t }) => 5000 * 0.64 ** (t / 4), { vars: ["t"] });
  },
  "pt4-math-m2h-15": (q) => {
    mustContain(q, "2,400 adult volunteers", "randomly assigned each volunteer", "0.8%", "2.5%");
    mustContain(q, "statistically significant");
    const design = { randomAssignment: true, randomSample: false, adultsOnly: true, vaccinatedIll: 0.8 };
    expectClaims(q, [
      { re: /^The vaccine will prevent the illness in every adult/, ok: design.vaccinatedIll === 0 },
      { re: /^No conclusion .* not selected at random/, ok: !design.randomAssignment },
      { re: /for children as well as adults/, ok: !design.adultsOnly },
      { re: /^For adults similar to the volunteers, receiving the vaccine reduced/, ok: design.randomAssignment },
    ]);
  },
  "pt4-math-m2h-16": (q) => {
    mustContain(q, "\\frac{9^x}{3^{x - 4}} = 27^2");
    const xs = rootsScan((x) => 9 ** x / 3 ** (x - 4) - 27 ** 2, -20, 20);
    assert(xs.length === 1, q.id, `solutions ${xs}`);
    expectValue(q, round6(xs[0]));
  },
  "pt4-math-m2h-17": (q) => {
    mustContain(q, "points $(0, 4)$ and $(6, 1)$", "slope of 3", "the point $(2, -5)$", "value of $a$");
    // Each line as a x + b y = c through two of its points (line q's second point is one step along slope 3).
    const through = ([x0, y0], [x1, y1]) => [y1 - y0, x0 - x1, (y1 - y0) * x0 + (x0 - x1) * y0];
    const s = solve2(...through([0, 4], [6, 1]), ...through([2, -5], [2 + 1, -5 + 3]));
    assert(s !== null, q.id, "the lines do not meet in one point");
    expectSpr(q, [s.x]);
  },
  "pt4-math-m2h-18": (q) => {
    mustContain(q, "\\frac{2}{x - 4} - \\frac{3}{x + 1}");
    expectExpr(q, ({ x }) => 2 / (x - 4) - 3 / (x + 1));
  },
  "pt4-math-m2h-19": (q) => {
    mustContain(q, "3 centimeters longer", "an area of $33\\pi$", "$k\\pi$ square centimeters");
    const rs = rootsScan((r) => Math.PI * (r + 3) ** 2 - Math.PI * r * r - 33 * Math.PI, 0, 100);
    assert(rs.length === 1, q.id, `radii ${rs}`);
    expectSpr(q, [round6((rs[0] + 3) ** 2)]);
  },
  "pt4-math-m2h-20": (q) => {
    mustContain(q, "300 meters apart", "80 meters above the road", "5 meters above the road");
    mustContain(q, "midway between the towers", "quadratic function", "30 meters from a tower");
    // The parabola through (0, 80), (150, 5), (300, 80), by Lagrange interpolation.
    const pts = [
      [0, 80],
      [150, 5],
      [300, 80],
    ];
    const h = (x) =>
      pts.reduce(
        (s, [xi, yi], i) => s + yi * pts.reduce((m, [xj], j) => (j === i ? m : (m * (x - xj)) / (xi - xj)), 1),
        0,
      );
    assert(close(h(30), h(270)) && Math.abs(minimum(h, 0, 300).x - 150) < 1e-3, q.id, "the cable is not symmetric");
    expectValue(q, round6(h(30)));
  },
  "pt4-math-m2h-21": (q) => {
    mustContain(q, "x^2 + y^2 + 128y = 945", "tracking station on Earth's surface is at the origin", "least distance");
    const g = (x, y) => x * x + y * y + 128 * y - 945;
    assert(g(0, 0) < 0, q.id, "the station is not inside the orbit");
    // Along each ray from the station, the orbit is where g changes sign; take the nearest such point.
    const along = (th) => bisect((rho) => g(rho * Math.cos(th), rho * Math.sin(th)), 0, 1000);
    expectValue(q, round6(minimum(along, 0, 2 * Math.PI).y), { tol: 1e-6 });
  },
  "pt4-math-m2h-22": (q) => {
    mustContain(q, "x + y = 9", "xy = 11", "value of $x^2 + y^2$");
    const xs = rootsScan((x) => x * (9 - x) - 11, -100, 100);
    assert(xs.length === 2, q.id, `solutions ${xs}`);
    const sums = xs.map((x) => round6(x * x + (9 - x) ** 2));
    assert(close(sums[0], sums[1]), q.id, `values ${sums}`);
    expectSpr(q, [sums[0]]);
  },
};

/**
 * Recomputes the keys of Practice Test 4, Math module 2 (harder).
 * @param {Map<string, object>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt4-math-m2h-"));
}
