// Recomputes the Math keys of Practice Test 6, module 1 (22 questions). Read by `npm run content:check`;
// checkKeys reads no file.
//
// For every id a check below recomputes the answer from the problem data by its own route (scanning a grid,
// root scanning, amounts in cents, point-by-point tests of inequalities, coordinates for the geometry) and
// asserts that exactly one option is right and that it is the key, or that the accepted answers are right and
// complete. Each check also asserts that the prompt/passage holds the data it uses, so the two cannot drift
// apart. The shared rules (answer grid, mutation pass) are in ./lib.
import {
  assert,
  ensure,
  expectClaims,
  expectExpr,
  expectOption,
  expectSet,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { bisect, close, countSolutions1, rootsScan, scan } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { centsOf, mathIn, predicateOf, soleMath, tableRows } from "./lib/tex.mjs";

/** The one value scan finds, or a failure. */
function only(q, hits, what) {
  assert(hits.length === 1, q.id, `${what}: expected one value, found [${hits}]`);
  return hits[0];
}
/** A relation in TeX ("2x - y < -5", "2 < x < 8") -> (env) => is it true there. */
function holds(tex) {
  return predicateOf(tex);
}
/** An option "$…$" or "$…$ or $…$" naming a set of values of x -> (x) => is x in it. */
function setOf(option) {
  ensure(/^\$[^$]+\$( or \$[^$]+\$)?$/.test(option.trim()), `'${option}' is not one or two relations`);
  const parts = mathIn(option).map(holds);
  return (x) => parts.some((p) => p({ x }));
}
/** Two sets of x agree at every quarter from -30 to 30 (every boundary in this module is on that grid or off it by more). */
const sameOn = (a, b) => scan(-30, 30, 4, () => true).every((x) => a(x) === b(x));
/** The angle at V between the rays to P and R, in radians. */
function angleRadians(V, P, R) {
  const [ux, uy, wx, wy] = [P[0] - V[0], P[1] - V[1], R[0] - V[0], R[1] - V[1]];
  return Math.acos((ux * wx + uy * wy) / (Math.hypot(ux, uy) * Math.hypot(wx, wy)));
}

const CHECKS = {
  "pt6-math-m1-01": (q) => {
    mustContain(q, "3(x + 5) = 5x - 7", "value of $x$");
    const x = only(
      q,
      scan(-50, 50, 100, (x) => close(3 * (x + 5), 5 * x - 7)),
      "x",
    );
    expectValue(q, x);
  },
  "pt6-math-m1-02": (q) => {
    mustContain(q, "3 liters of iced tea for every 16 guests", "120 guests");
    let liters = 0; // guest by guest, 3/16 liter each
    for (let guest = 0; guest < 120; guest++) liters += 3 / 16;
    expectValue(q, liters);
  },
  "pt6-math-m1-03": (q) => {
    mustContain(q, "f(x) = (x - 4)^3 + 10", "f(1)");
    const base = 1 - 4;
    expectSpr(q, [base * base * base + 10]);
  },
  "pt6-math-m1-04": (q) => {
    mustContain(q, "C(h) = 12h + 30", "rental cost \\$126");
    const h = only(
      q,
      scan(0, 500, 100, (h) => close(12 * h + 30, 126)),
      "hours",
    );
    expectValue(q, h);
  },
  "pt6-math-m1-05": (q) => {
    mustContain(q, "2x^2(3x - 4) + 5x^3");
    expectExpr(q, ({ x }) => 2 * x * x * (3 * x - 4) + 5 * x ** 3);
  },
  "pt6-math-m1-06": (q) => {
    mustContain(q, "80 members of a youth orchestra", "ages 15–18 group", "brass section");
    const rows = tableRows(q.passage);
    const col = rows[0].indexOf("Ages 15–18");
    ensure(col > 0, "no Ages 15–18 column");
    const sections = rows.slice(1).filter((r) => r[0] !== "Total");
    const older = sections.reduce((s, r) => s + Number(r[col]), 0);
    const all = sections.reduce((s, r) => s + Number(r[1]) + Number(r[2]), 0);
    const total = rows.find((r) => r[0] === "Total");
    assert(all === 80 && Number(total[col]) === older, q.id, `table: ${all} members, ${older} aged 15–18`);
    const brass = Number(sections.find((r) => r[0] === "Brass")[col]);
    expectValue(q, brass / older);
  },
  "pt6-math-m1-07": (q) => {
    mustContain(q, "7 - 3x \\le 22", "equivalent");
    const truth = (x) => 7 - 3 * x <= 22;
    expectOption(q, (o) => sameOn(setOf(o), truth), "the same solution set");
  },
  "pt6-math-m1-08": (q) => {
    mustContain(q, "4(3x - 2) - 2x = 2(5x + 4) - 16", "How many solutions");
    const g = (x) => 4 * (3 * x - 2) - 2 * x - (2 * (5 * x + 4) - 16);
    const n = countSolutions1(g);
    assert(n !== Infinity || scan(-20, 20, 4, (x) => close(g(x), 0)).length === 161, q.id, "sampled solutions");
    expectClaims(q, [
      { re: /^Zero$/, ok: n === 0 },
      { re: /^Exactly one$/, ok: n === 1 },
      { re: /^Exactly two$/, ok: n === 2 },
      { re: /^Infinitely many$/, ok: n === Infinity },
    ]);
  },
  "pt6-math-m1-09": (q) => {
    mustContain(q, "6 points for each ring", "15 points for each ball", "6r + 15b = 132", "5 fewer rings");
    const extra = new Set(); // for every whole-number (r, b) with r >= 5, the balls that make up 5 fewer rings
    for (let b = 0; 15 * b <= 132; b++) {
      const r = (132 - 15 * b) / 6;
      if (!Number.isInteger(r) || r < 5) continue;
      for (let k = 0; k <= 20; k++) if (6 * (r - 5) + 15 * (b + k) === 132) extra.add(k);
    }
    assert(extra.size === 1, q.id, `extra balls: [${[...extra]}]`);
    expectSpr(q, [...extra]);
  },
  "pt6-math-m1-10": (q) => {
    mustContain(q, "3 zones costs \\$7.10", "7 zones costs \\$11.90", "crosses 2 zones", "fixed booking fee");
    const fits = []; // [fee, per zone] in cents
    for (let z = 0; z <= 710; z++) if (710 - 3 * z >= 0 && 710 - 3 * z + 7 * z === 1190) fits.push([710 - 3 * z, z]);
    assert(fits.length === 1, q.id, `fee and zone charge: ${JSON.stringify(fits)}`);
    const [fee, zone] = fits[0];
    expectValue(q, fee + 2 * zone, { read: centsOf });
  },
  "pt6-math-m1-11": (q) => {
    mustContain(q, "x(x - 4) = 3(x + 6)", "all the solutions");
    expectSet(
      q,
      rootsScan((x) => x * (x - 4) - 3 * (x + 6), -100, 100),
    );
  },
  "pt6-math-m1-12": (q) => {
    mustContain(q, "linear function $f$", "f(0) = 8", "f(f(0)) = -4", "f(12)");
    const m = only(
      q,
      scan(-20, 20, 100, (m) => {
        const f = (x) => m * x + 8;
        return close(f(f(0)), -4);
      }),
      "slope",
    );
    expectSpr(q, [m * 12 + 8]);
  },
  "pt6-math-m1-13": (q) => {
    mustContain(q, "Visitors (hundreds)", "increase of 6 degrees Fahrenheit", "number of visitors, in hundreds");
    const m =
      /drawn from the point \((\d+), (\d+)\) to the point \((\d+), (\d+)\); it passes through the grid points \((\d+), (\d+)\) and \((\d+), (\d+)\)/.exec(
        q.passage,
      );
    ensure(m, "the figure description does not give the line of best fit");
    const [x0, y0, x1, y1, ...grid] = m.slice(1).map(Number);
    const line = (x) => y0 + ((y1 - y0) * (x - x0)) / (x1 - x0); // hundreds of visitors
    assert(close(line(grid[0]), grid[1]) && close(line(grid[2]), grid[3]), q.id, "grid points off the line");
    expectValue(q, (line(grid[0] + 6) - line(grid[0])) * 100);
  },
  "pt6-math-m1-14": (q) => {
    mustContain(q, "f(x) = x^2 - 10x + 16", "f(x) < 0");
    const truth = (x) => x * x - 10 * x + 16 < 0;
    expectOption(q, (o) => sameOn(setOf(o), truth), "the set where f(x) < 0");
  },
  "pt6-math-m1-15": (q) => {
    mustContain(q, "point $(-2, 3)$ as a solution", "does not have the point $(3, -2)$ as a solution");
    expectOption(
      q,
      (o) => {
        const h = holds(soleMath(o));
        return h({ x: -2, y: 3 }) && !h({ x: 3, y: -2 });
      },
      "true at (-2, 3) and false at (3, -2)",
    );
  },
  "pt6-math-m1-16": (q) => {
    mustContain(q, "angle $ABD$ is congruent to angle $ACB$", "AD = 4", "DC = 12", "BC = 10", "\\overline{BD}");
    // A at the origin, C on the x-axis; B is fixed by AB = L and BC = 10: find the L at which the two angles match
    const [A, D, C] = [
      [0, 0],
      [4, 0],
      [16, 0],
    ];
    const B = (L) => {
      const x = (L * L - 100 + 256) / 32;
      return [x, Math.sqrt(L * L - x * x)];
    };
    const gap = (L) => angleRadians(B(L), A, D) - angleRadians(C, A, B(L));
    const Ls = rootsScan(gap, 6.01, 25.99);
    assert(Ls.length === 1, q.id, `AB: [${Ls}]`);
    const P = B(bisect(gap, Ls[0] - 1e-3, Ls[0] + 1e-3));
    assert(close(Math.hypot(P[0] - 16, P[1]), 10), q.id, "BC");
    expectSpr(q, [Math.round(Math.hypot(P[0] - D[0], P[1] - D[1]) * 1e6) / 1e6]);
  },
  "pt6-math-m1-17": (q) => {
    mustContain(q, "a = x + 3", "x^2 + 6x + 5", "in terms of $a$");
    expectExpr(
      q,
      ({ a }) => {
        const x = a - 3;
        return x * x + 6 * x + 5;
      },
      { vars: ["a"] },
    );
  },
  "pt6-math-m1-18": (q) => {
    mustContain(q, "closed box", "square base", "2.5 times the length of each side", "540 cubic centimeters");
    const s = bisect((s) => s * s * (2.5 * s) - 540, 0, 100);
    const h = 2.5 * s;
    const faces = [s * s, s * s, s * h, s * h, s * h, s * h];
    expectValue(
      q,
      faces.reduce((t, f) => t + f, 0),
      { tol: 1e-9 },
    );
  },
  "pt6-math-m1-19": (q) => {
    mustContain(q, "1,200 pears", "10 more pears", "6 fewer crates");
    const p = only(
      q,
      scan(1, 1200, 1, (p) => close(1200 / p - 1200 / (p + 10), 6)),
      "pears per crate",
    );
    expectSpr(q, [p]);
  },
  "pt6-math-m1-20": (q) => {
    mustContain(q, "16 gondolas", "equally spaced", "diameter of 48 meters", "sixth gondola ahead");
    // walk the gondola along the circle in small chords from its place to the sixth gondola's place
    const r = 48 / 2;
    const end = 6 * ((2 * Math.PI) / 16);
    const n = 200000;
    let path = 0;
    for (let i = 0; i < n; i++) {
      const [a, b] = [(end * i) / n, (end * (i + 1)) / n];
      path += Math.hypot(r * Math.cos(b) - r * Math.cos(a), r * Math.sin(b) - r * Math.sin(a));
    }
    expectValue(q, path, { tol: 1e-8 });
  },
  "pt6-math-m1-21": (q) => {
    mustContain(q, "\\frac{2}{x} + \\frac{3}{x + 1} = 1", "all the solutions");
    expectSet(
      q,
      rootsScan((x) => 2 / x + 3 / (x + 1) - 1, -50, 50),
    );
  },
  "pt6-math-m1-22": (q) => {
    mustContain(q, "p(x) = 5(4)^{\\frac{x}{3}}", "p(x) = 640");
    const x = bisect((x) => 5 * 4 ** (x / 3) - 640, 0, 100);
    expectSpr(q, [Math.round(x * 1e9) / 1e9]);
  },
};

/**
 * @param {Map<string, object>} questions every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt6-math-m1-"));
}
