// Recomputes the keys of qb-linear-inequalities-10 … 30 and qb-equivalent-expressions-10 … 30 (question bank,
// Algebra and Advanced Math). Read by `npm run content:check`; `node <this file>` checks the Markdown files alone.
// Each check asserts that the question text holds the data it uses, then recomputes the answer by its own route:
// inequalities are tested point by point on grids (money in cents, data in tenths), situations are simulated or
// searched by brute force, the two region figures are read back from their SVG files (dots, boundary lines, dash
// pattern and the shaded polygon), and expressions are evaluated at many points against every option.
import {
  ensure,
  expectClaims,
  expectExpr,
  expectOption,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { close, random, solveLinear } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { mathIn, parseMath, pointOf, relationOf, soleMath } from "./lib/tex.mjs";

const SKILLS = ["linear-inequalities", "equivalent-expressions"];

// ---------- helpers ----------

const EPS = 1e-9;
const OPS = {
  "<": (a, b) => a < b - EPS,
  "<=": (a, b) => a <= b + EPS,
  ">": (a, b) => a > b + EPS,
  ">=": (a, b) => a >= b - EPS,
};
/** An inequality or chain of inequalities (TeX) as a test of an environment. */
function relation(tex) {
  const { sides, ops } = relationOf(tex);
  ensure(ops.length >= 1 && ops.every((op) => op in OPS), `'${tex}' is not an inequality`);
  const fs = sides.map(parseMath);
  return (env) => ops.every((op, i) => OPS[op](fs[i](env), fs[i + 1](env)));
}
/** Every inequality of a text ("$…$ and $…$"), all of which must hold. */
function system(text) {
  const tests = mathIn(text).map(relation);
  ensure(tests.length > 0, `no inequality in '${text}'`);
  return (env) => tests.every((t) => t(env));
}
/** Numbers lo, lo + step, …, hi (by counting steps, so the grid does not drift). */
const grid = (lo, hi, step) => Array.from({ length: Math.round((hi - lo) / step) + 1 }, (_, i) => lo + i * step);
/** Environments for every pair of values of two variables. */
const pairs = (u, us, v, vs) => us.flatMap((a) => vs.map((b) => ({ [u]: a, [v]: b })));
/** The option's inequalities hold exactly where truth holds, at every environment. */
const sameSolutions = (o, truth, envs) => {
  const test = system(o);
  return envs.every((e) => test(e) === truth(e));
};
const point = (o) => pointOf(o.replace(/\\left|\\right/g, ""));
const num = (o) => parseMath(soleMath(o))({});
/** The one element of a list, or a failure. */
function only(list, what) {
  ensure(list.length === 1, `${what}: expected one value, found [${list}]`);
  return list[0];
}
/** The math of the prompt or passage that contains the given text. */
const formula = (q, part) => mathIn(`${q.passage} ${q.prompt}`).find((m) => m.includes(part));
/** Positive sample points for expressions defined only for x > lo. */
function above(lo, span = 20) {
  return () => lo + 0.05 + Math.round(random() * span * 1000) / 1000;
}

/**
 * A region figure read back from its SVG: the description names the axis ranges and the marked points; the SVG
 * gives the dots (closed on a solid line, open on a dashed one), the boundary lines with their dash pattern and
 * the shaded polygon (40 px per unit, 30 px margin). Returns truth(x, y): is the point in the shaded region?
 */
function shadedRegion(q) {
  const m = q.passage.match(/!\[([^\]]*)\]\(([^)]+)\)/);
  ensure(m, "no figure in the passage");
  const [, alt, id] = m;
  const n = (neg, d) => (neg ? -1 : 1) * Number(d);
  const r = /x from (negative )?(\d+) to (negative )?(\d+) and y from (negative )?(\d+) to (negative )?(\d+)/.exec(alt);
  ensure(r, "the description does not give the axis ranges");
  const [xmin, ymax] = [n(r[1], r[2]), n(r[7], r[8])];
  const named = [...alt.matchAll(/\((negative )?(\d+), (negative )?(\d+)\)/g)].map((p) => [
    n(p[1], p[2]),
    n(p[3], p[4]),
  ]);
  const svg = figureSvg(id);
  const xy = (px, py) => [xmin + (px - 30) / 40, ymax - (py - 30) / 40];
  const dots = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="4" fill="(#[0-9a-f]+)"/g)].map((d) => ({
    at: xy(Number(d[1]), Number(d[2])),
    open: d[3] === "#ffffff",
  }));
  const seg = /<path d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)" stroke="#1f2937" stroke-width="2.5"([^>]*)>/g;
  const segs = [...svg.matchAll(seg)];
  ensure(segs.length > 0, `figure ${id} has no boundary line`);
  const shade = /<path d="(M[^"]+Z)" fill="#6b7280" fill-opacity/.exec(svg);
  ensure(shade, `figure ${id} has no shaded region`);
  const corners = [...shade[1].matchAll(/([\d.]+) ([\d.]+)/g)].map((c) => xy(Number(c[1]), Number(c[2])));
  const inside = corners.reduce(([sx, sy], [x, y]) => [sx + x / corners.length, sy + y / corners.length], [0, 0]);
  for (const [x, y] of named)
    ensure(
      dots.some((d) => close(d.at[0], x) && close(d.at[1], y)),
      `${id} has no dot at (${x}, ${y})`,
    );
  const bounds = segs.map((s) => {
    const dashed = /stroke-dasharray/.test(s[5]);
    const [P, Q] = [xy(Number(s[1]), Number(s[2])), xy(Number(s[3]), Number(s[4]))];
    const onSeg = ([x, y]) => Math.abs((Q[0] - P[0]) * (y - P[1]) - (Q[1] - P[1]) * (x - P[0])) < 0.05;
    const mine = dots.filter((d) => onSeg(d.at));
    ensure(mine.length === 2, `figure ${id}: a boundary line has ${mine.length} marked points`);
    ensure(
      mine.every((d) => d.open === dashed),
      `${id}: dots do not match the line's dash pattern`,
    );
    const [[x1, y1], [x2, y2]] = mine.map((d) => d.at); // the line through the marked points: a x + b y = c
    const [a, b] = [y2 - y1, x1 - x2];
    const c = a * x1 + b * y1;
    const side = Math.sign(a * inside[0] + b * inside[1] - c);
    ensure(side !== 0, `figure ${id}: the shaded region's centre lies on a boundary`);
    return { a, b, c, side, dashed };
  });
  return (x, y) =>
    bounds.every(({ a, b, c, side, dashed }) => {
      const v = side * (a * x + b * y - c);
      return dashed ? v > EPS : v >= -EPS;
    });
}

const L = "qb-linear-inequalities-";
const E = "qb-equivalent-expressions-";

const CHECKS = {
  // ---- Linear inequalities in one or two variables ----
  [`${L}10`]: (q) => {
    mustContain(q, "2(x - 3) < 5x + 9");
    const envs = grid(-30, 30, 1 / 24).map((x) => ({ x }));
    expectOption(q, (o) => sameSolutions(o, ({ x }) => 2 * (x - 3) < 5 * x + 9, envs), "the solution set");
  },
  [`${L}11`]: (q) => {
    mustContain(q, "150 pounds of clay", "uses 4 pounds of clay", "uses 1.5 pounds of clay");
    mustContain(q, "vases, $v$", "bowls, $b$");
    // clay in half pounds: 8 per vase, 3 per bowl, 300 in all
    const envs = pairs("v", grid(0, 40, 1), "b", grid(0, 110, 1));
    expectOption(q, (o) => sameSolutions(o, ({ v, b }) => 8 * v + 3 * b <= 300, envs), "the clay inequality");
  },
  [`${L}12`]: (q) => {
    mustContain(q, "15 gigabytes", "used 6.2 GB", "0.8 GB per hour");
    let [used, hours] = [62, 0]; // tenths of a gigabyte
    while (used + 8 <= 150) [used, hours] = [used + 8, hours + 1];
    expectSpr(q, hours);
  },
  [`${L}13`]: (q) => {
    mustContain(q, "3x - 2y > 12");
    expectOption(q, (o) => {
      const [x, y] = point(o);
      return 3 * x - 2 * y > 12;
    });
  },
  [`${L}14`]: (q) => {
    mustContain(q, "82, 90, 77, and 85", "five quizzes", "at least 85");
    const mean = (s) => [82, 90, 77, 85, s].reduce((t, v) => t + v, 0) / 5;
    const envs = grid(0, 100, 0.5).map((s) => ({ s }));
    expectOption(q, (o) => sameSolutions(o, ({ s }) => mean(s) >= 85, envs), "the scores that meet the goal");
  },
  [`${L}15`]: (q) => {
    mustContain(q, "640 pounds", "28d + 9c \\le 640", "interpretation of 28");
    const food = (d, c) => 28 * d + 9 * c;
    const perDog = [0, 3, 10].every((d) => food(d + 1, 2) - food(d, 2) === 28);
    const maxDogs = Math.max(...grid(0, 100, 1).filter((d) => food(d, 0) <= 640));
    expectClaims(q, [
      { has: "houses 28 dogs", ok: false }, // the number of dogs is the variable d
      { has: "Each dog eats 28 pounds", ok: perDog },
      { has: "at most 28 dogs", ok: maxDogs === 28 },
      { has: "total of 28 pounds", ok: food(1, 0) === food(2, 0) && food(1, 0) === 28 },
    ]);
  },
  [`${L}16`]: (q) => {
    mustContain(q, "\\frac{2x}{3} + 5 < 17", "greatest integer");
    const ok = grid(-200, 200, 1).filter((x) => (2 * x) / 3 + 5 < 17 - EPS);
    ensure(!ok.includes(200), "the solution set is not bounded above");
    expectSpr(q, Math.max(...ok));
  },
  [`${L}17`]: (q) => {
    mustContain(q, "at least 75 hours", "completed 28.5 hours", "worth 2.5 hours");
    let [tenths, courses] = [285, 0];
    while (tenths < 750) [tenths, courses] = [tenths + 25, courses + 1];
    expectSpr(q, courses);
  },
  [`${L}18`]: (q) => {
    mustContain(q, "within 0.4 ounce of 32 ounces");
    const envs = grid(2900, 3500, 1).map((k) => ({ w: k / 100, k })); // hundredths of an ounce
    expectOption(q, (o) => sameSolutions(o, ({ k }) => Math.abs(k - 3200) <= 40, envs), "the passing weights");
  },
  [`${L}19`]: (q) => {
    mustContain(q, "(0, 1) and (2, negative 2)", "including the solid line");
    const shaded = shadedRegion(q);
    const envs = pairs("x", grid(-4, 5, 0.5), "y", grid(-4, 5, 0.5));
    expectOption(q, (o) => sameSolutions(o, ({ x, y }) => shaded(x, y), envs), "the shaded region");
  },
  [`${L}20`]: (q) => {
    mustContain(q, "180 roses", "corsage uses 3 roses", "bouquet uses 12 roses", "at least 30 items");
    const envs = pairs("c", grid(0, 70, 1), "b", grid(0, 20, 1));
    const truth = ({ c, b }) => 3 * c + 12 * b <= 180 && c + b >= 30;
    expectOption(q, (o) => sameSolutions(o, truth, envs), "the florist's system");
  },
  [`${L}21`]: (q) => {
    mustContain(q, "y \\le 3x + 1", "2x + y > 8");
    expectOption(q, (o) => {
      const [x, y] = point(o);
      return y <= 3 * x + 1 && 2 * x + y > 8;
    });
  },
  [`${L}22`]: (q) => {
    mustContain(q, "setup fee of \\$18 plus \\$0.05 per page", "setup fee of \\$6 plus \\$0.20 per page");
    const envs = grid(0, 400, 0.5).map((p) => ({ p }));
    expectOption(q, (o) => sameSolutions(o, ({ p }) => 1800 + 5 * p < 600 + 20 * p, envs), "shop A cheaper"); // cents
  },
  [`${L}23`]: (q) => {
    mustContain(q, "6% of a full charge per hour", "2% of a full charge per hour", "at least 10%");
    const envs = pairs("v", grid(0, 20, 0.5), "r", grid(0, 50, 0.5));
    expectOption(q, (o) => sameSolutions(o, ({ v, r }) => 100 - 6 * v - 2 * r >= 10, envs), "the goal");
  },
  [`${L}24`]: (q) => {
    mustContain(q, "\\frac{5 - 2n}{3} \\le \\frac{n}{4} - 6", "least integer");
    const test = relation(formula(q, "\\le"));
    const ok = grid(-300, 300, 1).filter((n) => test({ n }));
    ensure(!ok.includes(-300) && ok.includes(300), "the solution set is not bounded below only");
    expectSpr(q, Math.min(...ok));
  },
  [`${L}25`]: (q) => {
    mustContain(q, "base pay of \\$450", "8% of the part of her weekly sales that is greater than \\$3,000");
    mustContain(q, "at least \\$900");
    const payCents = (s) => 45000 + 8 * Math.max(0, s - 3000);
    const sales = grid(0, 30000, 1).find((s) => payCents(s) >= 90000);
    expectValue(q, sales);
  },
  [`${L}26`]: (q) => {
    mustContain(q, "(negative 4, 0) and (0, 2)", "(2, 0) and (0, 6)", "including its points on the solid line");
    const shaded = shadedRegion(q);
    const envs = pairs("x", grid(-5, 4, 0.5), "y", grid(-3, 7, 0.5));
    expectOption(q, (o) => sameSolutions(o, ({ x, y }) => shaded(x, y), envs), "the shaded region");
  },
  [`${L}27`]: (q) => {
    mustContain(q, "y \\le 3x - 4", "2x + y \\le 21", "greatest possible value of $b$");
    const inSystem = system(q.passage);
    const steps = grid(-50, 50, 0.25);
    const bs = steps.filter((b) => steps.some((a) => inSystem({ x: a, y: b })));
    ensure(!bs.includes(50), "the search grid is too small");
    expectValue(q, Math.max(...bs));
  },
  [`${L}28`]: (q) => {
    mustContain(q, "45 members, 12 of whom are seniors", "at least 40%");
    let added = 0;
    while (5 * (12 + added) < 2 * (45 + added)) added++; // seniors / members >= 2/5
    expectSpr(q, added);
  },
  [`${L}29`]: (q) => {
    mustContain(q, "has no solution");
    const envs = pairs("x", grid(-20, 20, 0.5), "y", grid(-40, 40, 0.5));
    expectOption(q, (o) => !envs.some(system(o)), "the system with no solution");
  },
  [`${L}30`]: (q) => {
    mustContain(q, "at most 48 vehicles", "at most 90 metric tons", "at least 8 trucks");
    mustContain(q, "car weighs 1.5 metric tons", "truck weighs 6 metric tons");
    const totals = [];
    for (const c of grid(0, 60, 1))
      for (const t of grid(0, 20, 1)) if (c + t <= 48 && 3 * c + 12 * t <= 180 && t >= 8) totals.push(c + t); // half tons
    expectSpr(q, Math.max(...totals));
  },

  // ---- Equivalent expressions ----
  [`${E}10`]: (q) => {
    mustContain(q, "7a - 2(3a - 5b) + 4b");
    expectExpr(q, ({ a, b }) => 7 * a - 2 * (3 * a - 5 * b) + 4 * b, { vars: ["a", "b"] });
  },
  [`${E}11`]: (q) => {
    mustContain(q, "\\left(3x^2y^4\\right)\\left(5x^3y\\right)");
    expectExpr(q, ({ x, y }) => 3 * x ** 2 * y ** 4 * (5 * x ** 3 * y), { vars: ["x", "y"] });
  },
  [`${E}12`]: (q) => {
    mustContain(q, "2(x - 5)(x + 3)", "ax^2 + bx + c", "value of $b$");
    const p = (x) => 2 * (x - 5) * (x + 3);
    expectSpr(q, (p(1) - p(-1)) / 2); // a + b + c minus (a - b + c)
  },
  [`${E}13`]: (q) => {
    mustContain(q, "49 - 4x^2");
    expectExpr(q, ({ x }) => 49 - 4 * x * x);
  },
  [`${E}14`]: (q) => {
    mustContain(q, "\\sqrt[4]{x^3}", "x > 0");
    expectExpr(q, ({ x }) => Math.sqrt(Math.sqrt(x * x * x)), { pick: above(0) });
  },
  [`${E}15`]: (q) => {
    mustContain(q, "3x^2 + 10x - 8");
    expectExpr(q, ({ x }) => 3 * x * x + 10 * x - 8);
  },
  [`${E}16`]: (q) => {
    mustContain(q, "\\sqrt{x} \\cdot x^3", "x^n");
    const f = (x) => Math.sqrt(x) * x ** 3;
    const ns = [2, 5, 11].map((x) => Math.log(f(x)) / Math.log(x));
    ensure(
      ns.every((n) => close(n, ns[0])),
      "not a power of x",
    );
    expectSpr(q, Math.round(ns[0] * 1e9) / 1e9);
  },
  [`${E}17`]: (q) => {
    mustContain(q, "4\\left(2x^2 - 3\\right) - x(5x - 6)");
    expectExpr(q, ({ x }) => 4 * (2 * x * x - 3) - x * (5 * x - 6));
  },
  [`${E}18`]: (q) => {
    mustContain(q, "\\frac{12x^7}{4x^{-2}}", "x \\ne 0");
    expectExpr(q, ({ x }) => (12 * x ** 7) / (4 * x ** -2), { pick: above(0.2, 4) });
  },
  [`${E}19`]: (q) => {
    mustContain(q, "4x^2 - 28x + c", "(2x - d)^2", "positive constants", "value of $c$");
    // the d > 0 for which (2x - d)^2 has the x-coefficient -28; then c is its constant term
    const sq = (d) => (x) => (2 * x - d) ** 2;
    const ds = grid(0.01, 50, 0.01).filter((d) => close((sq(d)(1) - sq(d)(-1)) / 2, -28));
    const d = only(ds, "d");
    expectSpr(q, Math.round(sq(d)(0) * 1e6) / 1e6);
  },
  [`${E}20`]: (q) => {
    mustContain(q, "\\frac{3}{x} + \\frac{2}{x + 5}", "x > 0");
    expectExpr(q, ({ x }) => 3 / x + 2 / (x + 5), { pick: above(0) });
  },
  [`${E}21`]: (q) => {
    mustContain(q, "(x + 7)^2 - 9");
    expectExpr(q, ({ x }) => (x + 7) ** 2 - 9);
  },
  [`${E}22`]: (q) => {
    mustContain(q, "8^x \\cdot 2^{x + 1}");
    expectExpr(q, ({ x }) => 8 ** x * 2 ** (x + 1), { pick: () => Math.round((random() * 6 - 3) * 1000) / 1000 });
  },
  [`${E}23`]: (q) => {
    mustContain(q, "\\frac{2x^2 + 7x + 1}{x + 3}", "x > 0");
    expectExpr(q, ({ x }) => (2 * x * x + 7 * x + 1) / (x + 3), { pick: above(0) });
  },
  [`${E}24`]: (q) => {
    mustContain(q, "\\frac{1}{3}(12x - 9) - 2(ax + 1)", "-6x - 5");
    const g = (a, x) => (12 * x - 9) / 3 - 2 * (a * x + 1);
    const as = grid(-20, 20, 0.01).filter((a) => [-2, 0, 1, 3].every((x) => close(g(a, x), -6 * x - 5)));
    expectSpr(q, Math.round(only(as, "a") * 100) / 100);
  },
  [`${E}25`]: (q) => {
    mustContain(q, "\\frac{6}{\\sqrt{5} - \\sqrt{2}}");
    expectValue(q, 6 / (Math.sqrt(5) - Math.sqrt(2)), { read: num });
  },
  [`${E}26`]: (q) => {
    mustContain(q, "3x - y = 5", "\\frac{8^x}{2^y}");
    const values = [-1, 0, 0.5, 2, 3.25].map((x) => 8 ** x / 2 ** (3 * x - 5)); // points on 3x - y = 5
    ensure(
      values.every((v) => close(v, values[0])),
      "the value is not fixed by 3x - y = 5",
    );
    expectSpr(q, Math.round(values[0] * 1e9) / 1e9);
  },
  [`${E}27`]: (q) => {
    mustContain(q, "\\frac{\\left(x^{\\frac{2}{3}}y^{-1}\\right)^6}{x^3y^{-4}}", "x > 0", "y > 0");
    expectExpr(q, ({ x, y }) => (Math.cbrt(x) ** 2 / y) ** 6 / (x ** 3 * y ** -4), {
      vars: ["x", "y"],
      pick: above(0.15, 4),
    });
  },
  [`${E}28`]: (q) => {
    mustContain(q, "\\frac{x}{x - 3} - \\frac{18}{x^2 - 9}", "x > 3");
    expectExpr(q, ({ x }) => x / (x - 3) - 18 / (x * x - 9), { pick: above(3) });
  },
  [`${E}29`]: (q) => {
    mustContain(q, "(2x + a)^2 - (2x - a)^2 = 48x", "For all values of $x$");
    const holds = (a) => [-2, 1, 3, 7].every((x) => close((2 * x + a) ** 2 - (2 * x - a) ** 2, 48 * x));
    expectSpr(q, Math.round(only(grid(-50, 50, 0.01).filter(holds), "a") * 100) / 100);
  },
  [`${E}30`]: (q) => {
    mustContain(q, "2x^3 - 3x^2 - 8x + 12", "is a factor");
    const p = (x) => 2 * x ** 3 - 3 * x ** 2 - 8 * x + 12;
    expectOption(q, (o) => {
      const g = parseMath(soleMath(o));
      return Math.abs(p(solveLinear((x) => g({ x })))) < 1e-9; // a linear factor vanishes where p does
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
