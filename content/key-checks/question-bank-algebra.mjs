// Recomputes the keys of the question-bank Algebra (domain H) questions: the 45 files in
// content/packs/question-bank/math/{linear-equations-one-variable, linear-functions,
// linear-equations-two-variables, systems-of-linear-equations, linear-inequalities}/01.md … 09.md.
// Read by `npm run content:check`.
//
// Each check takes its data from the question's own text wherever it can (the equation in the
// prompt, the table in the passage, the points in a figure's description, the choices), recomputes
// the answer by its own route (solving, brute force over a grid of values, simulation) and compares
// the result with the key. For `spr` the shared rules in ./lib also require the listed answers to be
// exactly the forms the answer grid allows. checkKeys reads the figure files it checks; run this file
// on its own to check the Markdown files without the app:
//
//   node content/key-checks/question-bank-algebra.mjs
import { ensure, expectOption, expectSpr } from "./lib/assertions.mjs";
import { solveLinear } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { equationOf, mathIn, parseMath, relationOf, tableRows } from "./lib/tex.mjs";

const SKILLS = [
  "linear-equations-one-variable",
  "linear-functions",
  "linear-equations-two-variables",
  "systems-of-linear-equations",
  "linear-inequalities",
];
const EPS = 1e-9;
// These checks compare with an absolute tolerance: their values are counts, prices and coordinates.
const close = (a, b) => Math.abs(a - b) < 1e-7;

// ---------- helpers: reading math out of the text ----------

/** f(env) as a function of the variables `vars`, in that order: positional(f, ["x", "y"])(1, 2). */
function positional(f, vars) {
  const env = {}; // reused: the grid searches call these functions millions of times
  return (...a) => {
    vars.forEach((v, i) => (env[v] = a[i]));
    return f(env);
  };
}
/** A TeX expression as a function of `vars`. */
const fnOf = (tex, vars) => positional(parseMath(tex), vars);
/** For an equation: (vars) => lhs - rhs. */
const eqFn = (tex, vars) => positional(equationOf(tex), vars);

/** For an inequality or chain of them: (vars) => boolean. */
function ineqFn(tex, vars) {
  const { sides, ops } = relationOf(tex);
  if (!ops.length || ops.includes("=")) throw new Error(`not an inequality: "${tex}"`);
  const fs = sides.map((s) => fnOf(s, vars));
  const cmp = {
    "<": (a, b) => a < b - EPS,
    ">": (a, b) => a > b + EPS,
    "<=": (a, b) => a <= b + EPS,
    ">=": (a, b) => a >= b - EPS,
  };
  return (...a) => ops.every((op, i) => cmp[op](fs[i](...a), fs[i + 1](...a)));
}

/** Value of a number written in LaTeX, e.g. "-\frac{7}{3}", "12.5", "1{,}350". */
function num(tex) {
  const v = parseMath(tex.replace(/^\$+|\$+$/g, "").trim())({});
  if (!Number.isFinite(v)) throw new Error(`not a number: "${tex}"`);
  return v;
}

/** Coefficients [a, b, c] of a linear equation in x and y written as a x + b y + c = 0. */
function lin2(f) {
  const c = f(0, 0);
  const a = f(1, 0) - c;
  const b = f(0, 1) - c;
  if (Math.abs(f(3, -2) - (3 * a - 2 * b + c)) > 1e-7) throw new Error("not linear");
  return [a, b, c];
}

/** Solves two linear equations in x and y by Cramer's rule. */
function solve2(f, g) {
  const [a1, b1, c1] = lin2(f);
  const [a2, b2, c2] = lin2(g);
  const d = a1 * b2 - a2 * b1;
  if (Math.abs(d) < EPS) throw new Error("no unique solution");
  return [(-c1 * b2 + c2 * b1) / d, (-a1 * c2 + a2 * c1) / d];
}

/** True when two linear equations in x and y describe the same line. */
function sameLine(f, g) {
  const p = lin2(f);
  const q = lin2(g);
  const i = p.findIndex((v) => Math.abs(v) > EPS);
  const k = q[i] / p[i];
  return Math.abs(k) > EPS && p.every((v, j) => Math.abs(v * k - q[j]) < 1e-7);
}

/** The prompt itself (not the passage) holds every part. */
function mustInclude(text, ...parts) {
  for (const p of parts) ensure(text.includes(p), `text no longer contains "${p}"`);
}

/** The numeric option equal to `value` must be the key. */
function keyIsNumber(q, value) {
  expectOption(q, (o) => close(num(o), value), `the recomputed value ${value}`);
}

/** Ordered pairs "(a, b)" (with "negative" spelled out) in a text such as a figure description. */
function pointsIn(text) {
  return [...text.matchAll(/\((negative )?(\d+(?:\.\d+)?), (negative )?(\d+(?:\.\d+)?)\)/g)].map((m) => [
    (m[1] ? -1 : 1) * Number(m[2]),
    (m[3] ? -1 : 1) * Number(m[4]),
  ]);
}

function figureAlt(passage) {
  const m = passage.match(/!\[([^\]]*)\]\(([^)]+)\)/);
  ensure(m, "no figure in the passage");
  return { alt: m[1], id: m[2] };
}

// Figures: a dot (circle) must sit at each listed point. The figures are drawn 40 px per unit with a
// 30 px margin, so a point (x, y) is at (30 + 40 (x - xmin), 30 + 40 (ymax - y)).
function svgHasPoints(id, { xmin, ymax }, pts) {
  const svg = figureSvg(id);
  for (const [x, y] of pts) {
    const cx = 30 + 40 * (x - xmin);
    const cy = 30 + 40 * (ymax - y);
    ensure(svg.includes(`cx="${cx}" cy="${cy}"`), `figure ${id} has no dot at (${x}, ${y})`);
  }
}

const grid = (a, b, step) => {
  const out = [];
  for (let v = a; v <= b + EPS; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
};

const CHECKS = {
  // ---- Linear equations in one variable ----
  "qb-linear-equations-one-variable-01": (q) => {
    const x = solveLinear(eqFn(mathIn(q.prompt)[0], ["x"]));
    keyIsNumber(q, x);
  },
  "qb-linear-equations-one-variable-02": (q) => {
    mustInclude(q.prompt, "\\$15", "\\$0.25", "\\$32.50");
    // count minutes one by one until the bill reaches \$32.50
    let m = 0;
    while (15 + 0.25 * m < 32.5 - EPS) m++;
    ensure(close(15 + 0.25 * m, 32.5), "no whole number of minutes");
    keyIsNumber(q, m);
  },
  "qb-linear-equations-one-variable-03": (q) => {
    expectSpr(q, solveLinear(eqFn(mathIn(q.prompt)[0], ["x"])));
  },
  "qb-linear-equations-one-variable-04": (q) => {
    const f = eqFn(mathIn(q.prompt)[0], ["x"]);
    const x = solveLinear(f);
    ensure(close(f(x), 0), "root does not check");
    keyIsNumber(q, x);
  },
  "qb-linear-equations-one-variable-05": (q) => {
    mustInclude(q.prompt, "50-meter", "3 times", "6 meters shorter");
    // try first-piece lengths in steps of 0.01 m
    const sols = grid(0, 50, 0.01).filter((a) => close(a + 3 * a + (3 * a - 6), 50));
    ensure(sols.length === 1, "rope lengths do not give one solution");
    expectSpr(q, 3 * sols[0] - 6);
  },
  "qb-linear-equations-one-variable-06": (q) => {
    const [eq, expr] = mathIn(q.prompt);
    const x = solveLinear(eqFn(eq, ["x"]));
    keyIsNumber(q, fnOf(expr, ["x"])(x));
  },
  "qb-linear-equations-one-variable-07": (q) => {
    const f = eqFn(mathIn(q.prompt)[0], ["x", "p", "q"]);
    const none = (p, qq) => {
      // a linear equation a x + b = 0 has no solution when a = 0 and b ≠ 0
      const b = f(0, p, qq);
      const a = f(1, p, qq) - b;
      return Math.abs(a) < EPS && Math.abs(b) > EPS;
    };
    expectOption(
      q,
      (o) => {
        const [pTex, qTex] = mathIn(o);
        return none(num(pTex.split("=")[1]), num(qTex.split("=")[1]));
      },
      "the pair with no solution",
    );
  },
  "qb-linear-equations-one-variable-08": (q) => {
    const [eq, sol] = mathIn(q.prompt).filter((m) => m.includes("="));
    const x0 = num(sol.split("=")[1]);
    const f = eqFn(eq, ["x", "k"]);
    const k = solveLinear((k) => f(x0, k));
    ensure(close(f(x0, k), 0), "k does not check");
    expectSpr(q, k);
  },
  "qb-linear-equations-one-variable-09": (q) => {
    mustInclude(q.prompt, "4 kilometers per hour", "6 kilometers per hour", "2.5 hours");
    // simulate: walking time for each candidate distance (0.001 km steps)
    const ds = grid(0, 20, 0.001).filter((d) => close(d / 4 + d / 6, 2.5));
    ensure(ds.length === 1, "no unique distance");
    keyIsNumber(q, ds[0]);
  },

  // ---- Linear functions ----
  "qb-linear-functions-01": (q) => {
    const ms = mathIn(q.prompt);
    const def = ms.find((m) => m.startsWith("f(x)"));
    const at = ms.find((m) => m.startsWith("f(") && m !== def);
    const f = fnOf(relationOf(def.replace("f(x)", "F")).sides[1], ["x"]);
    keyIsNumber(q, f(num(at.match(/f\((.*)\)/)[1])));
  },
  "qb-linear-functions-02": (q) => {
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(num));
    const rates = rows.slice(1).map((r, i) => (r[1] - rows[i][1]) / (r[0] - rows[i][0]));
    ensure(
      rates.every((r) => close(r, rates[0])),
      "table is not linear",
    );
    keyIsNumber(q, rates[0]);
  },
  "qb-linear-functions-03": (q) => {
    mustInclude(q.prompt, "\\$132");
    const C = fnOf(
      relationOf(
        mathIn(q.prompt)
          .find((m) => m.startsWith("C(m)"))
          .replace("C(m)", "C"),
      ).sides[1],
      ["m"],
    );
    const ms = grid(0, 200, 1).filter((m) => close(C(m), 132));
    ensure(ms.length === 1, "no whole number of months");
    expectSpr(q, ms[0]);
  },
  "qb-linear-functions-04": (q) => {
    const { alt, id } = figureAlt(q.passage);
    ensure(id === "qb-alg-line-h", "unexpected figure");
    const pts = pointsIn(alt);
    ensure(pts.length === 2, "expected two points in the description");
    const [[x1, y1], [x2, y2]] = pts;
    const m = (y2 - y1) / (x2 - x1);
    const h = (x) => y1 + m * (x - x1);
    svgHasPoints(id, { xmin: -2, ymax: 8 }, pts);
    expectSpr(
      q,
      h(
        num(
          mathIn(q.prompt)
            .find((s) => s.startsWith("h("))
            .match(/h\((.*)\)/)[1],
        ),
      ),
    );
  },
  "qb-linear-functions-05": (q) => {
    const def = mathIn(q.prompt).find((m) => m.startsWith("h(t)"));
    const h = fnOf(relationOf(def.replace("h(t)", "H")).sides[1], ["t"]);
    mustInclude(q.prompt, "12 meters above");
    keyIsNumber(
      q,
      solveLinear((t) => h(t) - 12),
    );
  },
  "qb-linear-functions-06": (q) => {
    const def = mathIn(q.prompt).find((m) => m.startsWith("f(x)"));
    const f = fnOf(relationOf(def.replace("f(x)", "F")).sides[1], ["x"]);
    mustInclude(q.prompt, "increases by 10");
    const d1 = f(10) - f(0);
    const d2 = f(-3 + 10) - f(-3);
    ensure(close(d1, d2), "increase depends on x");
    keyIsNumber(q, d1);
  },
  "qb-linear-functions-07": (q) => {
    mustInclude(q.prompt, "f(4) = 2f(1)", "f(3) = 15");
    // brute force over slopes and intercepts in steps of 1/4
    const found = [];
    for (const m of grid(-30, 30, 0.25))
      for (const b of grid(-60, 60, 0.25)) if (close(4 * m + b, 2 * (m + b)) && close(3 * m + b, 15)) found.push(b);
    ensure(found.length === 1, "conditions do not fix f");
    keyIsNumber(q, found[0]);
  },
  "qb-linear-functions-08": (q) => {
    const ms = mathIn(q.prompt);
    const f = fnOf(relationOf(ms.find((m) => m.startsWith("f(x)")).replace("f(x)", "F")).sides[1], ["x", "a"]);
    const g = fnOf(relationOf(ms.find((m) => m.startsWith("g(x)")).replace("g(x)", "G")).sides[1], ["x", "a"]);
    mustInclude(q.prompt, "$x$-coordinate of 2");
    const a = solveLinear((a) => f(2, a) - g(2, a));
    expectSpr(q, a);
  },
  "qb-linear-functions-09": (q) => {
    mustInclude(q.prompt, "\\$42,000", "3 years", "\\$27,300", "\\$5,250");
    const drop = (42000 - 27300) / 3;
    // year by year in quarter-year steps until the value reaches 5,250
    const ts = grid(0, 20, 0.25).filter((t) => close(42000 - drop * t, 5250));
    ensure(ts.length === 1, "no time found");
    keyIsNumber(q, ts[0]);
  },

  // ---- Linear equations in two variables ----
  "qb-linear-equations-two-variables-01": (q) => {
    mustInclude(q.prompt, "\\$56", "\\$3 per pack", "\\$8 per pack");
    const truth = (x, y) => 3 * x + 8 * y - 56;
    expectOption(q, (o) => sameLine(eqFn(mathIn(o)[0], ["x", "y"]), truth), "the cost equation");
  },
  "qb-linear-equations-two-variables-02": (q) => {
    const f = eqFn(
      mathIn(q.prompt).find((m) => m.includes("y =") || /y = \d/.test(m) || m.includes("=")),
      ["x", "y"],
    );
    expectSpr(
      q,
      solveLinear((y) => f(0, y)),
    );
  },
  "qb-linear-equations-two-variables-03": (q) => {
    const rows = tableRows(q.passage).slice(1);
    const known = rows.filter((r) => !r[1].includes("k")).map((r) => r.map(num));
    const target = rows.find((r) => r[1].includes("k"));
    const [[x1, y1], [x2, y2]] = known;
    const m = (y2 - y1) / (x2 - x1);
    keyIsNumber(q, y1 + m * (num(target[0]) - x1));
  },
  "qb-linear-equations-two-variables-04": (q) => {
    const ell = eqFn(
      mathIn(q.prompt).find((m) => m.includes("=")),
      ["x", "y"],
    );
    const [a, b] = lin2(ell);
    expectOption(
      q,
      (o) => {
        const g = eqFn(mathIn(o)[0], ["x", "y"]);
        const [a2, b2] = lin2(g);
        return Math.abs(a * b2 - a2 * b) < EPS && !sameLine(ell, g);
      },
      "the parallel line",
    );
  },
  "qb-linear-equations-two-variables-05": (q) => {
    const eq = mathIn(q.prompt).find((m) => m.includes("a"));
    const f = eqFn(eq, ["x", "y", "a"]);
    const [[px, py]] = mathIn(q.prompt)
      .filter((m) => /^\(-?\d+, -?\d+\)$/.test(m))
      .map((m) => m.slice(1, -1).split(",").map(Number));
    const a = solveLinear((a) => f(px, py, a));
    // slope from two points on the line
    const yAt = (x) => solveLinear((y) => f(x, y, a));
    expectSpr(q, (yAt(7) - yAt(-2)) / 9);
  },
  "qb-linear-equations-two-variables-06": (q) => {
    const f = eqFn(
      mathIn(q.prompt).find((m) => m.includes("=")),
      ["s", "L"],
    );
    expectOption(
      q,
      (o) => {
        const [s, L] = mathIn(o).map((m) => num(m.split("=")[1]));
        return close(f(s, L), 0);
      },
      "the combination that holds 3,000 beads",
    );
  },
  "qb-linear-equations-two-variables-07": (q) => {
    mustInclude(q.prompt, "$a > 0$", "$b < 0$", "$c > 0$");
    // simulation: many lines ax + by = c with these signs; record every quadrant they enter
    const visited = new Set();
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let t = 0; t < 400; t++) {
      const a = 0.1 + 10 * rnd(),
        b = -(0.1 + 10 * rnd()),
        c = 0.1 + 10 * rnd();
      for (const x of grid(-200, 200, 0.5)) {
        const y = (c - a * x) / b;
        if (Math.abs(x) < EPS || Math.abs(y) < EPS) continue;
        visited.add(x > 0 ? (y > 0 ? "I" : "IV") : y > 0 ? "II" : "III");
      }
    }
    const missed = ["I", "II", "III", "IV"].filter((k) => !visited.has(k));
    ensure(missed.length === 1, `lines miss ${missed.join(", ") || "no quadrant"}`);
    expectOption(q, (o) => o.trim() === `Quadrant ${missed[0]}`, `Quadrant ${missed[0]}`);
  },
  "qb-linear-equations-two-variables-08": (q) => {
    mustInclude(q.prompt, "62 tickets", "packs of 3 tickets", "packs of 5 tickets", "at least one pack of each");
    let count = 0;
    for (let x = 1; 3 * x <= 62; x++) for (let y = 1; 5 * y <= 62; y++) if (3 * x + 5 * y === 62) count++;
    expectSpr(q, count);
  },
  "qb-linear-equations-two-variables-09": (q) => {
    mustInclude(q.prompt, "$(2, 5)$", "twice");
    // brute force: lines through (2, 5) with slope m (steps of 1/100); intercept b = 5 - 2m, x-intercept -b/m
    const bs = new Set();
    for (const m of grid(-20, 20, 0.01)) {
      if (Math.abs(m) < EPS) continue;
      const b = 5 - 2 * m;
      if (Math.abs(b) > EPS && close(-b / m, 2 * b)) bs.add(Math.round(b * 1e6) / 1e6);
    }
    ensure(bs.size === 1, "no unique line");
    keyIsNumber(q, [...bs][0]);
  },

  // ---- Systems of two linear equations in two variables ----
  "qb-systems-of-linear-equations-01": (q) => {
    const eqs = mathIn(q.prompt).filter((m) => m.includes("=") && !m.includes(","));
    const [, y] = solve2(eqFn(eqs[0], ["x", "y"]), eqFn(eqs[1], ["x", "y"]));
    keyIsNumber(q, y);
  },
  "qb-systems-of-linear-equations-02": (q) => {
    const { alt, id } = figureAlt(q.passage);
    ensure(id === "qb-alg-system-lines", "unexpected figure");
    const pts = pointsIn(alt);
    ensure(pts.length === 4, "expected two points for each line");
    const through =
      ([x1, y1], [x2, y2]) =>
      (x, y) =>
        (y - y1) * (x2 - x1) - (x - x1) * (y2 - y1);
    const [x, y] = solve2(through(pts[0], pts[1]), through(pts[2], pts[3]));
    svgHasPoints(id, { xmin: -2, ymax: 7 }, [...pts, [x, y]]);
    expectOption(
      q,
      (o) => {
        const [a, b] = mathIn(o)[0].slice(1, -1).split(",").map(num);
        return close(a, x) && close(b, y);
      },
      `the intersection (${x}, ${y})`,
    );
  },
  "qb-systems-of-linear-equations-03": (q) => {
    const eqs = mathIn(q.prompt).filter((m) => m.includes("=") && !m.includes(","));
    const [x, y] = solve2(eqFn(eqs[0], ["x", "y"]), eqFn(eqs[1], ["x", "y"]));
    mustInclude(q.prompt, "value of $x + y$");
    expectSpr(q, x + y);
  },
  "qb-systems-of-linear-equations-04": (q) => {
    mustInclude(q.prompt, "19-kilometer", "4 kilometers per hour", "3 kilometers per hour", "5.5 hours");
    const as = grid(0, 19, 0.01).filter((a) => close(a / 4 + (19 - a) / 3, 5.5));
    ensure(as.length === 1, "no unique split");
    keyIsNumber(q, as[0]);
  },
  "qb-systems-of-linear-equations-05": (q) => {
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(num));
    const line = (col) => {
      const m = (rows[1][col] - rows[0][col]) / (rows[1][0] - rows[0][0]);
      const f = (x) => rows[0][col] + m * (x - rows[0][0]);
      ensure(
        rows.every((r) => close(f(r[0]), r[col])),
        "table column is not linear",
      );
      return f;
    };
    const f = line(1),
      g = line(2);
    const x = solveLinear((x) => f(x) - g(x));
    expectSpr(q, f(x));
  },
  "qb-systems-of-linear-equations-06": (q) => {
    mustInclude(q.prompt, "23 tables", "6 people or 8 people", "160 people");
    // brute force the real numbers of tables, then keep the option whose system has exactly that solution set
    const real = [];
    for (let x = 0; x <= 23; x++) if (6 * x + 8 * (23 - x) === 160) real.push([x, 23 - x]);
    ensure(real.length === 1, "situation has no unique answer");
    const truth = [(x, y) => x + y - 23, (x, y) => 6 * x + 8 * y - 160];
    expectOption(
      q,
      (o) => {
        const fs = mathIn(o).map((m) => eqFn(m, ["x", "y"]));
        const ok = fs.length === 2 && truth.every((t) => fs.some((f) => sameLine(f, t)));
        if (ok)
          ensure(
            fs.every((f) => close(f(...real[0]), 0)),
            "system misses the real solution",
          );
        return ok;
      },
      "the system of the situation",
    );
  },
  "qb-systems-of-linear-equations-07": (q) => {
    const eqs = mathIn(q.prompt).filter((m) => m.includes("=") && !m.includes("<"));
    const f = eqFn(eqs[0], ["x", "y"]);
    const gOf = (b) => {
      const g = eqFn(eqs[1], ["x", "y", "b"]);
      return (x, y) => g(x, y, b);
    };
    expectOption(q, (o) => sameLine(f, gOf(num(o))), "the value with infinitely many solutions");
  },
  "qb-systems-of-linear-equations-08": (q) => {
    mustInclude(q.prompt, "1,800 kilometers in 2.5 hours", "3 hours");
    // brute force plane and wind speeds in steps of 1 km/h
    const ws = [];
    for (let p = 0; p <= 2000; p++)
      for (let w = 0; w < p; w++) if (close((p + w) * 2.5, 1800) && close((p - w) * 3, 1800)) ws.push(w);
    ensure(ws.length === 1, "no unique wind speed");
    expectSpr(q, ws[0]);
  },
  "qb-systems-of-linear-equations-09": (q) => {
    const eqs = mathIn(q.prompt).filter((m) => m.startsWith("y ="));
    const f = eqFn(eqs[0], ["x", "y"]);
    const g = eqFn(eqs[1], ["x", "y", "k"]);
    expectOption(
      q,
      (o) => {
        const k = num(o);
        const [x, y] = solve2(f, (x, y) => g(x, y, k));
        return x < -EPS && y > EPS;
      },
      "the value giving a Quadrant II intersection",
    );
  },

  // ---- Linear inequalities in one or two variables ----
  "qb-linear-inequalities-01": (q) => {
    const p = ineqFn(mathIn(q.prompt)[0], ["x"]);
    const xs = grid(-40, 40, 0.125).concat([23 / 3, 5 - 1e-6, 5 + 1e-6]);
    expectOption(
      q,
      (o) => {
        const r = ineqFn(mathIn(o)[0], ["x"]);
        return xs.every((x) => p(x) === r(x));
      },
      "the solution set",
    );
  },
  "qb-linear-inequalities-02": (q) => {
    mustInclude(q.prompt, "420 meters", "at least 1,500 meters", "180 meters each hour");
    // simulate the climb minute by minute over 20 hours: goal met when climbed >= 1,500
    const hs = grid(0, 20, 1 / 60);
    const met = (h) => 420 + 180 * h >= 1500 - EPS;
    expectOption(
      q,
      (o) => {
        const r = ineqFn(mathIn(o)[0], ["h"]);
        return hs.every((h) => r(h) === met(h));
      },
      "the goal inequality",
    );
  },
  "qb-linear-inequalities-03": (q) => {
    const p = ineqFn(
      mathIn(q.prompt).find((m) => m.includes("<")),
      ["x"],
    );
    const ints = grid(-200, 200, 1).filter((x) => p(x));
    ensure(ints.length && !p(-1000) && p(1000), "solution set is not bounded below only");
    expectSpr(q, Math.min(...ints));
  },
  "qb-linear-inequalities-04": (q) => {
    const { alt, id } = figureAlt(q.passage);
    ensure(id === "qb-alg-inequality-region", "unexpected figure");
    ensure(
      /dashed/.test(alt) && /below the dashed line/.test(alt) && /contains the origin/.test(alt),
      "description changed",
    );
    const [[x1, y1], [x2, y2]] = pointsIn(alt);
    svgHasPoints(id, { xmin: -3, ymax: 5 }, [
      [x1, y1],
      [x2, y2],
    ]);
    const m = (y2 - y1) / (x2 - x1);
    const shaded = (x, y) => y < y1 + m * (x - x1) - EPS; // strictly below the dashed line
    const pts = [];
    for (const x of grid(-3, 6, 0.25)) for (const y of grid(-3, 5, 0.25)) pts.push([x, y]);
    expectOption(
      q,
      (o) => {
        const r = ineqFn(mathIn(o)[0], ["x", "y"]);
        return pts.every(([x, y]) => r(x, y) === shaded(x, y));
      },
      "the shaded region",
    );
  },
  "qb-linear-inequalities-05": (q) => {
    mustInclude(q.prompt, "\\$4 each", "\\$9 each", "\\$1,350", "150 tacos");
    let b = 0;
    while (4 * 150 + 9 * b < 1350) b++;
    keyIsNumber(q, b);
  },
  "qb-linear-inequalities-06": (q) => {
    const p = ineqFn(
      mathIn(q.prompt).find((m) => m.includes("<")),
      ["x"],
    );
    ensure(!p(-1000) && !p(1000), "solution set is not bounded");
    expectSpr(q, grid(-500, 500, 1).filter((x) => p(x)).length);
  },
  "qb-linear-inequalities-07": (q) => {
    mustInclude(q.prompt, "exactly 120 acres", "\\$500 per acre of corn", "\\$300 per acre of soybeans", "\\$54,000");
    const ok = grid(0, 120, 0.5).filter((c) => 500 * c + 300 * (120 - c) <= 54000);
    keyIsNumber(q, Math.max(...ok));
  },
  "qb-linear-inequalities-08": (q) => {
    const p = ineqFn(
      mathIn(q.prompt).find((m) => m.includes("<")),
      ["x", "k"],
    );
    const target = ineqFn(
      mathIn(q.prompt).find((m) => m.startsWith("x >")),
      ["x"],
    );
    const xs = grid(-30, 30, 1 / 64);
    const ks = grid(-20, 20, 0.125).filter((k) => xs.every((x) => p(x, k) === target(x)));
    ensure(ks.length === 1, `${ks.length} values of k give the solution set`);
    expectSpr(q, ks[0]);
  },
  "qb-linear-inequalities-09": (q) => {
    const rel = mathIn(q.prompt).find((m) => m.includes(">"));
    const p = ineqFn(rel, ["x", "y", "b"]);
    mustInclude(q.prompt, "$(-2, 5)$ is a solution", "$(1, 7)$ is not a solution");
    expectOption(
      q,
      (o) => {
        const b = num(o);
        return p(-2, 5, b) && !p(1, 7, b);
      },
      "the possible value of b",
    );
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  // the first nine of each skill; later questions of these skills have key checks of their own
  return runKeyChecks(CHECKS, questions, (id) => SKILLS.some((s) => new RegExp(`^qb-${s}-0[1-9]$`).test(id)));
}

selfTest(import.meta.url, checkKeys, SKILLS);
