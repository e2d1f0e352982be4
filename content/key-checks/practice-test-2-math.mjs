// Recomputes the Math keys of Practice Test 2. Read by `npm run content:check`; checkKeys reads no file.
//
// Carried over from the drafts' verify script, keeping only its answer checks (the structure of the
// questions is checked by content:check itself). For every id a check below recomputes the answer from the
// problem data by its own route (brute force, root scanning, simulation, evaluating every option's formula at
// many points) and asserts that exactly one option is right and that it is the key, or that the accepted
// answers are right and complete. Each check also asserts that the prompt/passage holds the data it uses, so
// the two cannot drift apart. The shared rules (answer grid, mutation pass) are in ./lib.
import {
  assert,
  expectClaims,
  expectExpr,
  expectOption,
  expectSet,
  expectSpr as expectSprAnswers,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import {
  close,
  countSolutions2,
  deg,
  maximum,
  mean,
  minimum,
  random,
  rootsScan,
  sd,
  solve2,
  solveLinear,
} from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { parseMath, percentOf, pointOf, rhsOf, soleMath, tableRows } from "./lib/tex.mjs";

const round9 = (v) => Math.round(v * 1e9) / 1e9;
// This test's answer lists may start with the decimal ("1.95") and add unreduced fractions the grid accepts
// ("4/12"), so the first answer need only be exact and the list may hold more than the required forms.
const expectSpr = (q, values) => expectSprAnswers(q, values, { first: "exact", onlyRequired: false });

/** "\$3" -> 3 */
function moneyOf(text) {
  const m = /^\\\$(\d+(\.\d+)?)$/.exec(text.trim());
  if (!m) throw new Error(`'${text}' is not an amount of money`);
  return Number(m[1]);
}
/** "$68^\circ$" -> 68 */
const degreesOf = (text) => parseMath(soleMath(text).replace(/\^\\circ/g, ""))({});

const CHECKS = {
  // ----- module 1 -----
  "pt2-math-m1-01": (q) => {
    mustContain(q, "6(x + 2) = 42", "value of $x + 2$");
    const x = solveLinear((x) => 6 * (x + 2) - 42);
    expectValue(q, x + 2);
  },
  "pt2-math-m1-02": (q) => {
    mustContain(q, "160 members", "45%");
    const members = Array.from({ length: 160 }, (_, i) => i);
    const completed = members.filter((i) => i * 100 < 45 * 160).length; // the first 45% of the members
    expectValue(q, completed);
  },
  "pt2-math-m1-03": (q) => {
    mustContain(q, "p(x) = 2^x + 5", "p(x) = 37");
    const xs = rootsScan((x) => 2 ** x + 5 - 37, -20, 20);
    assert(xs.length === 1, q.id, `solutions ${xs}`);
    expectSpr(q, xs);
  },
  "pt2-math-m1-04": (q) => {
    mustContain(q, "area of 84 square meters", "width of 7 meters", "perimeter");
    let length = 0;
    while (length * 7 < 84) length++;
    assert(length * 7 === 84, q.id, "length");
    const corners = [
      [0, 0],
      [length, 0],
      [length, 7],
      [0, 7],
    ];
    let perimeter = 0;
    for (let i = 0; i < 4; i++) {
      const [a, b] = [corners[i], corners[(i + 1) % 4]];
      perimeter += Math.hypot(a[0] - b[0], a[1] - b[1]);
    }
    expectValue(q, perimeter);
  },
  "pt2-math-m1-05": (q) => {
    mustContain(q, "T = 90 - 2.5m", "interpretation of 2.5");
    const T = (m) => 90 - 2.5 * m;
    expectClaims(q, [
      { re: /when it is taken off the stove/, ok: T(0) === 2.5 },
      { re: /minutes it takes .* to drop by 1 degree/, ok: 1 / (T(0) - T(1)) === 2.5 },
      { re: /1 minute after/, ok: T(1) === 2.5 },
      { re: /decrease in the temperature .* each minute/, ok: T(0) - T(1) === 2.5 && T(10) - T(11) === 2.5 },
    ]);
  },
  "pt2-math-m1-06": (q) => {
    mustContain(q, "6x + 2y = 9");
    const yAt = (x) => solveLinear((y) => 6 * x + 2 * y - 9);
    expectSpr(q, [round9((yAt(5) - yAt(1)) / 4)]);
  },
  "pt2-math-m1-07": (q) => {
    mustContain(q, "9, 15, 6, 20, and 10", "mean");
    expectValue(q, mean([9, 15, 6, 20, 10]));
  },
  "pt2-math-m1-08": (q) => {
    mustContain(
      q,
      "5 jars of honey and 2 loaves of bread cost \\$41",
      "3 jars of honey and 4 loaves of bread cost \\$33",
      "one loaf",
    );
    const hits = [];
    for (let h = 0; h <= 4100; h++)
      // prices in cents
      for (let b = 0; b <= 2050; b++) if (5 * h + 2 * b === 4100 && 3 * h + 4 * b === 3300) hits.push(b / 100);
    assert(hits.length === 1, q.id, `bread prices ${hits}`);
    expectValue(q, hits[0], { read: moneyOf });
  },
  "pt2-math-m1-09": (q) => {
    mustContain(q, "(3x + 2)(x - 5) - x(3x - 4)");
    expectExpr(q, ({ x }) => (3 * x + 2) * (x - 5) - x * (3 * x - 4));
  },
  "pt2-math-m1-10": (q) => {
    mustContain(q, "7.8 grams per cubic centimeter", "250 cubic centimeters", "kilograms");
    const grams = 7.8 * 250;
    expectSpr(q, [round9(grams / 1000)]);
  },
  "pt2-math-m1-11": (q) => {
    mustContain(q, "2x^2 - 7x - 15 = 0");
    expectSet(
      q,
      rootsScan((x) => 2 * x * x - 7 * x - 15, -100, 100),
    );
  },
  "pt2-math-m1-12": (q) => {
    mustContain(q, "angle $Z$ is a right angle", "XZ = 9", "XY = 15", "\\sin X");
    const Z = [0, 0];
    const X = [9, 0];
    const Y = [0, Math.sqrt(15 ** 2 - 9 ** 2)]; // right angle at Z
    const angleX = Math.atan2(Y[1] - X[1], X[0] - Y[0]);
    assert(close(Math.hypot(X[0] - Y[0], X[1] - Y[1]), 15) && Z[0] === 0, q.id, "triangle");
    expectValue(q, Math.sin(angleX));
  },
  "pt2-math-m1-13": (q) => {
    mustContain(q, "flat fee of \\$95", "\\$0.60 for each mile", "at most \\$200");
    let best = -1;
    for (let m = 0; m <= 10000; m++) if (9500 + 60 * m <= 20000) best = m; // cents
    expectValue(q, best);
  },
  "pt2-math-m1-14": (q) => {
    mustContain(q, "f(x) = 2(x - 3)^2 - 8", "$y$-axis");
    const f = (x) => 2 * (x - 3) ** 2 - 8;
    expectOption(
      q,
      (o) => {
        const [x, y] = pointOf(o);
        return x === 0 && close(y, f(0));
      },
      "the y-intercept",
    );
  },
  "pt2-math-m1-15": (q) => {
    mustContain(q, "y = 1.8x + 2.4", "interpretation of 1.8");
    const y = (x) => 1.8 * x + 2.4;
    expectClaims(q, [
      { re: /at birth/, ok: close(y(0), 1.8) },
      { re: /1 week old/, ok: close(y(1), 1.8) },
      { re: /increase in age, in weeks, for each additional pound/, ok: close(1 / (y(1) - y(0)), 1.8) },
      { re: /increase in weight, in pounds, for each additional week/, ok: close(y(13) - y(12), 1.8) },
    ]);
  },
  "pt2-math-m1-16": (q) => {
    mustContain(q, "slope of $-3$", "(k, 10)", "(4, k)");
    const hits = [];
    for (let i = -10000; i <= 10000; i++) {
      const k = i / 100;
      if (k !== 4 && close((k - 10) / (4 - k), -3)) hits.push(k);
    }
    assert(hits.length === 1, q.id, `values of k ${hits}`);
    expectSpr(q, hits);
  },
  "pt2-math-m1-17": (q) => {
    mustContain(q, "\\frac{2}{x - 1} - \\frac{3}{x + 2}", "x > 1");
    expectExpr(q, ({ x }) => 2 / (x - 1) - 3 / (x + 2), { pick: () => 1.05 + Math.round(random() * 1000) / 100 });
  },
  "pt2-math-m1-18": (q) => {
    mustContain(q, "6x - 4y = 10", "ax + 10y = c", "infinitely many");
    const sums = new Set();
    for (let a = -60; a <= 60; a += 0.5)
      for (let c = -60; c <= 60; c += 0.5) if (countSolutions2(6, -4, 10, a, 10, c) === Infinity) sums.add(a + c);
    assert(sums.size === 1, q.id, `values of a + c ${[...sums]}`);
    expectSpr(q, [...sums]);
  },
  "pt2-math-m1-19": (q) => {
    mustContain(q, "\\frac{x}{x - 2} - \\frac{4}{x + 1} = \\frac{6}{(x - 2)(x + 1)}");
    const F = (x) => x / (x - 2) - 4 / (x + 1) - 6 / ((x - 2) * (x + 1));
    // Zeros of F where F is defined (x = 2 and x = -1 are outside the domain).
    const sols = rootsScan(F, -50, 50, 1e-3).filter((x) => Math.abs(x - 2) > 1e-6 && Math.abs(x + 1) > 1e-6);
    assert(!Number.isFinite(F(2)), q.id, "x = 2 should be outside the domain");
    expectSet(q, sols);
  },
  "pt2-math-m1-20": (q) => {
    mustContain(q, "f(x) = x^2 - 4x", "g(x) = f(x + 3) - 2");
    const f = (x) => x * x - 4 * x;
    const g = (x) => f(x + 3) - 2;
    const v = minimum(g, -20, 20);
    expectOption(
      q,
      (o) => {
        const [x, y] = pointOf(o);
        return Math.abs(x - v.x) < 1e-4 && Math.abs(y - v.y) < 1e-6;
      },
      "the vertex",
    );
  },
  "pt2-math-m1-21": (q) => {
    mustContain(q, "(x - 3)^2 + (y + 2)^2 = 25", "y = 2");
    const xs = rootsScan((x) => (x - 3) ** 2 + (2 + 2) ** 2 - 25, -50, 50);
    assert(xs.length === 2, q.id, `intersections ${xs}`);
    expectValue(q, Math.abs(xs[1] - xs[0]));
  },
  "pt2-math-m1-22": (q) => {
    mustContain(q, "exactly \\$1,260", "\\$42 each", "\\$18 each", "at least 10 basic");
    let best = -1;
    for (let g = 0; g * 42 <= 1260; g++)
      for (let b = 10; g * 42 + b * 18 <= 1260; b++) if (g * 42 + b * 18 === 1260) best = Math.max(best, g);
    expectSpr(q, [best]);
  },

  // ----- module 2, easier -----
  "pt2-math-m2e-01": (q) => {
    mustContain(q, "5x + 8 = 2x + 29");
    expectValue(
      q,
      solveLinear((x) => 5 * x + 8 - (2 * x + 29)),
    );
  },
  "pt2-math-m2e-02": (q) => {
    mustContain(q, "ratio of 5 to 3", "240 grams of almonds");
    const hits = [];
    for (let r = 1; r <= 2000; r++) if (240 * 3 === 5 * r) hits.push(r);
    assert(hits.length === 1, q.id, "raisins");
    expectValue(q, hits[0]);
  },
  "pt2-math-m2e-03": (q) => {
    mustContain(q, "4x^3 \\cdot 3x^2");
    expectExpr(q, ({ x }) => 4 * x ** 3 * 3 * x ** 2);
  },
  "pt2-math-m2e-04": (q) => {
    mustContain(q, "F(d) = 3.5 + 2.25d", "ride of 12 miles");
    let cents = 350; // the fare, mile by mile, in cents
    for (let mile = 1; mile <= 12; mile++) cents += 225;
    expectSpr(q, [cents / 100]);
  },
  "pt2-math-m2e-05": (q) => {
    mustContain(q, "112^\\circ", "parallel");
    // A transversal at 112 degrees to two parallel lines: the 8 angles at the two crossings.
    const angles = new Set();
    for (let crossing = 0; crossing < 2; crossing++) for (const a of [112, 180 - 112, 112, 180 - 112]) angles.add(a);
    expectOption(q, (o) => angles.has(degreesOf(o)), "an angle formed");
  },
  "pt2-math-m2e-06": (q) => {
    mustContain(q, "12 equal sections numbered 1 through 12", "multiple of 3");
    const sections = Array.from({ length: 12 }, (_, i) => i + 1);
    expectSpr(q, [sections.filter((n) => n % 3 === 0).length / sections.length]);
  },
  "pt2-math-m2e-07": (q) => {
    mustContain(q, "y = -2x + 9");
    expectOption(
      q,
      (o) => {
        const [x, y] = pointOf(o);
        return close(y, -2 * x + 9);
      },
      "on the line",
    );
  },
  "pt2-math-m2e-08": (q) => {
    mustContain(q, "D(w) = 5(2)^w", "3 weeks after");
    let v = 5;
    for (let i = 0; i < 3; i++) v *= 2;
    expectValue(q, v);
  },
  "pt2-math-m2e-09": (q) => {
    mustContain(q, "180 spaces", "36 more standard spaces than compact");
    const hits = [];
    for (let c = 0; c <= 180; c++) if (180 - c - c === 36) hits.push(c);
    assert(hits.length === 1, q.id, "compact");
    expectValue(q, hits[0]);
  },
  "pt2-math-m2e-10": (q) => {
    mustContain(q, "volume of 343 cubic inches", "surface area");
    let s = 0;
    while (s ** 3 < 343) s++;
    assert(s ** 3 === 343, q.id, "edge");
    expectValue(q, 6 * s * s);
  },
  "pt2-math-m2e-11": (q) => {
    mustContain(q, "from \\$80 to \\$64");
    expectValue(q, ((80 - 64) / 80) * 100, { read: percentOf });
  },
  "pt2-math-m2e-12": (q) => {
    mustContain(q, "x^2 = 6x");
    expectSet(
      q,
      rootsScan((x) => x * x - 6 * x, -100, 100),
    );
  },
  "pt2-math-m2e-13": (q) => {
    mustContain(q, "4n - 9 < 23", "greatest integer");
    let best = null;
    for (let n = -1000; n <= 1000; n++) if (4 * n - 9 < 23) best = n;
    expectSpr(q, [best]);
  },
  "pt2-math-m2e-14": (q) => {
    mustContain(q, "Group A:", "Group B:", "standard deviations");
    const list = (name) =>
      q.passage
        .split("\n")
        .find((l) => l.startsWith(name))
        .split(":")[1]
        .split(",")
        .map(Number);
    const A = list("Group A");
    const B = list("Group B");
    assert(A.length === 9 && B.length === 9, q.id, "9 values each");
    const [mA, mB, sA, sB] = [mean(A), mean(B), sd(A), sd(B)];
    expectClaims(q, [
      { re: /means are equal, and the standard deviation of Group A is greater/, ok: close(mA, mB) && sA > sB },
      { re: /mean of Group B is greater, and the standard deviation of Group B is greater/, ok: mB > mA && sB > sA },
      { re: /mean of Group A is greater, and the standard deviations are equal/, ok: mA > mB && close(sA, sB) },
      { re: /means are equal, and the standard deviation of Group B is greater/, ok: close(mA, mB) && sB > sA },
    ]);
  },
  "pt2-math-m2e-15": (q) => {
    mustContain(q, "9x^2 - 25");
    expectExpr(q, ({ x }) => 9 * x * x - 25);
  },
  "pt2-math-m2e-16": (q) => {
    mustContain(q, "hypotenuse has a length of 14", "30^\\circ", "opposite");
    // Place the triangle: the 30-degree vertex at the origin, hypotenuse of length 14 at 30 degrees.
    const B = [14 * Math.cos(deg(30)), 14 * Math.sin(deg(30))];
    const C = [B[0], 0]; // right angle at C
    expectValue(q, Math.hypot(B[0] - C[0], B[1] - C[1]));
  },
  "pt2-math-m2e-17": (q) => {
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(Number));
    assert(rows.length === 4 && rows.every((r) => r.every(Number.isFinite)), q.id, "table");
    mustContain(q, "linear function");
    expectOption(q, (o) => rows.every(([x, y]) => close(rhsOf(o)({ x }), y)), "a fit to every row");
  },
  "pt2-math-m2e-18": (q) => {
    mustContain(q, "\\frac{2x - 1}{3} = \\frac{x + 4}{2} - 1");
    expectSpr(q, [round9(solveLinear((x) => (2 * x - 1) / 3 - ((x + 4) / 2 - 1)))]);
  },
  "pt2-math-m2e-19": (q) => {
    mustContain(q, "g(x) = a \\cdot b^x", "g(0) = 3", "g(1) = 12", "g(2)");
    const hits = [];
    for (let a = 0.5; a <= 20; a += 0.5)
      for (let b = 0.5; b <= 20; b += 0.5) if (close(a * b ** 0, 3) && close(a * b ** 1, 12)) hits.push(a * b ** 2);
    assert(hits.length === 1, q.id, `g(2) ${hits}`);
    expectSpr(q, hits);
  },
  "pt2-math-m2e-20": (q) => {
    mustContain(q, "(x - 4)^2 = 3x - 6", "sum of the solutions");
    const roots = rootsScan((x) => (x - 4) ** 2 - (3 * x - 6), -100, 100);
    assert(roots.length === 2, q.id, `roots ${roots}`);
    expectSpr(q, [Math.round((roots[0] + roots[1]) * 1e6) / 1e6]);
  },
  "pt2-math-m2e-21": (q) => {
    mustContain(q, "2x + 5y = 20", "area");
    const xi = solveLinear((x) => 2 * x - 20);
    const yi = solveLinear((y) => 5 * y - 20);
    const P = [
      [0, 0],
      [xi, 0],
      [0, yi],
    ];
    let twice = 0; // shoelace formula
    for (let i = 0; i < 3; i++) twice += P[i][0] * P[(i + 1) % 3][1] - P[(i + 1) % 3][0] * P[i][1];
    expectValue(q, Math.abs(twice) / 2);
  },
  "pt2-math-m2e-22": (q) => {
    mustContain(q, "\\frac{x^2 - 16}{x^2 + 2x - 8}", "x > 2");
    expectExpr(q, ({ x }) => (x * x - 16) / (x * x + 2 * x - 8), {
      pick: () => 2.1 + Math.round(random() * 1000) / 100,
    });
  },

  // ----- module 2, harder -----
  "pt2-math-m2h-01": (q) => {
    mustContain(q, "2x(3x - 4) + 5(x^2 + x)");
    expectExpr(q, ({ x }) => 2 * x * (3 * x - 4) + 5 * (x * x + x));
  },
  "pt2-math-m2h-02": (q) => {
    mustContain(q, "\\frac{3}{4}x - 5 = 13");
    expectSpr(q, [round9(solveLinear((x) => 0.75 * x - 5 - 13))]);
  },
  "pt2-math-m2h-03": (q) => {
    mustContain(q, "DE = DF", "angle $D$ is $40^\\circ$", "angle $E$");
    // Build the triangle: D at the origin, DE and DF of length 1 at 40 degrees apart; measure angle E.
    const D = [0, 0];
    const E = [1, 0];
    const F = [Math.cos(deg(40)), Math.sin(deg(40))];
    const v1 = [D[0] - E[0], D[1] - E[1]];
    const v2 = [F[0] - E[0], F[1] - E[1]];
    const angleE =
      (Math.acos((v1[0] * v2[0] + v1[1] * v2[1]) / (Math.hypot(...v1) * Math.hypot(...v2))) * 180) / Math.PI;
    expectOption(q, (o) => close(degreesOf(o), angleE, 1e-9), "angle E");
  },
  "pt2-math-m2h-04": (q) => {
    mustContain(q, "randomly assigned", "200 adult volunteers", "statistically significant");
    const design = { randomAssignment: true, randomSample: false, significant: true };
    expectClaims(q, [
      { re: /likely to help adults like the volunteers/, ok: design.randomAssignment && design.significant },
      { re: /likely to help all adults/, ok: design.randomAssignment && design.randomSample && design.significant },
      { re: /no conclusion about cause can be drawn/, ok: !design.randomAssignment },
      { re: /No conclusion can be drawn/, ok: !design.significant },
    ]);
  },
  "pt2-math-m2h-05": (q) => {
    mustContain(q, "10% acid solution", "40% acid solution", "30 liters of a 20% acid solution");
    const hits = [];
    for (let a = 0; a <= 300; a++) {
      const liters = a / 10; // tenths of a liter
      if (close(0.1 * liters + 0.4 * (30 - liters), 0.2 * 30)) hits.push(liters);
    }
    assert(hits.length === 1, q.id, `amounts ${hits}`);
    expectValue(q, hits[0]);
  },
  "pt2-math-m2h-06": (q) => {
    mustContain(q, "A(t) = 400\\left(\\frac{1}{2}\\right)^{\\frac{t}{6}}", "number 6");
    const A = (t) => 400 * 0.5 ** (t / 6);
    const ts = [0, 1, 2.5, 7, 13];
    expectClaims(q, [
      { re: /decreases by 6 milligrams each hour/, ok: ts.every((t) => close(A(t) - A(t + 1), 6)) },
      { re: /decreases by 6% each hour/, ok: ts.every((t) => close(A(t + 1) / A(t), 0.94)) },
      { re: /6 times the amount 1 hour later/, ok: close(A(0) / A(1), 6) },
      { re: /halved every 6 hours/, ok: ts.every((t) => close(A(t + 6), A(t) / 2)) },
    ]);
  },
  "pt2-math-m2h-07": (q) => {
    mustContain(
      q,
      "Two hours after it is lit, the candle is 21 centimeters",
      "Five hours after it is lit, it is 13.5 centimeters",
    );
    // Height h0 at lighting; linear through (2, 21) means h(t) = h0 + (21 - h0) t / 2; require h(5) = 13.5.
    expectSpr(q, [round9(solveLinear((h0) => h0 + ((21 - h0) * 5) / 2 - 13.5))]);
  },
  "pt2-math-m2h-08": (q) => {
    mustContain(q, "250 of the 6,000 students", "18%", "4.5 percentage points");
    const lo = (6000 * (18 - 4.5)) / 100;
    const hi = (6000 * (18 + 4.5)) / 100;
    const range = (o) => {
      const nums = [...o.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, "")));
      return /^Exactly/.test(o) ? [nums[0], nums[0]] : nums;
    };
    expectOption(
      q,
      (o) => {
        const [a, b] = range(o);
        return close(a, lo) && close(b, hi);
      },
      "the plausible range",
    );
  },
  "pt2-math-m2h-09": (q) => {
    mustContain(q, "|2x - 7| = 9");
    expectSet(
      q,
      rootsScan((x) => Math.abs(2 * x - 7) - 9, -100, 100),
    );
  },
  "pt2-math-m2h-10": (q) => {
    mustContain(q, "(x + 5)^2 + (y - 2)^2 = 20");
    const F = (x, y) => (x + 5) ** 2 + (y - 2) ** 2 - 20;
    expectOption(
      q,
      (o) => {
        const m = /^Center \$(\([^)]*\))\$ and radius \$([^$]+)\$$/.exec(o);
        const [h, k] = pointOf(`$${m[1]}$`);
        const r = parseMath(m[2])({});
        // The described circle must be exactly the solution set: 12 points on it satisfy the equation,
        // and the center does not (F(center) = -r^2 < 0 for the right circle, checked by the points).
        return Array.from({ length: 12 }, (_, i) => (i * Math.PI) / 6).every(
          (t) => Math.abs(F(h + r * Math.cos(t), k + r * Math.sin(t))) < 1e-9,
        );
      },
      "the circle",
    );
  },
  "pt2-math-m2h-11": (q) => {
    mustContain(q, "x^2 - 12x + 7", "(x - h)^2 + k");
    const f = (x) => x * x - 12 * x + 7;
    const ks = new Set();
    for (let h = -50; h <= 50; h += 0.5) {
      const diffs = [-3, 0, 1, 4, 9].map((x) => f(x) - (x - h) ** 2);
      if (diffs.every((d) => close(d, diffs[0]))) ks.add(diffs[0]);
    }
    assert(ks.size === 1, q.id, `values of k ${[...ks]}`);
    expectSpr(q, [...ks]);
  },
  "pt2-math-m2h-12": (q) => {
    mustContain(q, "\\frac{x}{2} + \\frac{y}{3} = 6", "\\frac{x}{4} - \\frac{y}{6} = 2", "value of $x - y$");
    const s = solve2(1 / 2, 1 / 3, 6, 1 / 4, -1 / 6, 2);
    expectValue(q, s.x - s.y);
  },
  "pt2-math-m2h-13": (q) => {
    mustContain(q, "-3 \\le 2 - 5x < 17");
    const truth = (x) => -3 <= 2 - 5 * x && 2 - 5 * x < 17;
    const interval = (o) => {
      const m = /^\$(.+?) (<|\\le) x (<|\\le) (.+)\$$/.exec(o);
      const lo = parseMath(m[1])({});
      const hi = parseMath(m[4])({});
      return (x) => (m[2] === "<" ? lo < x : lo <= x) && (m[3] === "<" ? x < hi : x <= hi);
    };
    const tests = [];
    for (let k = -200; k <= 200; k++) tests.push(k / 20);
    for (const o of q.options) {
      const m = /^\$(.+?) (<|\\le) x (<|\\le) (.+)\$$/.exec(o);
      if (m) tests.push(parseMath(m[1])({}), parseMath(m[4])({}));
    }
    expectOption(
      q,
      (o) => {
        const inOption = interval(o);
        return tests.every((x) => inOption(x) === truth(x));
      },
      "the solution set",
    );
  },
  "pt2-math-m2h-14": (q) => {
    mustContain(q, "f(x) = a(x - 2)(x + 6)", "$y$-coordinate of 32");
    const hits = [];
    for (let i = -40; i <= 40; i++) {
      const a = i / 4;
      if (a === 0) continue;
      const f = (x) => a * (x - 2) * (x + 6);
      const v = (a > 0 ? minimum : maximum)(f, -30, 30);
      if (Math.abs(v.y - 32) < 1e-6) hits.push(a);
    }
    assert(hits.length === 1, q.id, `values of a ${hits}`);
    expectValue(q, hits[0]);
  },
  "pt2-math-m2h-15": (q) => {
    mustContain(q, "angle $C$ is a right angle", "\\cos A = 0.6", "AB = 35", "\\overline{BC}");
    const A = [0, 0];
    const angleA = Math.acos(0.6);
    const B = [35 * Math.cos(angleA), 35 * Math.sin(angleA)];
    const C = [B[0], 0]; // foot of the perpendicular from B: right angle at C
    assert(close(Math.hypot(B[0] - A[0], B[1] - A[1]), 35), q.id, "AB");
    expectSpr(q, [round9(Math.hypot(B[0] - C[0], B[1] - C[1]))]);
  },
  "pt2-math-m2h-16": (q) => {
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(Number));
    assert(rows.length === 5 && rows.every((r) => r.every(Number.isFinite)), q.id, "table");
    expectOption(q, (o) => rows.every(([x, y]) => close(rhsOf(o)({ x }), y)), "a fit to every row");
  },
  "pt2-math-m2h-17": (q) => {
    mustContain(q, "(2, -1)", "y = f(x) + 4", "(6, 11)", "f(10)");
    // f(x) = m x + b: search a grid of slopes and intercepts for the only line meeting both conditions.
    const hits = [];
    for (let mi = -80; mi <= 80; mi++)
      for (let bi = -80; bi <= 80; bi++) {
        const [m, b] = [mi / 4, bi / 4];
        if (close(m * 2 + b, -1) && close(m * 6 + b + 4, 11)) hits.push(m * 10 + b);
      }
    assert(hits.length === 1, q.id, `f(10) ${hits}`);
    expectValue(q, hits[0]);
  },
  "pt2-math-m2h-18": (q) => {
    mustContain(q, "$x$ hours", "$x + 2$ hours", "\\frac{12}{5}");
    // Simulate: with times x and x + 2, the pool is empty when t/x + t/(x+2) = 1; find x with t = 12/5.
    const together = (x) => 1 / (1 / x + 1 / (x + 2));
    const xs = rootsScan((x) => together(x) - 12 / 5, 0.001, 100);
    assert(xs.length === 1, q.id, `times ${xs}`);
    expectValue(q, xs[0]);
  },
  "pt2-math-m2h-19": (q) => {
    mustContain(q, "who ride a bicycle at least once a week is selected", "under 30");
    const t = tableRows(q.passage);
    const col = t[0].indexOf("Rides weekly");
    const row = t.findIndex((r) => r[0] === "Under 30");
    const cells = t.slice(1, -1).map((r) => r.slice(1).map(Number));
    const totals = t[t.length - 1].slice(1).map(Number);
    // The table must add up (rows and columns) before it is used.
    for (const r of cells) assert(r[0] + r[1] === r[2], q.id, "row total");
    for (let j = 0; j < 3; j++) assert(cells.reduce((s, r) => s + r[j], 0) === totals[j], q.id, "column total");
    const riders = cells.reduce((s, r) => s + r[col - 1], 0);
    expectSpr(q, [Number(t[row][col]) / riders]);
  },
  "pt2-math-m2h-20": (q) => {
    mustContain(q, "increased by 50%", "decreased by 20%");
    const V = (r, h) => Math.PI * r * r * h;
    expectValue(q, (V(1.5 * 3, 0.8 * 7) / V(3, 7) - 1) * 100, { read: percentOf });
  },
  "pt2-math-m2h-21": (q) => {
    mustContain(q, "(a, b)", "(a + 6, b + k)", "7x - 3y = 11");
    const yOn = (x) => solveLinear((y) => 7 * x - 3 * y - 11);
    const ks = [-4, 0, 2.5, 9].map((a) => round9(yOn(a + 6) - yOn(a)));
    assert(
      ks.every((k) => k === ks[0]),
      q.id,
      "k depends on a",
    );
    expectValue(q, ks[0]);
  },
  "pt2-math-m2h-22": (q) => {
    mustContain(q, "x + \\frac{1}{x} = 5", "x^2 + \\frac{1}{x^2}");
    const xs = rootsScan((x) => x + 1 / x - 5, 0.01, 100);
    assert(xs.length === 2, q.id, `x values ${xs}`);
    const vals = xs.map((x) => Math.round((x * x + 1 / (x * x)) * 1e6) / 1e6);
    assert(vals[0] === vals[1], q.id, "both x give the same value");
    expectSpr(q, [vals[0]]);
  },
};

/**
 * Recomputes the Math keys of Practice Test 2.
 * @param {Map<string, {id,section,domain,skill,difficulty,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt2-math-"));
}
