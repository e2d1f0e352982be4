// Recomputes the Math keys of Practice Test 5, module 2 (easier). Read by `npm run content:check`.
//
// For every id a check below recomputes the answer from the problem data by its own route (brute force over
// whole numbers, root scanning, building a triangle from its angles or sides, integrating a cone's slices,
// counting the table's cells, reading the scatterplot's dots from its SVG, testing every option's formula or
// inequality at many points) and asserts that exactly one option is right and that it is the key, or that the
// accepted answers are right and complete. Each check also asserts that the prompt/passage holds the data it
// uses, and the figures whose labels carry data are read too, so a figure and its text cannot drift apart.
// The shared rules (answer grid, mutation pass) are in ./lib.
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
import { angleAt, close, deg, integrate, random, rootsScan, solve2, solveLinear } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { predicateOf, relationOf, soleMath, tableRows } from "./lib/tex.mjs";
import { packFigure } from "./lib/pack-files.mjs";

const round6 = (v) => Math.round(v * 1e6) / 1e6;
const figure = (id) => packFigure("practice-test-5", id);
/** "$x < -12$" -> (x) => boolean. */
function inequalityOf(option) {
  const tex = soleMath(option);
  const { ops } = relationOf(tex);
  if (ops.length !== 1 || ops[0] === "=") throw new Error(`'${option}' is not one inequality`);
  const holds = predicateOf(tex);
  return (x) => holds({ x });
}

const CHECKS = {
  "pt5-math-m2e-01": (q) => {
    mustContain(q, "\\frac{2x}{5} + 3 = 11");
    expectValue(
      q,
      solveLinear((x) => (2 * x) / 5 + 3 - 11),
    );
  },
  "pt5-math-m2e-02": (q) => {
    mustContain(q, "(x - 8)(x + 3)");
    expectExpr(q, ({ x }) => (x - 8) * (x + 3));
  },
  "pt5-math-m2e-03": (q) => {
    mustContain(q, "\\$3.25 for each wash load", "\\$1.75 for each dryer cycle", "3.25w + 1.75d = 38.50");
    mustContain(q, "interpretation of $1.75d$");
    // Every whole-number way to spend \$38.50 (in cents, to stay exact); a claim is true when the quantity it
    // names equals the value of the term 1.75d for every one of them.
    const ways = [];
    for (let w = 0; w <= 12; w++) for (let d = 0; d <= 22; d++) if (325 * w + 175 * d === 3850) ways.push({ w, d });
    assert(ways.length >= 2, q.id, `ways to spend \\$38.50: ${ways.length}`);
    const always = (f) => ways.every(({ w, d }) => close(f(w, d), 1.75 * d));
    expectClaims(q, [
      { has: "spent on dryer cycles", ok: always((w, d) => 1.75 * d) },
      { has: "number of dryer cycles", ok: always((w, d) => d) },
      { has: "price, in dollars, of one dryer cycle", ok: always(() => 1.75) },
      { has: "spent on wash loads and dryer cycles", ok: always((w, d) => 3.25 * w + 1.75 * d) },
    ]);
  },
  "pt5-math-m2e-04": (q) => {
    mustContain(q, "right circular cones", "radius of 4 centimeters", "height of 9 centimeters");
    // Stack the cone from its tip: at depth t the slice is a disk of radius 4t/9.
    const v = integrate((t) => Math.PI * ((4 * t) / 9) ** 2, 0, 9);
    expectValue(q, v, { tol: 1e-9 });
  },
  "pt5-math-m2e-05": (q) => {
    mustContain(q, "g(x) = 2x^2 - 5", "g(a) = 67", "a > 0");
    const as = rootsScan((a) => 2 * a * a - 5 - 67, -100, 100).filter((a) => a > 0);
    assert(as.length === 1, q.id, `positive a ${as}`);
    expectSpr(q, round6(as[0]));
  },
  "pt5-math-m2e-06": (q) => {
    mustContain(q, "f(x) = 4x - 9", "f(x + 3)");
    const f = (x) => 4 * x - 9;
    expectExpr(q, ({ x }) => f(x + 3));
  },
  "pt5-math-m2e-07": (q) => {
    mustContain(q, "measures 70 degrees", "measures x degrees", "measures 112 degrees", "is extended to point $D$");
    const svg = figure("pt5-math-m2e-exterior-angle");
    for (const label of [">70°<", ">112°<", ">x°<"]) assert(svg.includes(label), q.id, `figure lacks label ${label}`);
    // Build the figure: C at the origin, D along the positive x-axis, A on the ray at 112 degrees from CD,
    // and B slid along the negative x-axis until the angle at A is 70 degrees.
    const C = [0, 0];
    const D = [1, 0];
    const A = [Math.cos(deg(112)), Math.sin(deg(112))];
    const ts = rootsScan((t) => angleAt(A, [-t, 0], C) - 70, 0.01, 20);
    assert(ts.length === 1, q.id, `positions of B ${ts}`);
    const B = [-ts[0], 0];
    assert(close(angleAt(C, A, D), 112), q.id, "angle ACD");
    expectValue(q, angleAt(B, A, C), { tol: 1e-7 });
  },
  "pt5-math-m2e-08": (q) => {
    mustContain(q, "has 52 docks", "14 of the docks hold bikes", "groups of 5", "no more than the number of docks");
    let best = -1;
    for (let n = 0; n <= 100; n++) if (14 + 5 * n <= 52) best = n;
    expectValue(q, best);
  },
  "pt5-math-m2e-09": (q) => {
    mustContain(q, "x^2 + 3x - 40 = 0", "all the solutions");
    expectSet(
      q,
      rootsScan((x) => x * x + 3 * x - 40, -100, 100),
    );
  },
  "pt5-math-m2e-10": (q) => {
    mustContain(q, "passes through the points $(-3, 8)$ and $(5, -4)$", "slope of the line");
    // The line y = mx + b through both points, found as a system in m and b.
    const line = solve2(-3, 1, 8, 5, 1, -4);
    assert(line !== null, q.id, "no line through the points");
    expectSpr(q, round6(line.x));
  },
  "pt5-math-m2e-11": (q) => {
    mustContain(q, "g(0) = -5", "g(3) = 7", "crosses the $x$-axis at the point $(r, 0)$");
    // The line through (0, -5) and (3, 7), and where it meets y = 0.
    const g = (x) => -5 + ((7 - -5) / (3 - 0)) * x;
    const rs = rootsScan(g, -100, 100);
    assert(rs.length === 1, q.id, `x-intercepts ${rs}`);
    expectSpr(q, round6(rs[0]));
  },
  "pt5-math-m2e-12": (q) => {
    mustContain(q, "\\frac{x}{3} - 2 > \\frac{x}{2}");
    // An option is right when it holds at exactly the grid points where the given inequality holds.
    const xs = Array.from({ length: 241 }, (_, i) => -30 + i / 4);
    const holds = (x) => x / 3 - 2 > x / 2;
    assert(xs.some(holds) && !xs.every(holds), q.id, "the inequality holds everywhere or nowhere on the grid");
    expectOption(
      q,
      (o) => {
        const r = inequalityOf(o);
        return xs.every((x) => r(x) === holds(x));
      },
      "the solution set",
    );
  },
  "pt5-math-m2e-13": (q) => {
    mustContain(q, "one of the electric buses", "articulated bus", "64 buses");
    const rows = tableRows(q.passage);
    assert(rows[0].join("|") === "Fuel type|Standard|Articulated|Total", q.id, `header ${rows[0]}`);
    const row = (name) =>
      rows
        .find((r) => r[0] === name)
        ?.slice(1)
        .map(Number);
    const [dStd, dArt, dTot] = row("Diesel");
    const [eStd, eArt, eTot] = row("Electric");
    const [tStd, tArt, tAll] = row("Total");
    assert(dStd + dArt === dTot && eStd + eArt === eTot, q.id, "row totals");
    assert(dStd + eStd === tStd && dArt + eArt === tArt && dTot + eTot === tAll && tAll === 64, q.id, "totals");
    // Among the electric buses only, the share that are articulated.
    const electric = [...Array(eStd).fill("standard"), ...Array(eArt).fill("articulated")];
    expectValue(q, electric.filter((b) => b === "articulated").length / electric.length);
  },
  "pt5-math-m2e-14": (q) => {
    mustContain(q, "\\frac{5}{2x} + \\frac{1}{3x}", "x \\ne 0");
    expectExpr(q, ({ x }) => 5 / (2 * x) + 1 / (3 * x), {
      pick: () => (random() < 0.5 ? -1 : 1) * (0.1 + Math.round(random() * 1000) / 100),
    });
  },
  "pt5-math-m2e-15": (q) => {
    mustContain(q, "11 paper airplanes", "greater than the flight distance predicted by the line of best fit");
    mustContain(q, "A line of best fit is drawn from (8, 4) to (32, 16)");
    // The points the description lists, and the dots and line the SVG draws, must agree.
    const list = /There are 11 points: (.*?)\. A line/.exec(q.passage)?.[1] ?? "";
    const listed = [...list.matchAll(/\((\d+), (\d+(?:\.\d+)?)\)/g)].map((m) => [+m[1], +m[2]]);
    const svg = figure("pt5-math-m2e-airplane-flights");
    const X = (px) => 8 + ((px - 64) * 24) / 392;
    const Y = (py) => ((344 - py) * 18) / 300;
    const dots = [...svg.matchAll(/class="dot" cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [X(+m[1]), Y(+m[2])]);
    const fit = /class="fit" x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/.exec(svg);
    assert(dots.length === 11 && listed.length === 11, q.id, `dots ${dots.length}, listed ${listed.length}`);
    assert(
      listed.every(([x, y]) => dots.some(([u, v]) => close(u, x, 1e-3) && close(v, y, 1e-3))),
      q.id,
      "the figure and its description disagree on the points",
    );
    const [x1, y1, x2, y2] = fit.slice(1).map(Number);
    assert(
      close(X(x1), 8, 1e-3) && close(Y(y1), 4, 1e-3) && close(X(x2), 32, 1e-3) && close(Y(y2), 16, 1e-3),
      q.id,
      "the figure and its description disagree on the line",
    );
    // Above the line means a smaller SVG y than the line's at the same x (SVG y grows downward).
    const lineAt = (px) => y1 + ((y2 - y1) * (px - x1)) / (x2 - x1);
    const above = [...svg.matchAll(/class="dot" cx="([\d.]+)" cy="([\d.]+)"/g)].filter(
      (m) => lineAt(+m[1]) - +m[2] > 1,
    ).length;
    expectValue(q, above);
  },
  "pt5-math-m2e-16": (q) => {
    mustContain(q, "D(w) = 24{,}000(0.75)^w", "less than 10,000", "least whole number $w$");
    let w = 0;
    while (24000 * 0.75 ** w >= 10000) w++;
    expectSpr(q, w);
  },
  "pt5-math-m2e-17": (q) => {
    mustContain(q, "y = 3x - 7", "5x - 2y = 12", "value of $y$");
    // y = 3x - 7 written as -3x + y = -7, solved with the second equation.
    const s = solve2(-3, 1, -7, 5, -2, 12);
    assert(s !== null, q.id, "the system has no unique solution");
    expectSpr(q, round6(s.y));
  },
  "pt5-math-m2e-18": (q) => {
    mustContain(q, "1,040 meters long", "400 meters higher", "\\tan \\theta");
    // Slide the base station out horizontally until the straight cable from it is 1,040 meters long.
    const hs = rootsScan((h) => Math.hypot(h, 400) - 1040, 0, 2000);
    assert(hs.length === 1, q.id, `horizontal distances ${hs}`);
    const base = [0, 0];
    const top = [hs[0], 400];
    const theta = angleAt(base, top, [1, 0]);
    expectValue(q, Math.tan(deg(theta)), { tol: 1e-7 });
  },
  "pt5-math-m2e-19": (q) => {
    mustContain(q, "\\frac{x + 3}{2} = \\frac{8}{x - 3}", "x > 0");
    const xs = rootsScan((x) => (x + 3) / 2 - 8 / (x - 3), 0.0005, 100);
    assert(xs.length === 1, q.id, `positive solutions ${xs}`);
    expectSpr(q, round6(xs[0]));
  },
  "pt5-math-m2e-20": (q) => {
    mustContain(
      q,
      "20% greater than the number in 2022",
      "10% less than the number in 2023",
      "86,400 visitors in 2024",
    );
    // Run each candidate 2022 number forward through the two changes; keep the one that lands on 86,400.
    const v2024 = (v) => v * (1 + 20 / 100) * (1 - 10 / 100);
    const vs = rootsScan((v) => v2024(v) - 86400, 0, 200000, 0.5);
    assert(vs.length === 1, q.id, `2022 numbers ${vs}`);
    expectValue(q, vs[0], { tol: 1e-7 });
  },
  "pt5-math-m2e-21": (q) => {
    mustContain(q, "vertex at $(3, -8)$", "passes through the point $(5, 4)$", "f(0)");
    const a = solveLinear((a) => a * (5 - 3) ** 2 - 8 - 4);
    const f = (x) => a * (x - 3) ** 2 - 8;
    assert(close(f(3), -8) && f(2.9) > -8 && f(3.1) > -8, q.id, "vertex");
    expectValue(q, f(0));
  },
  "pt5-math-m2e-22": (q) => {
    mustContain(q, "y = 2x^2 - 5", "y = x^2 + 11", "distance between these two points");
    const xs = rootsScan((x) => 2 * x * x - 5 - (x * x + 11), -100, 100);
    assert(xs.length === 2, q.id, `intersections at x = ${xs}`);
    const [P, Q] = xs.map((x) => [x, x * x + 11]);
    expectValue(q, Math.hypot(P[0] - Q[0], P[1] - Q[1]), { tol: 1e-7 });
  },
};

/**
 * Recomputes the Math keys of Practice Test 5, module 2 (easier).
 * @param {Map<string, {id,section,domain,skill,difficulty,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt5-math-m2e-"));
}
