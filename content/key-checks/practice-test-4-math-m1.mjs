// Recomputes the Math keys of Practice Test 4, module 1 (22 questions). Read by `npm run content:check`;
// checkKeys reads no file.
//
// For every id a check below recomputes the answer from the problem data by its own route (scanning a grid,
// root scanning, amounts in cents, coordinates for the geometry, evaluating every option's formula at many
// points) and asserts that exactly one option is right and that it is the key, or that the accepted answers
// are right and complete. Each check also asserts that the prompt/passage holds the data it uses, so the two
// cannot drift apart. The shared rules (answer grid, mutation pass) are in ./lib.
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
import { bisect, close, countSolutions2, maximum, random, rootsScan, scan, solve2 } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { centsOf, equationOf, mathIn, parseMath, soleMath, tableRows } from "./lib/tex.mjs";

/** "$…$" with {,} separators -> number */
const numberOf = (text) => parseMath(soleMath(text))({});
/** The one value scan finds, or a failure. */
function only(q, hits, what) {
  assert(hits.length === 1, q.id, `${what}: expected one value, found [${hits}]`);
  return hits[0];
}
/** A linear equation in x and y (TeX) -> [a, b, c] with a x + b y = c. */
function lineOf(tex) {
  const g = equationOf(tex);
  const c0 = g({ x: 0, y: 0 });
  const a = g({ x: 1, y: 0 }) - c0;
  const b = g({ x: 0, y: 1 }) - c0;
  if (!close(g({ x: 3, y: -7 }), 3 * a - 7 * b + c0)) throw new Error(`'${tex}' is not linear`);
  return [a, b, -c0];
}

const CHECKS = {
  "pt4-math-m1-01": (q) => {
    mustContain(q, "6(x - 2) = 2x + 20", "value of $x$");
    const x = only(
      q,
      scan(-50, 50, 100, (x) => close(6 * (x - 2), 2 * x + 20)),
      "x",
    );
    expectValue(q, x);
  },
  "pt4-math-m1-02": (q) => {
    mustContain(q, "\\$8.40", "lowers the price of each basket by 15%");
    // 15% of 840 cents, taken off cent by cent
    let price = 840;
    for (let c = 0; c < (15 * 840) / 100; c++) price--;
    expectValue(q, price, { read: centsOf });
  },
  "pt4-math-m1-03": (q) => {
    mustContain(q, "(0, 20)", "(4, 50)", "(10, 95)", "increase each hour");
    const line = solve2(0, 1, 20, 4, 1, 50); // E = slope t + intercept through the marked points
    assert(close(line.x * 10 + line.y, 95), q.id, "the line's end does not match the marked points");
    let rise = 0;
    for (let t = 0; t < 10; t++) rise += line.x * (t + 1) + line.y - (line.x * t + line.y);
    expectValue(q, rise / 10);
  },
  "pt4-math-m1-04": (q) => {
    mustContain(q, "f(x) = x^3 + 3x^2 - 5", "f(-2)");
    const f = (x) => x * x * x + 3 * x * x - 5;
    expectValue(q, f(-2));
  },
  "pt4-math-m1-05": (q) => {
    mustContain(q, "4p + 0.5f = 230", "35 posters", "\\$4 for each poster", "\\$0.50 for each flyer");
    const f = only(
      q,
      scan(0, 1000, 1, (f) => 400 * 35 + 50 * f === 23000), // cents
      "flyers",
    );
    expectSpr(q, [f]);
  },
  "pt4-math-m1-06": (q) => {
    mustContain(q, "\\frac{1}{2}(8x - 6) + 3(x + 1)");
    expectExpr(q, ({ x }) => 0.5 * (8 * x - 6) + 3 * (x + 1));
  },
  "pt4-math-m1-07": (q) => {
    mustContain(q, "90 centimeters long, 40 centimeters wide, and 50 centimeters tall", "depth of 45 centimeters");
    mustContain(q, "1 liter = 1,000 cubic centimeters");
    let cm3 = 0; // the water, one 1-centimeter layer at a time
    for (let layer = 0; layer < 45; layer++) cm3 += 90 * 40;
    expectValue(q, cm3 / 1000, { read: numberOf });
  },
  "pt4-math-m1-08": (q) => {
    mustContain(q, "6x + 5y = 45", "parallel", "$(10, 0)$");
    const [a, b, c] = lineOf("6x + 5y = 45");
    const yAt = (x) => (c - a * x) / b;
    const slope = yAt(1) - yAt(0);
    expectExpr(q, ({ x }) => slope * (x - 10));
  },
  "pt4-math-m1-09": (q) => {
    mustContain(q, "\\$6 for a day pass", "\\$15 for a lesson", "more than \\$1,200");
    expectOption(
      q,
      (o) => {
        const m = /^(\d+) day passes and (\d+) lessons$/.exec(o.trim());
        if (!m) throw new Error("not a combination");
        return 600 * Number(m[1]) + 1500 * Number(m[2]) > 120000; // cents
      },
      "a combination that takes in more than $1,200",
    );
  },
  "pt4-math-m1-10": (q) => {
    mustContain(q, "exactly one solution, $(3, -2)$");
    expectOption(
      q,
      (o) => {
        const [e1, e2] = mathIn(o).map(lineOf);
        if (countSolutions2(...e1, ...e2) !== 1) return false;
        const p = solve2(...e1, ...e2);
        return close(p.x, 3) && close(p.y, -2);
      },
      "a system whose only solution is (3, -2)",
    );
  },
  "pt4-math-m1-11": (q) => {
    mustContain(q, "$x$-intercept at $(6, 0)$", "$y$-intercept at $(0, -4)$", "h(15)");
    const line = solve2(6, 1, 0, 0, 1, -4); // h(x) = m x + b
    let h = line.y;
    for (let x = 0; x < 15; x++) h += line.x;
    expectSpr(q, [Math.round(h * 1e9) / 1e9]);
  },
  "pt4-math-m1-12": (q) => {
    mustContain(q, "V(t) = 8{,}400(0.97)^t", "interpretation of $0.97$");
    const V = (t) => 8400 * 0.97 ** t;
    const ts = [0, 1, 4, 9];
    expectClaims(q, [
      { re: /decreases by 97% each year/, ok: ts.every((t) => close(V(t + 1), 0.03 * V(t))) },
      { re: /decreases by 0\.97 seeds each year/, ok: ts.every((t) => close(V(t) - V(t + 1), 0.97)) },
      { re: /252 seeds, each year/, ok: ts.every((t) => close(V(t) - V(t + 1), 252)) },
      { re: /97% of the number the year before/, ok: ts.every((t) => close(V(t + 1) / V(t), 0.97)) },
    ]);
  },
  "pt4-math-m1-13": (q) => {
    mustContain(q, "(8, 22)", "(0, 8)", "(12, 26)", "For week 8");
    const fit = solve2(0, 1, 8, 12, 1, 26);
    expectValue(q, 22 - (fit.x * 8 + fit.y));
  },
  "pt4-math-m1-14": (q) => {
    mustContain(q, "y = 2x^2 - 5x", "y = x + 8", "a > 0", "value of $b$");
    const xs = rootsScan((x) => 2 * x * x - 5 * x - (x + 8), -100, 100).filter((x) => x > 0);
    assert(xs.length === 1, q.id, `positive x ${xs}`);
    expectSpr(q, [xs[0] + 8]);
  },
  "pt4-math-m1-15": (q) => {
    mustContain(q, "10x^2 - 11x - 6");
    expectExpr(q, ({ x }) => 10 * x * x - 11 * x - 6);
  },
  "pt4-math-m1-16": (q) => {
    mustContain(q, "(3, 8)", "(0, −4)", "opens downward", "f(x) = ax^2 + bx + c");
    // the parabola through the labeled vertex and y-intercept: f(x) = k(x - 3)^2 + 8 with f(0) = -4
    const k = bisect((k) => k * 9 + 8 + 4, -10, 10);
    const f = (x) => k * (x - 3) ** 2 + 8;
    const c = f(0);
    const a = (f(1) + f(-1) - 2 * c) / 2;
    const b = (f(1) - f(-1)) / 2;
    assert(close(maximum(f, -2, 8).x, 3, 1e-6), q.id, "vertex");
    const signs = (sa, sb, sc) => Math.sign(a) === sa && Math.sign(b) === sb && Math.sign(c) === sc;
    expectClaims(q, [
      { re: /^\$a < 0\$, \$b < 0\$, and \$c < 0\$$/, ok: signs(-1, -1, -1) },
      { re: /^\$a > 0\$, \$b < 0\$, and \$c < 0\$$/, ok: signs(1, -1, -1) },
      { re: /^\$a < 0\$, \$b > 0\$, and \$c > 0\$$/, ok: signs(-1, 1, 1) },
      { re: /^\$a < 0\$, \$b > 0\$, and \$c < 0\$$/, ok: signs(-1, 1, -1) },
    ]);
  },
  "pt4-math-m1-17": (q) => {
    mustContain(q, "did not run during the morning rush", "arrived late");
    const rows = tableRows(q.passage);
    const header = rows[0];
    const late = rows.find((r) => r[0] === "Late").map(Number);
    const onTime = rows.find((r) => r[0] === "On time").map(Number);
    let trips = 0;
    let lateTrips = 0;
    header.forEach((h, i) => {
      if (i === 0 || h === "Morning rush") return;
      trips += late[i] + onTime[i];
      lateTrips += late[i];
    });
    assert(header.length === 4 && trips === 600, q.id, `table: ${trips} trips outside the morning rush`);
    expectValue(q, lateTrips / trips);
  },
  "pt4-math-m1-18": (q) => {
    mustContain(q, "\\frac{1}{\\frac{1}{x} + \\frac{1}{x + 2}}", "x > 0");
    expectExpr(q, ({ x }) => 1 / (1 / x + 1 / (x + 2)), { pick: () => 0.05 + Math.round(random() * 1000) / 100 });
  },
  "pt4-math-m1-19": (q) => {
    mustContain(q, "x^3 - 5x^2 - 4x + 20 = 0", "all the solutions");
    expectSet(
      q,
      rootsScan((x) => x ** 3 - 5 * x ** 2 - 4 * x + 20, -100, 100),
    );
  },
  "pt4-math-m1-20": (q) => {
    mustContain(q, "3x + 2y = 16", "x - 4y = -4", "y = kx - 7");
    const p = solve2(...lineOf("3x + 2y = 16"), ...lineOf("x - 4y = -4"));
    const k = only(
      q,
      scan(-20, 20, 400, (k) => close(k * p.x - 7, p.y)),
      "k",
    );
    expectSpr(q, [k]);
  },
  "pt4-math-m1-21": (q) => {
    mustContain(q, "x^2 + y^2 + 8x - 14y = 35", "greatest possible $y$-coordinate");
    // a height y is reached when x^2 + 8x + (y^2 - 14y - 35) = 0 has a real root: its least value is <= 0
    const lowest = (y) => Math.min(...scan(-60, 60, 100, () => true).map((x) => x * x + 8 * x + y * y - 14 * y - 35));
    const ys = scan(-50, 50, 1, (y) => lowest(y) <= 0);
    const top = bisect(lowest, Math.max(...ys), Math.max(...ys) + 1);
    expectSpr(q, [Math.round(top * 1e9) / 1e9]);
  },
  "pt4-math-m1-22": (q) => {
    mustContain(q, "angle $C$ is the right angle", "AB = 26", "\\sin A - \\cos A = \\frac{7}{13}", "\\overline{BC}");
    // C at the origin, A on the x-axis, B on the y-axis: find the angle A for which sin A - cos A = 7/13
    const A = bisect((t) => Math.sin(t) - Math.cos(t) - 7 / 13, 0, Math.PI / 2);
    const [ax, by] = [26 * Math.cos(A), 26 * Math.sin(A)];
    assert(close(Math.hypot(ax, by), 26), q.id, "hypotenuse");
    expectSpr(q, [Math.round(by * 1e6) / 1e6]);
  },
};

/**
 * @param {Map<string, object>} questions every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt4-math-m1-"));
}
