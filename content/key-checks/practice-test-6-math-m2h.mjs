// Recomputes the keys of Practice Test 6, Math module 2 (harder). Read by `npm run content:check`.
//
// Each check asserts that the question text holds the data it uses (so the two cannot drift apart), then
// recomputes the answer by its own route (scanning integers, stepping through a table, bisection, building the
// figures from coordinates, parametrising the circle, evaluating every option's formula at many points) and
// asserts that exactly one option is right and that it is the key, or that the accepted answers are right and
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
import { bisect, close, countSolutions2, rootsScan, solve2, solveLinear } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { parseMath, tableRows, valueOf } from "./lib/tex.mjs";
import { packFigure } from "./lib/pack-files.mjs";

const round6 = (v) => Math.round(v * 1e6) / 1e6;
const figure = (id) => packFigure("practice-test-6", id);
/** A table cell ("54", "$-4$") -> number */
const cell = (text) => parseMath(text.replace(/\$/g, ""))({});
/** "\$15,000" -> 15000 */
const dollars = (text) => {
  const m = /^\\\$([\d,]+)$/.exec(text.trim());
  if (!m) throw new Error(`'${text}' is not an amount of money`);
  return Number(m[1].replace(/,/g, ""));
};
/** Area of a polygon given as [[x, y], ...] (shoelace). */
const area = (pts) =>
  Math.abs(pts.reduce((s, [x, y], i) => s + x * pts[(i + 1) % pts.length][1] - pts[(i + 1) % pts.length][0] * y, 0)) /
  2;
const along = (P, Q, t) => [P[0] + t * (Q[0] - P[0]), P[1] + t * (Q[1] - P[1])];

const CHECKS = {
  "pt6-math-m2h-01": (q) => {
    mustContain(q, "7x - 2(3x + 4) = 3(x - 6)", "value of $x$");
    expectValue(
      q,
      solveLinear((x) => 7 * x - 2 * (3 * x + 4) - 3 * (x - 6)),
    );
  },
  "pt6-math-m2h-02": (q) => {
    mustContain(q, "240 coral colonies", "one of the bleached colonies is selected at random", "branching colony");
    const rows = tableRows(q.passage);
    const col = rows[0].indexOf("Bleached");
    const forms = rows.slice(1, -1);
    assert(col > 0 && forms.length === 3, q.id, "table shape");
    // Count the bleached colonies form by form; the printed totals must agree with the counts.
    let bleached = 0;
    for (const r of forms) {
      bleached += cell(r[col]);
      assert(cell(r[1]) + cell(r[2]) === cell(r[3]), q.id, `row ${r[0]} total`);
    }
    const total = rows.at(-1);
    assert(cell(total[col]) === bleached && cell(total[3]) === 240, q.id, "column totals");
    const branching = cell(forms.find((r) => r[0] === "Branching")[col]);
    expectValue(q, branching / bleached);
  },
  "pt6-math-m2h-03": (q) => {
    mustContain(q, "T(d) = 5.5(d - 10) + 52", "10 \\le d \\le 42.2", "interpretation of 52");
    const T = (d) => 5.5 * (d - 10) + 52;
    expectClaims(q, [
      { re: /each 10 kilometers of the race$/, ok: close(T(30) - T(20), 52) },
      { re: /from the 10-kilometer mark to the finish$/, ok: close(T(42.2) - T(10), 52) },
      { re: /plans to reach the 10-kilometer mark$/, ok: close(T(10), 52) },
      { re: /cross the starting line of the course$/, ok: close(T(0), 52) },
    ]);
  },
  "pt6-math-m2h-04": (q) => {
    mustContain(q, "(2x + 5)(x + 4) - (2x + 5)(x - 3)");
    expectExpr(q, ({ x }) => (2 * x + 5) * (x + 4) - (2 * x + 5) * (x - 3));
  },
  "pt6-math-m2h-05": (q) => {
    mustContain(q, "holds 24,000 kilograms", "Twenty seconds after", "80% full", "65 seconds after", "35% full");
    // Kilograms at each reading (integer arithmetic), then the constant rate that joins them.
    const [k20, k65] = [(80 * 24000) / 100, (35 * 24000) / 100];
    const rate = solveLinear((r) => k20 - r * (65 - 20) - k65);
    expectSpr(q, [rate]);
  },
  "pt6-math-m2h-06": (q) => {
    mustContain(q, "$(-2, 7)$, $(4, -2)$, and $(k, 1)$", "same line");
    // Collinear: the cross product of P1->P2 and P1->P3 is zero.
    const [P1, P2] = [
      [-2, 7],
      [4, -2],
    ];
    const k = solveLinear((k) => (P2[0] - P1[0]) * (1 - P1[1]) - (k - P1[0]) * (P2[1] - P1[1]));
    expectValue(q, k);
  },
  "pt6-math-m2h-07": (q) => {
    mustContain(q, "dose of 400 mg", "how many mg/L greater", "gridlines every 2 mg/L");
    mustContain(q, "crosses the vertical axis at 2 mg/L and passes through the points (200, 12) and (400, 22)");
    // Read the figure: dose = (cx - 70) / 0.6, concentration = (330 - cy) / 10.
    const svg = figure("pt6-math-m2h-drug-dose-scatter");
    const toData = ([px, py]) => [round6((px - 70) / 0.6), round6((330 - py) / 10)];
    const points = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => toData([+m[1], +m[2]]));
    assert(points.length === 10, q.id, `${points.length} points in the figure`);
    for (const [d, c] of points)
      assert(q.passage.includes(`dose ${d}, ${c} mg/L`), q.id, `description lacks the point dose ${d}, ${c} mg/L`);
    const line = /<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)" stroke="#1f2937" stroke-width="2"/.exec(
      svg,
    );
    const [p, r] = [toData([+line[1], +line[2]]), toData([+line[3], +line[4]])];
    const fit = (x) => p[1] + ((r[1] - p[1]) / (r[0] - p[0])) * (x - p[0]);
    assert(close(fit(0), 2) && close(fit(200), 12) && close(fit(400), 22), q.id, "line in the figure");
    const at400 = points.filter(([d]) => d === 400);
    assert(at400.length === 1, q.id, "exactly one patient received 400 mg");
    expectValue(q, round6(at400[0][1] - fit(400)));
  },
  "pt6-math-m2h-08": (q) => {
    mustContain(q, "linear functions $f$ and $g$", "intersect at the point $(a, b)$", "value of $b$");
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(cell));
    assert(rows.length === 3 && rows.every((r) => r.length === 3 && r.every(Number.isFinite)), q.id, "table");
    // Each function's slope from consecutive rows (they must agree), then march x in steps of 1/100 until g - f
    // changes sign.
    const slope = (i) => rows.slice(1).map((r, j) => (r[i] - rows[j][i]) / (r[0] - rows[j][0]));
    const [sf, sg] = [slope(1), slope(2)];
    assert(close(sf[0], sf[1]) && close(sg[0], sg[1]), q.id, "the table is not linear");
    const f = (x) => rows[0][1] + sf[0] * (x - rows[0][0]);
    const g = (x) => rows[0][2] + sg[0] * (x - rows[0][0]);
    let i = -10000;
    while (i < 10000 && Math.sign(g(i / 100) - f(i / 100)) === Math.sign(g(-100) - f(-100))) i++;
    assert(close(f(i / 100), g(i / 100)), q.id, "the lines do not meet on the grid");
    expectSpr(q, [round6(f(i / 100))]);
  },
  "pt6-math-m2h-09": (q) => {
    mustContain(q, "yearly fee of \\$45 plus 0.6%", "no more than 0.9%", "least amount");
    // Whole dollars, in thousandths of a dollar: 45,000 + 6x <= 9x.
    let x = 0;
    while (45000 + 6 * x > 9 * x) x++;
    expectValue(q, x, { read: dollars });
  },
  "pt6-math-m2h-10": (q) => {
    mustContain(q, "0.9 meter greater than the diameter", "2.25 times the area", "diameter, in meters");
    const areaOf = (d) => Math.PI * (d / 2) ** 2;
    const ds = rootsScan((d) => areaOf(d + 0.9) - 2.25 * areaOf(d), 0.01, 100);
    assert(ds.length === 1, q.id, `diameters of Q ${ds}`);
    expectValue(q, round6(ds[0] + 0.9));
  },
  "pt6-math-m2h-11": (q) => {
    mustContain(q, "f(x) = 640(1.05)^x", "f(x + 2)", "p\\%", "greater than the value of $f(x)$");
    const f = (x) => 640 * 1.05 ** x;
    const ps = [-3, 0, 1.5, 7].map((x) => ((f(x + 2) - f(x)) / f(x)) * 100);
    assert(
      ps.every((p) => close(p, ps[0])),
      q.id,
      `percents ${ps}`,
    );
    expectValue(q, round6(ps[0]));
  },
  "pt6-math-m2h-12": (q) => {
    mustContain(q, "3x - 2y = 12", "y = mx + 10", "on the $x$-axis");
    expectOption(
      q,
      (o) => {
        const s = solve2(3, -2, 12, -valueOf(o), 1, 10);
        return s !== null && Math.abs(s.y) < 1e-9;
      },
      "a slope for which the lines meet on the x-axis",
    );
  },
  "pt6-math-m2h-13": (q) => {
    mustContain(q, "\\frac{x + k}{x - 2} = \\frac{3}{x - 2} + 2", "no solution");
    const gap = (k) => (x) => (x + k) / (x - 2) - 3 / (x - 2) - 2;
    expectOption(q, (o) => rootsScan(gap(valueOf(o)), -60, 60).length === 0, "a k with no solution");
  },
  "pt6-math-m2h-14": (q) => {
    mustContain(q, "selected 40 plots at random from the 1,200", "flipped a coin", "significantly more");
    const design = { randomSample: true, population: "this marsh", randomAssignment: true, significant: true };
    expectClaims(q, [
      { re: /throughout the region/, ok: design.population === "region" },
      { re: /cannot show that cutting caused/, ok: !design.randomAssignment },
      { re: /apply only to the 40 plots/, ok: !design.randomSample },
      {
        re: /^For reed-infested plots in this marsh, cutting/,
        ok: design.randomAssignment && design.randomSample && design.significant,
      },
    ]);
  },
  "pt6-math-m2h-15": (q) => {
    mustContain(q, "kx + 5y = 20", "$(m, n)$ and $(n, m)$", "m \\ne n", "value of $m + n$");
    // (m, n) and (n, m) both on the line: k m + 5 n = 20 and 5 m + k n = 20. For m != n this system in (m, n)
    // must have more than one solution; scan k in steps of 1/4.
    const ks = [];
    for (let i = -200; i <= 200; i++) if (countSolutions2(i / 4, 5, 20, 5, i / 4, 20) === Infinity) ks.push(i / 4);
    assert(ks.length === 1, q.id, `values of k ${ks}`);
    const sums = [-3, 0, 2.5, 9].map((m) => {
      const n = (20 - ks[0] * m) / 5;
      assert(close(ks[0] * n + 5 * m, 20), q.id, "(n, m) is not on the line");
      return m + n;
    });
    assert(
      sums.every((s) => close(s, sums[0])),
      q.id,
      `sums ${sums}`,
    );
    expectSpr(q, [round6(sums[0])]);
  },
  "pt6-math-m2h-16": (q) => {
    mustContain(q, "$AD = 4$", "$DB = 2$", "region $DBCE$ is 40", "area of triangle $ADE$");
    mustContain(q, "segment DE is parallel to side BC", "Segment AD is labeled 4 and segment DB is labeled 2");
    const svg = figure("pt6-math-m2h-parallel-segment-triangle");
    for (const L of ["A", "B", "C", "D", "E"]) assert(svg.includes(`>${L}</text>`), q.id, `figure lacks label ${L}`);
    // Several triangle shapes: D and E cut AB and AC at 4/6 of the way from A (DE parallel to BC).
    const answers = [
      [3, 7],
      [-2, 5],
      [6, 2],
    ].map(([ax, ay]) => {
      const [A, B, C] = [
        [ax, ay],
        [0, 0],
        [5, 0],
      ];
      const [D, E] = [along(A, B, 4 / 6), along(A, C, 4 / 6)];
      return (area([A, D, E]) / area([D, B, C, E])) * 40;
    });
    assert(
      answers.every((a) => close(a, answers[0])),
      q.id,
      `areas ${answers}`,
    );
    expectValue(q, round6(answers[0]));
  },
  "pt6-math-m2h-17": (q) => {
    mustContain(q, "x^2 = 10y + 25", "x^2 + y^2 = 100", "$y$-coordinate of each point");
    // Walk around the circle and find where the parabola's equation holds.
    const gap = (t) => (10 * Math.cos(t)) ** 2 - 10 * 10 * Math.sin(t) - 25;
    const ys = rootsScan(gap, 0, 2 * Math.PI - 1e-9).map((t) => round6(10 * Math.sin(t)));
    assert(ys.length === 2 && ys[0] === ys[1], q.id, `crossings at y = ${ys}`);
    expectSpr(q, [ys[0]]);
  },
  "pt6-math-m2h-18": (q) => {
    mustContain(q, "f(x) = 3(2)^x", "f(x + c) = 24(2)^x", "For all values of $x$");
    const f = (x) => 3 * 2 ** x;
    const xs = [-4, -1.5, 0, 2, 6.25];
    expectOption(q, (o) => xs.every((x) => close(f(x + valueOf(o)), 24 * 2 ** x)), "a shift that works for all x");
  },
  "pt6-math-m2h-19": (q) => {
    mustContain(q, "AB = 10", "\\tan(\\angle CAD) = \\frac{3}{4}", "\\tan(\\angle CBD) = \\frac{3}{2}", "length of");
    const svg = figure("pt6-math-m2h-two-angles-elevation");
    for (const L of ["A", "B", "C", "D", "10"]) assert(svg.includes(`>${L}</text>`), q.id, `figure lacks label ${L}`);
    // D at the origin, B at (-x, 0), A at (-x - 10, 0), C at (0, 1.5x); slide B until angle CAD has tangent 3/4.
    const x = bisect((x) => (1.5 * x) / (x + 10) - 0.75, 0.001, 1000);
    expectValue(q, round6(1.5 * x));
  },
  "pt6-math-m2h-20": (q) => {
    mustContain(q, "$2x - 5$ is a factor of $6x^2 + kx - 10$");
    // A factor 2x - 5 means the quadratic is 0 at x = 5/2; then the quotient must be linear.
    const k = solveLinear((k) => 6 * 2.5 ** 2 + k * 2.5 - 10);
    const quot = (x) => (6 * x * x + k * x - 10) / (2 * x - 5);
    assert(
      close(quot(1) - quot(0), quot(7) - quot(6)) && close(quot(-4) - quot(-5), quot(1) - quot(0)),
      q.id,
      "quotient",
    );
    expectSpr(q, [round6(k)]);
  },
  "pt6-math-m2h-21": (q) => {
    mustContain(q, "y = x^2 + 2x - 3", "y = -x^2 + 8x + 5", "slope of the line");
    const f = (x) => x * x + 2 * x - 3;
    const xs = rootsScan((x) => f(x) - (-x * x + 8 * x + 5), -100, 100);
    assert(xs.length === 2, q.id, `intersections at x = ${xs}`);
    expectValue(q, round6((f(xs[1]) - f(xs[0])) / (xs[1] - xs[0])));
  },
  "pt6-math-m2h-22": (q) => {
    mustContain(q, "f(x) = a\\left(\\frac{1}{3}\\right)^x + b", "(0, 11)", "closer and closer to 2", "f(2)");
    // f(0) = 11, and far along the x-axis (x = 60) f is 2 to within (1/3)^60.
    const s = solve2(1, 1, 11, (1 / 3) ** 60, 1, 2);
    expectSpr(q, [round6(s.x * (1 / 3) ** 2 + s.y)]);
  },
};

/**
 * Recomputes the keys of Practice Test 6, Math module 2 (harder).
 * @param {Map<string, object>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt6-math-m2h-"));
}
