// Recomputes the keys of qb-linear-equations-two-variables-10 … 30 and qb-systems-of-linear-equations-10 … 30
// (question bank, Algebra). Read by `npm run content:check`; `node <this file>` checks the Markdown files alone.
// Each check asserts that the question text holds the data it uses, then recomputes the answer by its own route:
// brute force over whole numbers (money in cents), week-by-week simulation, solving for one variable at a time,
// testing each option's equation at points, and reading the figures' dots back from the SVG files.
import {
  ensure,
  expectClaims,
  expectExpr,
  expectOption,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { close, countSolutions2, solve2, solveLinear } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { equationOf, mathIn, parseMath, pointOf, valueOf } from "./lib/tex.mjs";

const SKILLS = ["linear-equations-two-variables", "systems-of-linear-equations"];

// ---------- helpers ----------

/** A linear equation in x and y (TeX; other letters from `env`) as [a, b, c] with a x + b y = c. */
function line(tex, env = {}) {
  const f = equationOf(tex);
  const at = (x, y) => f({ ...env, x, y });
  const c = -at(0, 0);
  const a = at(1, 0) + c;
  const b = at(0, 1) + c;
  ensure(close(at(3, -7), 3 * a - 7 * b - c), `'${tex}' is not linear`);
  return [a, b, c];
}
const on = ([a, b, c], [x, y]) => close(a * x + b * y, c);
const count2 = (p, q) => countSolutions2(...p, ...q);
/** Two points fix a line: both on p, p not degenerate. */
const through = (p, P, Q) => (p[0] !== 0 || p[1] !== 0) && on(p, P) && on(p, Q);
const lineThrough = ([x1, y1], [x2, y2]) => [y2 - y1, x1 - x2, (y2 - y1) * x1 + (x1 - x2) * y1];
const sameLine = (p, q) => count2(p, q) === Infinity;
/** The equations ("… = …") among the math of the prompt. */
const equations = (q) => mathIn(q.prompt).filter((m) => m.includes("=") && !m.includes(","));
/** Solution of the prompt's two equations. */
function systemOf(q) {
  const [p, r] = equations(q).map((e) => line(e));
  const s = solve2(...p, ...r);
  ensure(s, "the system has no unique solution");
  return s;
}
/** y on the line p at x, by solving in y alone. */
const yAt = (p, x) => solveLinear((y) => p[0] * x + p[1] * y - p[2]);
/** Whole numbers lo..hi. */
const range = (lo, hi) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
/** The one element of a list, or a failure. */
function only(list, what) {
  ensure(list.length === 1, `${what}: expected one value, found [${list}]`);
  return list[0];
}
const dollars = (o) => Number(o.replace(/\\\$/g, "").trim());
const slope = (p) => yAt(p, 1) - yAt(p, 0);
/** Numbers lo, lo + step, … hi. */
const grid = (lo, hi, step) => range(0, Math.round((hi - lo) / step)).map((i) => lo + i * step);
/** The option is the point (x0, y0); "\left(" and "\right)" allowed. */
const isPoint = (o, x0, y0) => {
  const [x, y] = pointOf(o.replace(/\\left|\\right/g, ""));
  return close(x, x0) && close(y, y0);
};

/** The figure in a passage: its description and the ordered pairs it names ("negative" spelled out). */
function figure(q) {
  const m = q.passage.match(/!\[([^\]]*)\]\(([^)]+)\)/);
  ensure(m, "no figure in the passage");
  const pts = [...m[1].matchAll(/\((negative )?(\d+), (negative )?(\d+)\)/g)].map((p) => [
    (p[1] ? -1 : 1) * Number(p[2]),
    (p[3] ? -1 : 1) * Number(p[4]),
  ]);
  return { alt: m[1], id: m[2], pts };
}
/** A dot must sit at each point; grid figures are 40 px per unit with a 30 px margin unless `at` says otherwise. */
function dotsAt(id, pts, { xmin, ymax }, at = (x, y) => [30 + 40 * (x - xmin), 30 + 40 * (ymax - y)]) {
  const svg = figureSvg(id);
  for (const [x, y] of pts) {
    const [cx, cy] = at(x, y);
    ensure(svg.includes(`cx="${cx}" cy="${cy}"`), `figure ${id} has no dot at (${x}, ${y})`);
  }
}

const L = "qb-linear-equations-two-variables-";
const S = "qb-systems-of-linear-equations-";

const CHECKS = {
  // ---- Linear equations in two variables ----
  [`${L}10`]: (q) => {
    mustContain(q, "\\$7 for each foot passenger", "\\$18 for each car", "\\$428", "$p$ foot passengers and $c$ cars");
    // the combinations that really cost $428, by brute force; the key holds for exactly those
    const plans = range(0, 70).flatMap((p) => range(0, 30).map((c) => [p, c]));
    const fits = (f) => plans.every(([p, c]) => close(f({ p, c }), 0) === (7 * p + 18 * c === 428));
    expectOption(q, (o) => fits(equationOf(mathIn(o)[0])), "the fare equation");
  },
  [`${L}11`]: (q) => {
    mustContain(q, "3x - 4y = 29", "$(k, -2)$");
    const f = equationOf(equations(q)[0]);
    const k = solveLinear((v) => f({ x: v, y: -2 }));
    expectSpr(q, k);
  },
  [`${L}12`]: (q) => {
    mustContain(q, "5x + 2y = 18", "$y$ in terms of $x$");
    const p = line(equations(q)[0]);
    expectExpr(q, ({ x }) => yAt(p, x));
  },
  [`${L}13`]: (q) => {
    mustContain(q, "9x - 4y = 54", "$x$-axis");
    const p = line(equations(q)[0]);
    const x0 = solveLinear((x) => p[0] * x - p[2]);
    expectOption(q, (o) => isPoint(o, x0, 0), "the x-intercept");
  },
  [`${L}14`]: (q) => {
    const { id, pts } = figure(q);
    mustContain(q, "(negative 2, 6)", "(4, negative 3)");
    dotsAt(id, pts, { xmin: -3, ymax: 7 });
    expectOption(q, (o) => through(line(mathIn(o)[0]), ...pts), "the line through the labeled points");
  },
  [`${L}15`]: (q) => {
    mustContain(q, "540 seedlings in $t$ trays and $f$ flats", "12t + 30f = 540", "interpretation of 30");
    const f = equationOf(equations(q)[0]);
    const perFlat = f({ t: 0, f: 1 }) - f({ t: 0, f: 0 }); // seedlings one more flat adds
    const flatsAlone = solveLinear((n) => f({ t: 0, f: n }));
    expectClaims(q, [
      { has: "number of flats in the order", ok: false }, // the variable f, which the equation leaves free
      { has: "total number of seedlings packed in flats", ok: false }, // 30f, not 30
      { has: "number of seedlings that each flat holds", ok: perFlat === 30 },
      { has: "flats needed if the order used no trays", ok: flatsAlone === 30 },
    ]);
  },
  [`${L}16`]: (q) => {
    mustContain(q, "1.25c + 8p = 57", "4 posters", "\\$1.25 each", "\\$8 each");
    const cs = range(0, 100).filter((c) => 125 * c + 800 * 4 === 5700); // cents
    expectSpr(q, only(cs, "postcards"));
  },
  [`${L}17`]: (q) => {
    mustContain(q, "4x - 7y = 13");
    const p = line(equations(q)[0]);
    expectOption(q, (o) => on(p, pointOf(o.replace(/\\left|\\right/g, ""))), "a point on the graph");
  },
  [`${L}18`]: (q) => {
    mustContain(q, "4x - 10y = 7", "perpendicular");
    const p = line(equations(q)[0]);
    const m = solveLinear((v) => slope(p) * v + 1);
    expectValue(q, m);
  },
  [`${L}19`]: (q) => {
    const { id, pts } = figure(q);
    mustContain(q, "exactly 400 kilograms", "(0, 8)", "(20, 0)", "each large bag hold");
    dotsAt(id, pts, {}, (x, y) => [70 + 15 * x, 30 + 30 * (10 - y)]);
    // kilograms per small bag s and per large bag g with s x + g y = 400 at both plotted points
    const [[x1, y1], [x2, y2]] = pts;
    const sol = solve2(x1, y1, 400, x2, y2, 400);
    ensure(sol && close(sol.x * 10 + sol.y * 4, 400), "the graph is not a 400 kg line");
    expectSpr(q, sol.y);
  },
  [`${L}20`]: (q) => {
    mustContain(q, "y = \\frac{2}{5}x - 3");
    const given = parseMath(equations(q)[0].split("=")[1]);
    const pts = [-5, 0, 5, 10].map((x) => [x, given({ x })]);
    expectOption(q, (o) => pts.every((P) => through(line(mathIn(o)[0]), P, pts[0])), "the same graph");
  },
  [`${L}21`]: (q) => {
    mustContain(q, "3x + by = 18", "slope of $\\frac{3}{4}$");
    const eq = equations(q)[0];
    const bs = grid(-20, 20, 0.25).filter((b) => b !== 0 && close(slope(line(eq, { b })), 3 / 4));
    expectSpr(q, only(bs, "b"));
  },
  [`${L}22`]: (q) => {
    mustContain(q, "\\$360", "\\$24 each", "\\$9 each", "24x + 9y = 360", "3 more trees");
    const plans = range(0, 15).flatMap((x) => range(0, 40).map((y) => [x, y]));
    const ok = ([x, y]) => 24 * x + 9 * y === 360;
    const drops = new Set();
    for (const [x, y] of plans.filter(ok))
      for (const [, y2] of plans.filter((P) => ok(P) && P[0] === x + 3)) drops.add(y - y2);
    expectValue(q, only([...drops], "fewer shrubs"));
  },
  [`${L}23`]: (q) => {
    mustContain(q, "$(a, 0)$", "$(0, b)$", "nonzero constants");
    const cases = range(1, 4).map((i) => [1.5 * i - 4, 7 - 2 * i]); // (a, b) = (-2.5, 5), (-1, 3), (0.5, 1), (2, -1)
    const fits = (tex) => cases.every(([a, b]) => through(line(tex, { a, b }), [a, 0], [0, b]));
    expectOption(q, (o) => fits(mathIn(o)[0]), "the line through both intercepts");
  },
  [`${L}24`]: (q) => {
    mustContain(q, "2x - 3y = 7", "6y - 4x + 5");
    const p = line(mathIn(q.prompt)[0]);
    const expr = parseMath(mathIn(q.prompt)[1]);
    const values = [-3, 0, 2, 5].map((x) => expr({ x, y: yAt(p, x) }));
    const constant = values.every((v) => close(v, values[0]));
    ensure(constant, "the expression is not constant on the line");
    expectValue(q, values[0]);
  },
  [`${L}25`]: (q) => {
    mustContain(q, "120 kilograms", "uses 5 kilograms", "uses 8 kilograms", "at least one batch of each kind");
    const totals = [];
    for (const x of range(1, 24)) for (const y of range(1, 15)) if (5 * x + 8 * y === 120) totals.push(x + y);
    expectValue(q, Math.max(...totals));
  },
  [`${L}26`]: (q) => {
    mustContain(q, "$(-3, 8)$", "parallel to the graph of $5x + 2y = 4$", "crosses the $x$-axis");
    const p = line(mathIn(q.prompt).find((m) => m.includes("=")));
    const t = solveLinear((s) => 8 + s * slope(p)); // walk from (-3, 8) along the given direction to y = 0
    expectSpr(q, -3 + t);
  },
  [`${L}27`]: (q) => {
    const { id, pts } = figure(q);
    mustContain(q, "(negative 4, 0)", "(0, 3)", "ax + by = 36");
    dotsAt(id, pts, { xmin: -6, ymax: 6 });
    const [[x1, y1], [x2, y2]] = pts;
    const { x: a, y: b } = solve2(x1, y1, 36, x2, y2, 36);
    expectValue(q, a + b);
  },
  [`${L}28`]: (q) => {
    mustContain(q, "$(p, q)$", "$(p + 4, q - 6)$");
    const holds = (r) => [-2, 0, 1, 3].every((p) => on(r, [p + 4, yAt(r, p) - 6]));
    expectOption(q, (o) => holds(line(mathIn(o)[0])), "a line through both points");
  },
  [`${L}29`]: (q) => {
    mustContain(q, "6x + py = 30", "positive constant", "15 square units");
    const eq = equations(q)[0];
    const area = (r) => ((r[2] / r[0]) * yAt(r, 0)) / 2; // half the product of the intercepts
    const ps = grid(0.125, 50, 0.125).filter((p) => close(area(line(eq, { p })), 15));
    expectSpr(q, only(ps, "p"));
  },
  [`${L}30`]: (q) => {
    mustContain(q, "3x + 7y = 42", "shifted up 2 units", "$x$-axis");
    const p = line(equations(q)[0]);
    const x0 = solveLinear((x) => p[0] * x + p[1] * (0 - 2) - p[2]); // (x, 0) is (x, -2) moved up 2
    expectOption(q, (o) => isPoint(o, x0, 0), "the new x-intercept");
  },

  // ---- Systems of two linear equations in two variables ----
  [`${S}10`]: (q) => {
    mustContain(q, "x = 3y - 2", "2x + 5y = 51", "value of $x$");
    expectValue(q, systemOf(q).x);
  },
  [`${S}11`]: (q) => {
    mustContain(q, "$x + 3y = 1$", "$2x - y = 9$");
    const [p, r] = equations(q).map((e) => line(e));
    ensure(count2(p, r) === 1, "not exactly one solution");
    expectOption(q, (o) => on(p, pointOf(o)) && on(r, pointOf(o)), "the point on both lines");
  },
  [`${S}12`]: (q) => {
    mustContain(q, "3x + 2y = 22", "5x - 2y = 26", "value of $y$");
    expectSpr(q, systemOf(q).y);
  },
  [`${S}13`]: (q) => {
    mustContain(q, "has no solution");
    expectOption(q, (o) => count2(...mathIn(o).map((e) => line(e))) === 0, "the system with no solution");
  },
  [`${S}14`]: (q) => {
    mustContain(q, "\\$3 each", "\\$2 each", "twice as many cups of lemonade as cups of iced tea", "\\$96");
    const real = range(0, 50).flatMap((x) => range(0, 50).map((y) => [x, y]));
    const [sol] = real.filter(([x, y]) => x === 2 * y && 3 * x + 2 * y === 96);
    const truth = [line("x - 2y = 0"), line("3x + 2y = 96")];
    expectOption(
      q,
      (o) => {
        const eqs = mathIn(o).map((e) => line(e));
        return truth.every((t) => eqs.some((e) => sameLine(e, t))) && eqs.every((e) => on(e, sol));
      },
      "the system of the situation",
    );
  },
  [`${S}15`]: (q) => {
    const { id, pts } = figure(q);
    mustContain(q, "(negative 4, 9)", "(2, negative 3)", "(negative 6, 3)", "(2, 7)", "value of $x + y$");
    const s = solve2(...lineThrough(pts[0], pts[1]), ...lineThrough(pts[2], pts[3]));
    dotsAt(id, [...pts, [s.x, s.y]], { xmin: -7, ymax: 9 });
    expectSpr(q, s.x + s.y);
  },
  [`${S}16`]: (q) => {
    mustContain(q, "7x + 3y = 32", "3x + 7y = 8", "value of $x - y$");
    const { x, y } = systemOf(q);
    expectValue(q, x - y);
  },
  [`${S}17`]: (q) => {
    mustContain(q, "1,420 audiobooks and e-books", "300 more than 3 times the number of audiobooks");
    const a = only(
      range(0, 1420).filter((n) => 1420 - n === 3 * n + 300),
      "audiobooks",
    );
    expectValue(q, 1420 - a);
  },
  [`${S}18`]: (q) => {
    mustContain(q, "6x - ky = 4", "9x + 12y = 5", "no solution");
    const [e1, e2] = equations(q);
    expectOption(q, (o) => count2(line(e1, { k: valueOf(o) }), line(e2)) === 0, "the k with no solution");
  },
  [`${S}19`]: (q) => {
    const { id, pts } = figure(q);
    mustContain(q, "Line p", "(0, 4) and the x-axis at the point (2, 0)", "(negative 1, 0)", "(0, 1)");
    dotsAt(id, pts, { xmin: -4, ymax: 6 });
    const [p, r] = [lineThrough(pts[0], pts[1]), lineThrough(pts[2], pts[3])];
    expectOption(
      q,
      (o) => {
        const [e1, e2] = mathIn(o).map((e) => line(e));
        return (sameLine(e1, p) && sameLine(e2, r)) || (sameLine(e1, r) && sameLine(e2, p));
      },
      "the system of lines p and q",
    );
  },
  [`${S}20`]: (q) => {
    mustContain(q, "3 hinges and 5 drawer handles cost \\$26.50", "4 hinges and 2 drawer handles cost \\$15.50");
    // prices in cents, brute force
    const hits = range(0, 2650).flatMap((h) => {
      const d = (2650 - 3 * h) / 5;
      return Number.isInteger(d) && 4 * h + 2 * d === 1550 ? [d / 100] : [];
    });
    expectValue(q, only(hits, "handle price"), { read: dollars });
  },
  [`${S}21`]: (q) => {
    mustContain(q, "\\$12 per pound", "\\$18 per pound", "30 pounds", "\\$14 per pound");
    const bs = grid(0, 30, 0.01).filter((b) => close(12 * (30 - b) + 18 * b, 14 * 30));
    expectSpr(q, only(bs, "pounds"));
  },
  [`${S}22`]: (q) => {
    mustContain(q, "\\$140", "deposits \\$15", "\\$260", "withdraws \\$9", "end of each week");
    let [sana, theo, week] = [140, 260, 0];
    while (sana !== theo && week < 1000) [sana, theo, week] = [sana + 15, theo - 9, week + 1];
    ensure(sana === theo, "their amounts never meet");
    expectValue(q, sana);
  },
  [`${S}23`]: (q) => {
    mustContain(q, "3x + 2y = 14", "2x + 5y = 15", "value of $4x - y$");
    const { x, y } = systemOf(q);
    expectSpr(q, Math.round(parseMath(mathIn(q.prompt).at(-1))({ x, y }) * 1e9) / 1e9);
  },
  [`${S}24`]: (q) => {
    mustContain(q, "\\frac{x}{3} + \\frac{y}{2} = 4", "x - y = 2", "value of $y$");
    expectValue(q, systemOf(q).y);
  },
  [`${S}25`]: (q) => {
    mustContain(q, "3 cans of beans and 2 cans of soup", "1 can of beans and 4 cans of soup", "150 cans of beans");
    mustContain(q, "200 cans of soup");
    const hits = range(0, 150).flatMap((a) => range(0, 150).filter((b) => 3 * a + b === 150 && 2 * a + 4 * b === 200));
    expectValue(q, only(hits, "type B boxes"));
  },
  [`${S}26`]: (q) => {
    mustContain(q, "y = kx - 5", "4x - 3y = k", "no solution");
    const [e1, e2] = equations(q);
    expectOption(q, (o) => {
      const k = valueOf(o);
      return count2(line(e1, { k }), line(e2, { k })) === 0;
    });
  },
  [`${S}27`]: (q) => {
    mustContain(q, "ax + by = 10", "bx - ay = 5", "solution to the system is $(2, 1)$");
    const [f, g] = equations(q).map(equationOf);
    const sums = [];
    for (const a of range(-80, 80).map((i) => i / 4))
      for (const b of range(-80, 80).map((i) => i / 4))
        if (close(f({ a, b, x: 2, y: 1 }), 0) && close(g({ a, b, x: 2, y: 1 }), 0)) sums.push(a + b);
    expectSpr(q, only(sums, "a + b"));
  },
  [`${S}28`]: (q) => {
    const { id, pts } = figure(q);
    mustContain(q, "(negative 2, negative 1)", "(4, 3)", "2x + by = 7", "no solution");
    dotsAt(id, pts, { xmin: -5, ymax: 5 });
    const ell = lineThrough(...pts);
    const eq = equations(q)[0];
    expectOption(q, (o) => count2(ell, line(eq, { b: valueOf(o) })) === 0, "the b with no solution");
  },
  [`${S}29`]: (q) => {
    mustContain(q, "\\$5 bills and \\$20 bills, worth \\$265", "\\$30 less", "How many \\$20 bills");
    const hits = [];
    for (const f of range(0, 60))
      for (const t of range(0, 60)) if (5 * f + 20 * t === 265 && 20 * f + 5 * t === 265 - 30) hits.push(t);
    expectSpr(q, only(hits, "$20 bills"));
  },
  [`${S}30`]: (q) => {
    mustContain(q, "3x - 2y = 8", "x + 4y = c", "1 greater than its $x$-value");
    const [e1, e2] = equations(q);
    expectOption(q, (o) => {
      const s = solve2(...line(e1), ...line(e2, { c: valueOf(o) }));
      return s !== null && close(s.y, s.x + 1);
    });
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
