// Recomputes the keys of the question bank's Advanced Math and Geometry questions (63 questions):
// Nonlinear functions, Nonlinear equations and systems, Equivalent expressions, Area and volume,
// Lines, angles, and triangles, Right triangles and trigonometry, Circles. Read by `npm run content:check`.
//
// Every check recomputes the answer from the problem data by its own route (root scanning and bisection,
// brute force, coordinates and vectors for the geometry, numerical integration, evaluating each option's
// formula at many points for equivalent expressions) and asserts that exactly one option is right and that it
// is the key, or that the accepted answers are right. Each check also asserts that the question text holds
// the data it uses, so the two cannot drift apart. The shared rules (answer grid, mutation pass) are in ./lib.
// checkKeys reads no file; run this file on its own to check the Markdown files without the app.
import { assert, expectExpr, expectOption, expectSet, expectSpr, expectValue, mustContain } from "./lib/assertions.mjs";
import { angleAt, bisect, close, deg, integrate, minimum, random, rootsScan } from "./lib/numeric.mjs";
import { selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { equationOf, rhsOf, soleMath, valueOf } from "./lib/tex.mjs";

const SKILLS = [
  "nonlinear-functions",
  "nonlinear-equations-and-systems",
  "equivalent-expressions",
  "area-and-volume",
  "lines-angles-and-triangles",
  "right-triangles-and-trigonometry",
  "circles",
];

const dist = (P, Q) => Math.hypot(P[0] - Q[0], P[1] - Q[1]);
const polar = (O, r, d) => [O[0] + r * Math.cos(deg(d)), O[1] + r * Math.sin(deg(d))];
/** Options given as words for a count of solutions. */
function countOfOption(o) {
  const words = { Zero: 0, "Exactly one": 1, "Exactly two": 2, "Infinitely many": Infinity };
  if (!(o in words)) throw new Error(`unknown count '${o}'`);
  return words[o];
}

const CHECKS = {
  // ===== Nonlinear functions =====
  "qb-nonlinear-functions-01": (q) => {
    mustContain(q, "(0, 5)", "(1, 0)", "(5, 0)", "(3, −4)", "minimum value of $f(x)$");
    // f(x) = a(x - 1)(x - 5) through (0, 5) -> a from the y-intercept; then scan for the minimum
    const a = 5 / ((0 - 1) * (0 - 5));
    const f = (x) => a * (x - 1) * (x - 5);
    assert(close(f(3), -4), q.id, "the labeled vertex is not on the parabola through the other points");
    expectValue(q, minimum(f, -20, 20).y);
  },
  "qb-nonlinear-functions-02": (q) => {
    mustContain(q, "g(x) = \\frac{x^2 + 11}{x - 2}", "g(5)");
    expectSpr(q, (5 * 5 + 11) / (5 - 2));
  },
  "qb-nonlinear-functions-03": (q) => {
    mustContain(q, "$t$ years after 2015", "N(t) = 240(1.06)^t", "number 240");
    const N = (t) => 240 * 1.06 ** t;
    // 240 is the value at t = 0, i.e. in 2015; it is neither N(1) nor a yearly change
    const year = 2015 + [0, 1].find((t) => close(N(t), 240));
    assert(!close(N(1) - N(0), 240) && !close(N(1), 240), q.id, "240 would also be another quantity");
    expectOption(q, (o) => new RegExp(`number of sea otters in the bay in ${year}$`).test(o), `the number in ${year}`);
  },
  "qb-nonlinear-functions-04": (q) => {
    mustContain(q, "(0, 64)", "(2, 16)", "f(x) = a \\cdot b^x");
    const a = 64; // f(0) = a b^0
    const b = bisect((t) => a * t ** 2 - 16, 0.01, 1); // positive b with f(2) = 16
    expectExpr(q, ({ x }) => a * b ** x);
  },
  "qb-nonlinear-functions-05": (q) => {
    mustContain(q, "f(x) = 2x^2 - bx + 9", "f(-1) = 20", "f(2)");
    const f = (x, b) => 2 * x ** 2 - b * x + 9;
    const b = bisect((t) => f(-1, t) - 20, -1000, 1000);
    expectSpr(q, Math.round(f(2, b) * 1e9) / 1e9);
  },
  "qb-nonlinear-functions-06": (q) => {
    const rows = q.passage
      .split("\n")
      .map((l) => l.split("|").map((c) => c.trim()))
      .filter((c) => c.length === 2 && /^\$-?\d+\$$/.test(c[0]))
      .map(([x, y]) => [valueOf(x), valueOf(y)]);
    assert(rows.length === 5, q.id, `expected 5 table rows, found ${rows.length}`);
    // Lagrange interpolation through the first three rows; every row must fit the same quadratic
    const [p0, p1, p2] = rows;
    const L = (x) =>
      [p0, p1, p2].reduce((s, [xi, yi], i, arr) => {
        let term = yi;
        arr.forEach(([xj], j) => {
          if (j !== i) term *= (x - xj) / (xi - xj);
        });
        return s + term;
      }, 0);
    for (const [x, y] of rows) assert(close(L(x), y), q.id, `row (${x}, ${y}) is not on one quadratic`);
    expectValue(q, minimum(L, -50, 50).x, { tol: 1e-7 }); // where a minimum is, is known to about 1e-8 only
  },
  "qb-nonlinear-functions-07": (q) => {
    mustContain(q, "P(t) = 5{,}000(1.21)^t", "every 6 months");
    const P = (t) => 5000 * 1.21 ** t;
    const halfYearFactor = P(0.5) / P(0);
    expectOption(
      q,
      (o) => {
        const g = rhsOf(o);
        const equivalent = [0, 0.3, 1, 2.5, 4, 7, 10].every((t) => close(g({ t }), P(t), 1e-10));
        const base = /\(([\d.]+)\)\^/.exec(soleMath(o))[1];
        return equivalent && close(Number(base), halfYearFactor, 1e-10);
      },
      "equivalent with the 6-month factor as base",
    );
  },
  "qb-nonlinear-functions-08": (q) => {
    mustContain(q, "$(-2, 0)$", "$(6, 0)$", "$(5, -21)$", "minimum value of $g(x)$");
    const a = -21 / ((5 + 2) * (5 - 6));
    const g = (x) => a * (x + 2) * (x - 6);
    expectSpr(q, Math.round(minimum(g, -50, 50).y * 1e6) / 1e6);
  },
  "qb-nonlinear-functions-09": (q) => {
    mustContain(q, "f(x) = ax^2 + bx + c", "f(x) = f(6 - x)", "minimum value of $f$ is 2", "f(0) = 20");
    // Try each option's b: f(x) = f(6 - x) at x = 0 gives 36a + 6b = 0, f(0) = 20 gives c; then test
    // the symmetry at many points and the minimum value by scanning.
    expectOption(
      q,
      (o) => {
        const b = valueOf(o);
        const a = (-6 * b) / 36;
        const c = 20;
        const f = (x) => a * x * x + b * x + c;
        if (a <= 0) return false;
        const symmetric = [-3, -1, 0.5, 2, 7, 11].every((x) => close(f(x), f(6 - x)));
        return symmetric && close(minimum(f, -100, 100).y, 2, 1e-7);
      },
      "b",
    );
  },

  // ===== Nonlinear equations and systems =====
  "qb-nonlinear-equations-and-systems-01": (q) => {
    mustContain(q, "(x + 4)(2x - 6) = 0");
    const roots = rootsScan((x) => (x + 4) * (2 * x - 6), -50, 50);
    expectSet(q, roots);
  },
  "qb-nonlinear-equations-and-systems-02": (q) => {
    mustContain(q, "\\sqrt{x - 3} = 5");
    const [x] = rootsScan((t) => Math.sqrt(t - 3) - 5, 3, 1000, 0.01);
    expectSpr(q, Math.round(x * 1e9) / 1e9);
  },
  "qb-nonlinear-equations-and-systems-03": (q) => {
    mustContain(q, "y = x^2 - 4x + 7", "y = 3$");
    const roots = rootsScan((x) => x * x - 4 * x + 7 - 3, -50, 50);
    expectOption(q, (o) => countOfOption(o) === roots.length, `${roots.length} solutions`);
  },
  "qb-nonlinear-equations-and-systems-04": (q) => {
    mustContain(q, "x^2 - 6x + 4 = 0");
    const roots = rootsScan((x) => x * x - 6 * x + 4, -50, 50);
    expectSet(q, roots);
  },
  "qb-nonlinear-equations-and-systems-05": (q) => {
    mustContain(q, "y = x^2 - 5x + 9", "y = 2x - 3", "y_1 + y_2");
    const xs = rootsScan((x) => x * x - 5 * x + 9 - (2 * x - 3), -50, 50);
    assert(xs.length === 2, q.id, `expected two solutions, found ${xs.length}`);
    expectSpr(q, Math.round(xs.reduce((s, x) => s + (2 * x - 3), 0) * 1e6) / 1e6);
  },
  "qb-nonlinear-equations-and-systems-06": (q) => {
    mustContain(q, "\\frac{12}{x} = x - 4");
    const roots = rootsScan((x) => 12 / x - (x - 4), -60, 60);
    expectSet(q, roots);
  },
  "qb-nonlinear-equations-and-systems-07": (q) => {
    mustContain(q, "\\frac{x + 2}{x - 3} = \\frac{5}{x - 3} + 4");
    const f = (x) => (x + 2) / (x - 3) - 5 / (x - 3) - 4;
    const roots = rootsScan(f, -100, 100);
    for (const x of [0, 3, 7]) assert(!(Math.abs(f(x)) < 1e-9), q.id, `${x} satisfies the equation`);
    expectSet(q, roots);
  },
  "qb-nonlinear-equations-and-systems-08": (q) => {
    mustContain(q, "x^2 + y^2 = 25", "y = x + 1", "x_1x_2 + y_1y_2");
    const xs = rootsScan((x) => x * x + (x + 1) ** 2 - 25, -10, 10);
    assert(xs.length === 2, q.id, `expected two solutions, found ${xs.length}`);
    const [x1, x2] = xs;
    expectSpr(q, Math.round((x1 * x2 + (x1 + 1) * (x2 + 1)) * 1e6) / 1e6);
  },
  "qb-nonlinear-equations-and-systems-09": (q) => {
    mustContain(q, "9^x - 10 \\cdot 3^x + 9 = 0");
    const roots = rootsScan((x) => 9 ** x - 10 * 3 ** x + 9, -20, 5).map((r) => Math.round(r * 1e6) / 1e6);
    expectSet(q, roots);
  },

  // ===== Equivalent expressions =====
  "qb-equivalent-expressions-01": (q) => {
    mustContain(q, "\\left(2x^3\\right)^2");
    expectExpr(q, ({ x }) => (2 * x ** 3) ** 2);
  },
  "qb-equivalent-expressions-02": (q) => {
    mustContain(q, "(x + 9)(x - 3)", "x^2 + bx - 27");
    const p = (x) => (x + 9) * (x - 3);
    assert(close(p(0), -27), q.id, "the constant term is not -27");
    expectSpr(q, (p(1) - p(-1)) / 2); // x^2 + bx + c: p(1) - p(-1) = 2b
  },
  "qb-equivalent-expressions-03": (q) => {
    mustContain(q, "6x^2 + 9x");
    expectExpr(q, ({ x }) => 6 * x * x + 9 * x);
  },
  "qb-equivalent-expressions-04": (q) => {
    mustContain(q, "\\sqrt[3]{x^2} \\cdot \\sqrt{x}", "x > 0");
    expectExpr(q, ({ x }) => Math.cbrt(x * x) * Math.sqrt(x), { pick: () => 0.05 + random() * 20 });
  },
  "qb-equivalent-expressions-05": (q) => {
    mustContain(q, "\\left(2x^2 - 3x + 1\\right)(x + 4)", "ax^3 + bx^2 + cx + d", "value of $b$");
    // multiply coefficient lists (highest power first)
    const A = [2, -3, 1],
      B = [1, 4];
    const prod = Array(A.length + B.length - 1).fill(0);
    A.forEach((a, i) => B.forEach((b, j) => (prod[i + j] += a * b)));
    expectSpr(q, prod[1]);
  },
  "qb-equivalent-expressions-06": (q) => {
    mustContain(q, "x^4 - 16");
    expectExpr(q, ({ x }) => x ** 4 - 16);
  },
  "qb-equivalent-expressions-07": (q) => {
    mustContain(q, "\\frac{2x^2 + 5x - 3}{x + 3} - \\frac{x^2 - 4}{x - 2}", "x > 2");
    expectExpr(q, ({ x }) => (2 * x * x + 5 * x - 3) / (x + 3) - (x * x - 4) / (x - 2), {
      pick: () => 2.01 + random() * 30,
    });
  },
  "qb-equivalent-expressions-08": (q) => {
    mustContain(q, "x^2 + y^2 = 58", "xy = 21", "x > y > 0", "x - y");
    // y = 21/x on the curve x^2 + y^2 = 58, with x > y > 0
    const xs = rootsScan((x) => x * x + (21 / x) ** 2 - 58, 0.1, 60).filter((x) => x > 21 / x);
    assert(xs.length === 1, q.id, `expected one solution with x > y > 0, found ${xs.length}`);
    expectSpr(q, Math.round((xs[0] - 21 / xs[0]) * 1e6) / 1e6);
  },
  "qb-equivalent-expressions-09": (q) => {
    mustContain(q, "\\frac{x^2 + 4x + 4}{x^2 - 4} \\div \\frac{3x + 6}{x - 2}", "x > 2");
    expectExpr(q, ({ x }) => (x * x + 4 * x + 4) / (x * x - 4) / ((3 * x + 6) / (x - 2)), {
      pick: () => 2.01 + random() * 30,
    });
  },

  // ===== Area and volume =====
  "qb-area-and-volume-01": (q) => {
    mustContain(
      q,
      "12 m along the bottom",
      "5 m up the right side",
      "5 m to the left",
      "3 m up",
      "7 m to the left",
      "8 m down",
    );
    // walk the outline counterclockwise and take the shoelace area
    const moves = [
      [12, 0],
      [0, 5],
      [-5, 0],
      [0, 3],
      [-7, 0],
      [0, -8],
    ];
    const pts = [[0, 0]];
    for (const [dx, dy] of moves) pts.push([pts.at(-1)[0] + dx, pts.at(-1)[1] + dy]);
    assert(pts.at(-1)[0] === 0 && pts.at(-1)[1] === 0, q.id, "the outline does not close");
    let twice = 0;
    for (let i = 0; i < moves.length; i++) twice += pts[i][0] * pts[i + 1][1] - pts[i + 1][0] * pts[i][1];
    expectValue(q, twice / 2);
  },
  "qb-area-and-volume-02": (q) => {
    mustContain(q, "radius of 3 centimeters", "height of 10 centimeters", "$k\\pi$");
    const volume = integrate(() => Math.PI * 3 ** 2, 0, 10); // stack of circular slices
    expectSpr(q, Math.round((volume / Math.PI) * 1e6) / 1e6);
  },
  "qb-area-and-volume-03": (q) => {
    mustContain(q, "4 feet long", "112 cubic feet");
    let h = null;
    for (let t = 1; t <= 112; t++) if (4 * 4 * t === 112) h = t;
    expectValue(q, h);
  },
  "qb-area-and-volume-04": (q) => {
    mustContain(q, "radius of 6 feet", "height of 10 feet", "hemisphere");
    // cross-sections: a disk of radius 6 for 10 ft, then disks of radius sqrt(36 - z^2) for the dome
    const v = integrate(() => Math.PI * 36, 0, 10) + integrate((z) => Math.PI * (36 - z * z), 0, 6);
    expectValue(q, v);
  },
  "qb-area-and-volume-05": (q) => {
    mustContain(q, "3 times its width", "perimeter of the banner is 64 inches");
    const w = bisect((t) => 2 * (t + 3 * t) - 64, 0, 64);
    expectSpr(q, Math.round(w * 3 * w * 1e6) / 1e6);
  },
  "qb-area-and-volume-06": (q) => {
    mustContain(q, "side length 10 centimeters", "inscribed");
    // count grid cells of the square that lie outside the inscribed circle
    const n = 2000;
    let outside = 0;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const x = ((i + 0.5) / n) * 10 - 5,
          y = ((j + 0.5) / n) * 10 - 5;
        if (x * x + y * y > 25) outside++;
      }
    const area = (outside / (n * n)) * 100;
    expectOption(q, (o) => Math.abs(valueOf(o) - area) < 0.01, `about ${area.toFixed(3)}`);
  },
  "qb-area-and-volume-07": (q) => {
    mustContain(q, "$36\\pi$", "$81\\pi$", "$96\\pi$", "similar right circular cones");
    const r1 = Math.sqrt(36),
      r2 = Math.sqrt(81);
    const h1 = (3 * 96) / r1 ** 2; // (1/3) pi r^2 h = 96 pi
    const h2 = h1 * (r2 / r1);
    expectValue(q, (Math.PI * r2 ** 2 * h2) / 3);
  },
  "qb-area-and-volume-08": (q) => {
    mustContain(q, "areas of 40, 45, and 72 square centimeters");
    const volumes = new Set();
    for (let a = 1; a <= 72; a++)
      for (let b = 1; b <= 72; b++)
        for (let c = 1; c <= 72; c++) {
          const faces = [a * b, a * c, b * c].sort((x, y) => x - y).join(",");
          if (faces === "40,45,72") volumes.add(a * b * c);
        }
    assert(volumes.size === 1, q.id, `the face areas give ${volumes.size} volumes`);
    expectSpr(q, [...volumes][0]);
  },
  "qb-area-and-volume-09": (q) => {
    mustContain(q, "Each edge of the base is 10 inches", "is 13 inches");
    // apex above the base center; slant height reaches the midpoint of an edge, 5 from the center
    const h = bisect((t) => Math.hypot(t, 5) - 13, 0, 13);
    expectValue(q, (10 * 10 * h) / 3);
  },

  // ===== Lines, angles, and triangles =====
  "qb-lines-angles-and-triangles-01": (q) => {
    mustContain(q, "marked 124 degrees", "above m and to the left of t", "above l and to the right of t");
    // t makes 124 degrees with the rightward ray of l; a parallel line meets t at the same direction
    const tUp = 124; // direction of the upward ray of t
    const atM = 180 - tUp; // between the upward ray of t and the leftward ray of m
    expectValue(q, atM);
  },
  "qb-lines-angles-and-triangles-02": (q) => {
    mustContain(q, "marked 55 degrees", "marked 130 degrees");
    // build the triangle: B at the origin, C at (1, 0), angle C = 180 - 130, angle A = 55
    const C = 180 - 130,
      A = 55;
    const B = 180 - A - C;
    const Bp = [0, 0],
      Cp = [1, 0];
    const Ap = polar(Bp, Math.sin(deg(C)) / Math.sin(deg(A)), B);
    assert(close(angleAt(Ap, Bp, Cp), 55, 1e-9), q.id, "construction failed");
    assert(close(180 - angleAt(Cp, Ap, Bp), 130, 1e-9), q.id, "exterior angle mismatch");
    expectSpr(q, Math.round(angleAt(Bp, Ap, Cp) * 1e6) / 1e6);
  },
  "qb-lines-angles-and-triangles-03": (q) => {
    mustContain(q, "ratio $2 : 3 : 4$");
    let largest = null;
    for (let k = 0.5; k <= 90; k += 0.5) if (2 * k + 3 * k + 4 * k === 180) largest = 4 * k;
    expectValue(q, largest);
  },
  "qb-lines-angles-and-triangles-04": (q) => {
    mustContain(q, "AD = 6", "DB = 4", "DE = 9", "parallel to $\\overline{BC}$");
    // coordinates: A at the origin; B and C on two rays; D on AB with AD = 6; E on AC where DE || BC
    const A = [0, 0],
      B = polar(A, 10, 250),
      Cdir = 300;
    const D = polar(A, 6, 250);
    // choose AC so that DE = 9 with E = (6/10) C (the parallel cuts AC in the same ratio)
    const len = bisect((ac) => dist(D, polar(A, (6 / 10) * ac, Cdir)) - 9, 0.01, 100);
    const Cp = polar(A, len, Cdir);
    const E = polar(A, 0.6 * len, Cdir);
    const cross = (E[0] - D[0]) * (Cp[1] - B[1]) - (E[1] - D[1]) * (Cp[0] - B[0]);
    assert(Math.abs(cross) < 1e-6, q.id, "DE is not parallel to BC");
    expectValue(q, dist(B, Cp));
  },
  "qb-lines-angles-and-triangles-05": (q) => {
    mustContain(
      q,
      "$(2x + 8)^\\circ$ at vertex $J$",
      "$(3x - 2)^\\circ$ at vertex $K$",
      "$(x + 6)^\\circ$ at vertex $L$",
      "angle $K$",
    );
    const x = bisect((t) => 2 * t + 8 + (3 * t - 2) + (t + 6) - 180, 0, 180);
    expectSpr(q, Math.round((3 * x - 2) * 1e6) / 1e6);
  },
  "qb-lines-angles-and-triangles-06": (q) => {
    mustContain(q, "lengths 7 and 12");
    const isTriangle = (a, b, c) => a + b > c && a + c > b && b + c > a;
    expectOption(q, (o) => isTriangle(7, 12, valueOf(o)), "a possible third side");
  },
  "qb-lines-angles-and-triangles-07": (q) => {
    mustContain(q, "AD = 4", "AE = 6", "EC = 6", "angle $ADE$ is congruent to angle $ACB$");
    // For several shapes: A at the origin, D and B on the x-axis, C on a ray at angle alpha with AC = 12,
    // E on AC with AE = 6. Find AB by bisection so that angle ADE = angle ACB; DB = AB - 4.
    const answers = [35, 50, 60, 75, 100].map((alpha) => {
      const A = [0, 0],
        D = [4, 0],
        E = polar(A, 6, alpha),
        C = polar(A, 12, alpha);
      const ab = bisect((t) => angleAt(D, A, E) - angleAt(C, A, [t, 0]), 4.0001, 500);
      return ab - 4;
    });
    assert(
      answers.every((v) => close(v, answers[0], 1e-6)),
      q.id,
      `DB depends on the shape: ${answers}`,
    );
    expectValue(q, answers[0]);
  },
  "qb-lines-angles-and-triangles-08": (q) => {
    mustContain(q, "isosceles triangle measures $40^\\circ$", "greatest possible measure");
    // every isosceles triangle (p, p, 180 - 2p) containing a 40-degree angle; the other two angles
    let best = -Infinity;
    for (let p = 0.5; p < 90; p += 0.5) {
      const angles = [p, p, 180 - 2 * p];
      const i = angles.indexOf(40);
      if (i === -1) continue;
      const others = angles.filter((_, j) => j !== i);
      best = Math.max(best, ...others);
    }
    expectSpr(q, best);
  },
  "qb-lines-angles-and-triangles-09": (q) => {
    mustContain(q, "marked 35 degrees", "marked 70 degrees", "parallel to line $m$");
    // l: y = 0, m: y = -10; A = (0, 0); AP leaves A at 35 degrees below the rightward ray of l;
    // BP leaves B at 70 degrees above the rightward ray of m. Find P and measure angle APB.
    const A = [0, 0];
    const P = polar(A, 4 / Math.sin(deg(35)), -35);
    const u = (10 - 4) / Math.sin(deg(70));
    const B = [P[0] - u * Math.cos(deg(70)), -10];
    assert(close(angleAt(B, [B[0] + 1, B[1]], P), 70, 1e-9), q.id, "construction failed");
    expectValue(q, angleAt(P, A, B));
  },

  // ===== Right triangles and trigonometry =====
  "qb-right-triangles-and-trigonometry-01": (q) => {
    mustContain(q, "right angle at C", "length 24", "length 7", "length 25");
    const C = [0, 0],
      A = [-24, 0],
      B = [0, 7];
    assert(close(dist(A, B), 25), q.id, "the sides do not form the labeled right triangle");
    expectValue(q, Math.tan(deg(angleAt(A, B, C))));
  },
  "qb-right-triangles-and-trigonometry-02": (q) => {
    mustContain(q, "20 meters wide", "21 meters long", "diagonally");
    expectSpr(q, Math.round(dist([0, 0], [20, 21]) * 1e9) / 1e9);
  },
  "qb-right-triangles-and-trigonometry-03": (q) => {
    mustContain(q, "isosceles right triangle", "length of 10");
    const leg = bisect((s) => Math.hypot(s, s) - 10, 0, 10);
    expectValue(q, leg);
  },
  "qb-right-triangles-and-trigonometry-04": (q) => {
    mustContain(q, "\\sin A = \\frac{12}{13}", "angle $C$ is the right angle", "\\cos B");
    const A = Math.asin(12 / 13);
    const C = [0, 0],
      Ap = [Math.cos(A) * 13, 0],
      B = [0, Math.sin(A) * 13];
    expectValue(q, Math.cos(deg(angleAt(B, Ap, C))));
  },
  "qb-right-triangles-and-trigonometry-05": (q) => {
    mustContain(q, "\\tan P = \\frac{3}{4}", "PR = 16", "angle $R$ is the right angle", "\\overline{PQ}");
    const R = [0, 0],
      P = [16, 0];
    const Q = [0, 16 * (3 / 4)]; // QR is opposite P
    assert(close(Math.tan(deg(angleAt(P, Q, R))), 3 / 4), q.id, "construction failed");
    expectSpr(q, Math.round(dist(P, Q) * 1e9) / 1e9);
  },
  "qb-right-triangles-and-trigonometry-06": (q) => {
    mustContain(q, "right angle at C", "length 6", "length x", "60 degrees");
    const C = [0, 0],
      B = [6, 0];
    // A on the vertical through C with angle ABC = 60
    const y = bisect((t) => angleAt(B, C, [0, t]) - 60, 0.01, 1000);
    expectValue(q, y);
  },
  "qb-right-triangles-and-trigonometry-07": (q) => {
    mustContain(q, "AD = 4", "DB = 9", "angle $ACB$ is a right angle", "\\tan A");
    const A = [0, 0],
      D = [4, 0],
      B = [13, 0];
    const h = bisect((t) => angleAt([4, t], A, B) - 90, 0.01, 100); // C above D with a right angle at C
    const C = [D[0], h];
    expectValue(q, Math.tan(deg(angleAt(A, C, B))));
  },
  "qb-right-triangles-and-trigonometry-08": (q) => {
    mustContain(q, "\\cos A = 0.8", "perimeter of the triangle is 60", "\\overline{AB}");
    // unit triangle with cos A = 0.8, hypotenuse 1, then scale to perimeter 60
    const A = Math.acos(0.8);
    const per = 1 + Math.cos(A) + Math.sin(A);
    expectSpr(q, Math.round((60 / per) * 1e9) / 1e9);
  },
  "qb-right-triangles-and-trigonometry-09": (q) => {
    mustContain(q, "AC = 6", "angle $ADC$ is $60^\\circ$", "angle $ABC$ is $30^\\circ$", "\\overline{DB}");
    const C = [0, 0],
      A = [0, 6];
    const dx = bisect((t) => angleAt([t, 0], A, C) - 60, 0.01, 100);
    const bx = bisect((t) => angleAt([t, 0], A, C) - 30, 0.01, 1000);
    expectValue(q, bx - dx);
  },

  // ===== Circles =====
  "qb-circles-01": (q) => {
    mustContain(q, "angle $AOB$ is $80^\\circ$", "angle $ACB$");
    const O = [0, 0],
      A = polar(O, 1, 230),
      B = polar(O, 1, 310);
    assert(close(angleAt(O, A, B), 80), q.id, "construction failed");
    const values = [60, 105, 150, 20].map((t) => angleAt(polar(O, 1, t), A, B)); // C on the major arc
    assert(
      values.every((v) => close(v, values[0], 1e-9)),
      q.id,
      "inscribed angle not constant",
    );
    expectValue(q, values[0]);
  },
  "qb-circles-02": (q) => {
    mustContain(q, "circumference of $18\\pi$", "$k\\pi$");
    const r = bisect((t) => 2 * Math.PI * t - 18 * Math.PI, 0, 100);
    expectSpr(q, Math.round(((Math.PI * r * r) / Math.PI) * 1e9) / 1e9);
  },
  "qb-circles-03": (q) => {
    mustContain(q, "center at $(2, -3)$", "radius of 4");
    // points on the true circle must satisfy the option's equation, and the center must not
    expectOption(
      q,
      (o) => {
        const F = equationOf(soleMath(o));
        const on = [0, 40, 97, 180, 233, 300].every((t) => {
          const [x, y] = polar([2, -3], 4, t);
          return Math.abs(F({ x, y })) < 1e-9;
        });
        return on && Math.abs(F({ x: 2, y: -3 })) > 1e-6;
      },
      "the circle",
    );
  },
  "qb-circles-04": (q) => {
    mustContain(q, "radius of the circle is 12", "$150^\\circ$");
    // polar integration of the sector's area
    const area = integrate((_theta) => integrate((r) => r, 0, 12, 200), 0, deg(150), 200);
    expectValue(q, area);
  },
  "qb-circles-05": (q) => {
    mustContain(q, "radius of 4 inches", "length of 14 inches", "radians");
    // the arc is 14 / (2 pi 4) of the circle, which is 2 pi radians
    expectSpr(q, Math.round((14 / (2 * Math.PI * 4)) * 2 * Math.PI * 1e9) / 1e9);
  },
  "qb-circles-06": (q) => {
    mustContain(q, "OP = 5", "OQ = 13", "tangent");
    // O at the origin, P = (0, 5), tangent y = 5; Q on the tangent with OQ = 13
    const qx = bisect((t) => dist([0, 0], [t, 5]) - 13, 0, 13);
    expectValue(q, dist([0, 5], [qx, 5]));
  },
  "qb-circles-07": (q) => {
    mustContain(q, "$(-3, 4)$", "$(5, -2)$", "endpoints of a diameter");
    // the circle on this diameter: every point X with angle (P1 X P2) = 90 degrees (Thales)
    const P1 = [-3, 4],
      P2 = [5, -2];
    const onCircle = [];
    for (let t = 0; t < 2; t += 0.1) {
      // points on the perpendicular through a varying point of the diameter, found by bisection
      const M = [P1[0] + (P2[0] - P1[0]) * (0.05 + 0.45 * t), P1[1] + (P2[1] - P1[1]) * (0.05 + 0.45 * t)];
      const n = [-(P2[1] - P1[1]), P2[0] - P1[0]];
      const s = bisect((k) => angleAt([M[0] + k * n[0], M[1] + k * n[1]], P1, P2) - 90, 1e-6, 10);
      onCircle.push([M[0] + s * n[0], M[1] + s * n[1]]);
    }
    expectOption(
      q,
      (o) => {
        const F = equationOf(soleMath(o));
        return [P1, P2, ...onCircle].every(([x, y]) => Math.abs(F({ x, y })) < 1e-6);
      },
      "the circle",
    );
  },
  "qb-circles-08": (q) => {
    mustContain(q, "radius 18", "angle $ACB$ is $35^\\circ$", "$k\\pi$");
    // find the central angle whose chord AB subtends 35 degrees at a point C on the major arc
    const O = [0, 0];
    const theta = bisect(
      (t) => {
        const A = polar(O, 18, -t / 2),
          B = polar(O, 18, t / 2),
          C = polar(O, 18, 180);
        return angleAt(C, A, B) - 35;
      },
      1,
      179,
    );
    expectSpr(q, Math.round(((18 * deg(theta)) / Math.PI) * 1e6) / 1e6);
  },
  "qb-circles-09": (q) => {
    mustContain(q, "(x - 3)^2 + (y - 2)^2 = 25", "(6, 6)");
    const center = [3, 2],
      r = 5;
    assert(close(dist(center, [6, 6]), r), q.id, "(6, 6) is not on the circle");
    // a line through (6, 6) is tangent when its distance from the center equals the radius
    expectOption(
      q,
      (o) => {
        const F = equationOf(soleMath(o)); // a x + b y - c
        const c0 = F({ x: 0, y: 0 });
        const a = F({ x: 1, y: 0 }) - c0,
          b = F({ x: 0, y: 1 }) - c0;
        const through = Math.abs(F({ x: 6, y: 6 })) < 1e-9;
        const d = Math.abs(F({ x: center[0], y: center[1] })) / Math.hypot(a, b);
        return through && close(d, r, 1e-9);
      },
      "tangent",
    );
  },
};

/**
 * Recomputes the keys of the bank's Advanced Math and Geometry questions.
 * @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  // the first nine of each skill; later questions of these skills have key checks of their own
  return runKeyChecks(CHECKS, questions, (id) => SKILLS.some((s) => new RegExp(`^qb-${s}-0[1-9]$`).test(id)));
}

selfTest(import.meta.url, checkKeys, SKILLS);
