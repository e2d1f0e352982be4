// Recomputes the keys of the second batch of question-bank questions for the Advanced Math (domain P) skill
// Nonlinear functions: qb-nonlinear-functions-10 … 30 (21 questions). The questions of the other nonlinear skill
// are checked by question-bank-2-nonlinear-2.mjs. Read by `npm run content:check`; run on its own
// (`node content/key-checks/question-bank-2-nonlinear-1.mjs`) to check the Markdown files without the app.
//
// Every check asserts that the question text holds the data it uses (mustContain, or the formula read out of
// the prompt), then recomputes the answer by its own route: simulation period by period, brute force over a
// grid of constants, finite differences and interpolation through table rows, root scanning, and reading the
// figures' points back from the SVG files. The mutation pass in ./lib proves that each check notices a wrong key.
import { ensure, expectClaims, expectOption, expectSpr, expectValue, mustContain } from "./lib/assertions.mjs";
import { bisect, close, maximum, minimum, rootsScan, sameSet } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { mathIn, parseMath, pointOf, rhsOf, tableRows, valueOf } from "./lib/tex.mjs";

const SKILLS = ["nonlinear-functions"];

// ---------- helpers ----------
/** The function `name` the prompt defines ("name(v) = …") as a function of one number. */
function fnOf(q, name) {
  const tex = mathIn(q.prompt).find((m) => m.startsWith(`${name}(`) && /^\w\(\w\) =/.test(m));
  ensure(tex, `the prompt does not define ${name}`);
  const v = tex[name.length + 1];
  const g = parseMath(tex.split("=").pop());
  return (x) => g({ [v]: x });
}
/** Real solutions of g(x) = 0 on [lo, hi]. */
const solve = (g, lo = -100, hi = 100, step = 1e-3) => rootsScan(g, lo, hi, step);
const range = (lo, hi, step = 1) => Array.from({ length: Math.round((hi - lo) / step) + 1 }, (_, i) => lo + i * step);
function only(list, what) {
  ensure(list.length === 1, `${what}: expected one value, found [${list}]`);
  return list[0];
}
const pct = (o) => Number(o.replace("%", ""));
const money = (o) => Number(o.replace(/[\\$,]/g, ""));
const num = (cell) => (cell.includes("$") ? valueOf(cell) : Number(cell.replace(/,/g, "")));
/** The table of a passage as [x, y] rows (numbers), header left out. */
const tablePairs = (q) =>
  tableRows(q.passage)
    .slice(1)
    .map((r) => r.map(num));
/** The polynomial of least degree through the points (Lagrange). */
const through = (pts) => (x) =>
  pts.reduce((s, [xi, yi], i) => s + yi * pts.reduce((p, [xj], j) => (j === i ? p : (p * (x - xj)) / (xi - xj)), 1), 0);

/** The figure in a passage: its id and the labeled points its description names ("−" or "-" for minus). */
function figure(q) {
  const m = q.passage.match(/!\[([^\]]*)\]\(([^)]+)\)/);
  ensure(m, "no figure in the passage");
  const n = (s) => Number(s.replace("\u2212", "-"));
  const pts = [...m[1].matchAll(/\(([\u2212-]?\d+(?:\.\d+)?), ([\u2212-]?\d+(?:\.\d+)?)\)/g)].map((p) => [
    n(p[1]),
    n(p[2]),
  ]);
  return { id: m[2], pts };
}
/** A dot must sit at each point, placed by the figure's own scale `at`. */
function dotsAt(id, pts, at) {
  const svg = figureSvg(id);
  for (const [x, y] of pts) {
    const [cx, cy] = at(x, y);
    ensure(svg.includes(`cx="${cx}" cy="${cy}"`), `figure ${id} has no dot at (${x}, ${y})`);
  }
}

const F = "qb-nonlinear-functions-";

const CHECKS = {
  // ---- Nonlinear functions ----
  [`${F}10`]: (q) => {
    mustContain(q, "f(x) = 3x^2 - 5x", "f(-2)");
    expectValue(q, fnOf(q, "f")(-2));
  },
  [`${F}11`]: (q) => {
    mustContain(q, "N(t) = 150(2)^t", "4 hours after the start");
    let cells = 150;
    for (let hour = 0; hour < 4; hour++) cells *= 2; // doubling each hour
    ensure(close(fnOf(q, "N")(4), cells), "the model does not double each hour");
    expectSpr(q, cells);
  },
  [`${F}12`]: (q) => {
    mustContain(q, "$(-3, 0)$", "$(5, 0)$", "$(0, -30)$");
    expectOption(q, (o) => {
      const f = rhsOf(o);
      return (
        sameSet(
          solve((x) => f({ x })),
          [-3, 5],
        ) && close(f({ x: 0 }), -30)
      );
    });
  },
  [`${F}13`]: (q) => {
    mustContain(q, "V(t) = 42{,}000(0.88)^t", "decrease each year");
    const V = fnOf(q, "V");
    const drops = [0, 1, 6].map((t) => (100 * (V(t) - V(t + 1))) / V(t));
    ensure(
      drops.every((d) => close(d, drops[0])),
      "the yearly percent drop is not constant",
    );
    expectValue(q, drops[0], { read: pct });
  },
  [`${F}14`]: (q) => {
    const { id, pts } = figure(q);
    mustContain(q, "(0, 25)", "(2, 45)", "(5, 0)", "the point $(2, 45)$");
    dotsAt(id, pts, (t, h) => [70 + 60 * t, 340 - 6 * h]);
    const h = through(pts);
    const top = maximum(h, 0, 5);
    expectClaims(q, [
      { has: "height of 45 meters", ok: close(h(0), 45) },
      { has: "rose a total of 45 meters", ok: close(h(2) - h(0), 45) },
      { has: "2 meters above the ground 45 seconds", ok: close(h(45), 2) },
      { has: "greatest height, 45 meters", ok: close(top.x, 2, 1e-6) && close(top.y, 45, 1e-9) },
    ]);
  },
  [`${F}15`]: (q) => {
    const { id, pts } = figure(q);
    mustContain(q, "vertex (−2, 6)", "(0, 4)", "(2, −2)", "f(x) = a(x - h)^2 + k");
    dotsAt(id, pts, (x, y) => [35 + 30 * (x + 7), 25 + 30 * (8 - y)]);
    const f = through(pts);
    ensure(close(maximum(f, -10, 10).x, -2, 1e-6), "the labeled vertex is not the highest point");
    const a = (f(1) - 2 * f(0) + f(-1)) / 2; // half the second difference
    expectSpr(q, Math.round(a * 1e9) / 1e9);
  },
  [`${F}16`]: (q) => {
    mustContain(q, "exponential function $f$");
    const rows = tablePairs(q);
    ensure(rows.length === 4, "the table does not have four rows");
    expectOption(q, (o) => rows.every(([x, y]) => close(rhsOf(o)({ x }), y)), "the function through every row");
  },
  [`${F}17`]: (q) => {
    mustContain(q, "f(x) = x^2 - 14x + 40", "minimum value of $f$");
    const f = fnOf(q, "f");
    const low = minimum(f, -50, 50).y;
    expectOption(q, (o) => {
      const g = rhsOf(o);
      const same = [-3, 0, 1, 2.5, 7, 11].every((x) => close(g({ x }), f(x)));
      const constant = mathIn(o)[0]
        .replace(/\s/g, "")
        .match(/[-+]\d+$/); // a constant term written last
      return same && !!constant && close(Number(constant[0]), low, 1e-6);
    });
  },
  [`${F}18`]: (q) => {
    mustContain(q, "g(x) = (x + 3)^2 - 11", "$y$-intercept");
    const g = fnOf(q, "g");
    expectOption(q, (o) => {
      const [x, y] = pointOf(o);
      return x === 0 && close(y, g(0));
    });
  },
  [`${F}19`]: (q) => {
    mustContain(q, "quadratic function $g$", "g(4)");
    const rows = tablePairs(q).sort((a, b) => a[0] - b[0]);
    ensure(
      rows.every(([x], i) => x === rows[0][0] + i),
      "the table's x-values are not consecutive",
    );
    // a quadratic has constant second differences: extend the table step by step
    const ys = rows.map((r) => r[1]);
    const d1 = ys.slice(1).map((y, i) => y - ys[i]);
    const d2 = d1.slice(1).map((d, i) => d - d1[i]);
    ensure(
      d2.every((d) => d === d2[0]),
      "second differences are not constant",
    );
    for (let x = rows.at(-1)[0]; x < 4; x++) {
      d1.push(d1.at(-1) + d2[0]);
      ys.push(ys.at(-1) + d1.at(-1));
    }
    expectSpr(q, ys.at(-1));
  },
  [`${F}20`]: (q) => {
    mustContain(q, "A(w) = w(2w + 3)", "3 feet more than twice the width", "width of 8 feet");
    let squares = 0; // unit squares of an 8-foot-wide bed, row by row
    for (let row = 0; row < 8; row++) for (let col = 0; col < 2 * 8 + 3; col++) squares++;
    ensure(close(fnOf(q, "A")(8), squares), "the area function disagrees with the bed");
    expectValue(q, squares);
  },
  [`${F}21`]: (q) => {
    mustContain(q, "64 square kilometers", "decreased by 20% every 5 years", "$t$ years after 2000");
    const seen = [];
    let area = 64;
    for (let t = 0; t <= 30; t += 5, area *= 1 - 20 / 100) seen.push([t, area]);
    expectOption(q, (o) => seen.every(([t, a]) => close(rhsOf(o)({ t }), a)), "the area every 5 years");
  },
  [`${F}22`]: (q) => {
    mustContain(q, "f(x) = 5(1.2)^{x + 2}");
    const f = fnOf(q, "f");
    const y0 = f(0);
    const growth = [0, 1, 4].map((x) => 100 * (f(x + 1) / f(x) - 1));
    ensure(
      growth.every((g) => close(g, growth[0])),
      "growth is not constant",
    );
    const says = (y, g) => close(y0, y) && close(growth[0], g);
    expectClaims(q, [
      { has: ["(0, 7.2)", "20%"], ok: says(7.2, 20) },
      { has: ["(0, 5)", "20%"], ok: says(5, 20) },
      { has: ["(0, 7.2)", "44%"], ok: says(7.2, 44) },
      { has: ["(0, 5)", "44%"], ok: says(5, 44) },
    ]);
  },
  [`${F}23`]: (q) => {
    const { id, pts } = figure(q);
    mustContain(q, "(0, 240)", "(4, 120)", "(8, 60)", "(12, 30)", "decreases exponentially");
    dotsAt(id, pts, (t, m) => [70 + 30 * t, 340 - (300 * m) / 250]);
    expectOption(q, (o) => pts.every(([t, m]) => close(rhsOf(o)({ t }), m)), "the curve through the points");
  },
  [`${F}24`]: (q) => {
    mustContain(q, "h(t) = -16t^2 + 96t + 4", "at least 132 feet");
    const h = fnOf(q, "h");
    const [up, down] = solve((t) => h(t) - 132, 0, 20);
    ensure(h((up + down) / 2) > 132, "the flare is not above 132 feet between the crossings");
    expectSpr(q, Math.round((down - up) * 1e6) / 1e6);
  },
  [`${F}25`]: (q) => {
    mustContain(q, "f(x) = a(b)^x", "f(2) = 20", "f(5) = 160", "f(0)");
    const fits = range(1, 10000)
      .map((i) => i / 1000)
      .filter((b) => close((20 / b ** 2) * b ** 5, 160)); // a from f(2), then test f(5)
    const b = only(fits, "b");
    expectSpr(q, Math.round((20 / b ** 2) * 1e9) / 1e9);
  },
  [`${F}26`]: (q) => {
    mustContain(q, "\\$4,000 at the start of 2016", "\\$4,840 at the start of 2018", "start of 2019");
    const b = bisect((r) => 4000 * r * r - 4840, 1, 2); // the yearly factor
    let value = 4000;
    for (let year = 2016; year < 2019; year++) value *= b;
    expectValue(q, value, { read: money, tol: 1e-9 });
  },
  [`${F}27`]: (q) => {
    mustContain(q, "P(t) = 2{,}500(0.64)^{\\frac{t}{2}}", "decrease each year");
    const P = fnOf(q, "P");
    const drops = [0, 1, 3].map((t) => 100 * (1 - P(t + 1) / P(t)));
    ensure(
      drops.every((d) => close(d, drops[0])),
      "the yearly percent drop is not constant",
    );
    expectValue(q, drops[0], { read: pct });
  },
  [`${F}28`]: (q) => {
    const { id, pts } = figure(q);
    mustContain(q, "(−1, 0)", "(3, 0)", "(0, −6)", "(1, −8)", "g(x) = f(x + 4) - 3");
    dotsAt(id, pts, (x, y) => [40 + 40 * (x + 3), 25 + 20 * (8 - y)]);
    const f = through(pts.slice(0, 3));
    ensure(close(f(pts[3][0]), pts[3][1]), "the fourth labeled point is not on the parabola");
    expectSpr(q, Math.round((f(0 + 4) - 3) * 1e9) / 1e9);
  },
  [`${F}29`]: (q) => {
    mustContain(q, "f(x) = (x - k)(x + 6)", "$x$-coordinate of 2");
    const fOf = (k) => (x) => (x - k) * (x + 6);
    // the vertex is at x = 2 when the graph is symmetric about x = 2
    const k = only(
      range(-50, 50, 0.25).filter((k) => [1, 3, 7].every((d) => close(fOf(k)(2 + d), fOf(k)(2 - d)))),
      "k",
    );
    expectValue(q, minimum(fOf(k), -50, 50).y);
  },
  [`${F}30`]: (q) => {
    mustContain(q, "quadratic function $R$", "greatest revenue");
    const rows = tablePairs(q);
    ensure(rows.length === 3, "the table does not have three rows");
    const R = through(rows);
    expectValue(q, maximum(R, 0, 100).y, { read: money, tol: 1e-6 });
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
