// Recomputes the Math keys of Practice Test 3, module 2 (easier). Read by `npm run content:check`; checkKeys
// reads no file.
//
// For every id a check below recomputes the answer from the problem data by its own route (counting,
// simulation, brute force over a grid, root scanning, building the figure from its measurements, evaluating
// every option's formula at many points) and asserts that exactly one option is right and that it is the key,
// or that the accepted answers are right and complete. Each check also asserts that the prompt/passage holds
// the data it uses, so the two cannot drift apart. The shared rules (answer grid, mutation pass) are in ./lib.
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
import { angleAt, close, countSolutions1, deg, minimum, rootsScan, solveLinear } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { rhsOf, tableRows } from "./lib/tex.mjs";

const round6 = (v) => Math.round(v * 1e6) / 1e6;
const CHECKS = {
  "pt3-math-m2e-01": (q) => {
    mustContain(q, "5x - 8 = 27", "value of $x$");
    expectValue(
      q,
      solveLinear((x) => 5 * x - 8 - 27),
    );
  },
  "pt3-math-m2e-02": (q) => {
    mustContain(q, "3x(x + 4) - 2x");
    expectExpr(q, ({ x }) => 3 * x * (x + 4) - 2 * x);
  },
  "pt3-math-m2e-03": (q) => {
    mustContain(q, "C(g) = 30 + 8g", "bill for one month was \\$86", "beyond the included amount");
    // Build the bill gigabyte by gigabyte until it reaches \$86.
    let g = 0;
    let bill = 30;
    while (bill < 86) {
      g++;
      bill += 8;
    }
    assert(bill === 86, q.id, "the bill is not reached exactly");
    expectSpr(q, [g]);
  },
  "pt3-math-m2e-04": (q) => {
    mustContain(q, "increasing the amount of every ingredient by 40%", "350 grams of lentils");
    const onePercent = 350 / 100;
    expectValue(q, 350 + 40 * onePercent);
  },
  "pt3-math-m2e-05": (q) => {
    mustContain(q, "V(t) = 1{,}800 + 650t", "$t$ hours after the pump was turned on", "interpretation of 1,800");
    const V = (t) => 1800 + 650 * t;
    expectClaims(q, [
      { re: /that the pump adds to the pool each hour/, ok: V(1) - V(0) === 1800 && V(5) - V(4) === 1800 },
      { re: /in the pool when the pump was turned on/, ok: V(0) === 1800 },
      // 1,800 would be the full volume only if the volume never went past it
      { re: /when the pool is completely full/, ok: [0, 0.5, 1, 2, 5, 10].every((t) => V(t) <= 1800) },
      { re: /1 hour after the pump was turned on/, ok: V(1) === 1800 },
    ]);
  },
  "pt3-math-m2e-06": (q) => {
    mustContain(q, "f(x) = 2x^2 - 3x + 1", "f(-2)");
    const x = -2;
    expectValue(q, (2 * x - 3) * x + 1); // Horner's form of 2x^2 - 3x + 1
  },
  "pt3-math-m2e-07": (q) => {
    mustContain(q, "volume of 240 cubic inches", "length of 12 inches", "width of 5 inches", "height");
    // Stack layers of 12 x 5 unit cubes until the box holds 240 of them.
    let layers = 0;
    let cubes = 0;
    while (cubes < 240) {
      layers++;
      cubes += 12 * 5;
    }
    assert(cubes === 240, q.id, "the volume is not a whole number of layers");
    expectValue(q, layers);
  },
  "pt3-math-m2e-08": (q) => {
    mustContain(q, "angle BAC, measures 48 degrees", "angle ABC, measures x degrees", "measures 125 degrees");
    mustContain(q, "B, C, and D lie on a line in that order", "$C$ lies on $\\overline{BD}$");
    // Build the figure: C at the origin, D along the positive x-axis and B along the negative one; A on the ray
    // from C at 125 degrees to CD. Slide A along that ray until angle BAC is 48 degrees, then measure angle B.
    const C = [0, 0];
    const D = [1, 0];
    const B = [-1, 0];
    const Aat = (t) => [t * Math.cos(deg(125)), t * Math.sin(deg(125))];
    assert(close(angleAt(C, D, Aat(1)), 125), q.id, "exterior angle");
    const ts = rootsScan((t) => angleAt(Aat(t), B, C) - 48, 0.001, 50);
    assert(ts.length === 1, q.id, `positions of A ${ts}`);
    expectValue(q, angleAt(B, Aat(ts[0]), C), { tol: 1e-6 });
  },
  "pt3-math-m2e-09": (q) => {
    mustContain(q, "\\$2.50 for each mile", "\\$0.40 for each minute", "2.5m + 0.4w = 31", "for 15 minutes");
    const hits = [];
    for (let tenths = 0; tenths <= 2000; tenths++) if (25 * tenths + 40 * 15 === 3100) hits.push(tenths / 10); // cents
    assert(hits.length === 1, q.id, `miles ${hits}`);
    expectValue(q, hits[0]);
  },
  "pt3-math-m2e-10": (q) => {
    mustContain(q, "x^2 - 10x + 21");
    expectExpr(q, ({ x }) => x * x - 10 * x + 21);
  },
  "pt3-math-m2e-11": (q) => {
    mustContain(q, "\\$6 each", "\\$150 on the supplies", "profit of at least \\$500", "least number");
    let n = 0;
    while (6 * n - 150 < 500) n++;
    expectValue(q, n);
  },
  "pt3-math-m2e-12": (q) => {
    mustContain(q, "from the point (0, 1.2) to the point (10, 7.2)", "8 years after it was planted");
    const listed = /data points: (.*?)\. A line/.exec(q.passage)?.[1] ?? "";
    const pts = [...listed.matchAll(/\((\d+), (\d+(?:\.\d+)?)\)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    assert(pts.length === 10, q.id, `expected 10 data points, read ${pts.length}`);
    // The drawn line must really fit the data: compare it with the least-squares line.
    const mx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const my = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    const slope = pts.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / pts.reduce((s, [x]) => s + (x - mx) ** 2, 0);
    const line = (x) => 1.2 + ((7.2 - 1.2) * x) / 10;
    assert(Math.abs(slope - 0.6) < 0.02 && Math.abs(my - slope * mx - line(0)) < 0.1, q.id, "line does not fit");
    assert(
      pts.some(([x, y]) => x === 8 && y !== line(8)),
      q.id,
      "year 8 should be off the line",
    );
    expectValue(q, line(8));
  },
  "pt3-math-m2e-13": (q) => {
    mustContain(q, "3x - 5y = 45", "$(a, 0)$", "$(0, b)$", "value of $a + b$");
    const a = solveLinear((x) => 3 * x - 5 * 0 - 45);
    const b = solveLinear((y) => 3 * 0 - 5 * y - 45);
    expectSpr(q, [a + b]);
  },
  "pt3-math-m2e-14": (q) => {
    mustContain(q, "(x - 4)^2 = 36");
    expectSet(
      q,
      rootsScan((x) => (x - 4) ** 2 - 36, -100, 100),
    );
  },
  "pt3-math-m2e-15": (q) => {
    mustContain(q, "\\frac{(3x^2y)^2 \\cdot 4x}{6x^3y}");
    expectExpr(q, ({ x, y }) => ((3 * x * x * y) ** 2 * 4 * x) / (6 * x ** 3 * y), { vars: ["x", "y"] });
  },
  "pt3-math-m2e-16": (q) => {
    mustContain(q, "survey of 400 visitors", "favorite exhibit was Space", "is a child");
    const t = tableRows(q.passage);
    const head = t[0];
    const body = t.slice(1).map((r) => [r[0], ...r.slice(1).map(Number)]);
    const totals = body.find((r) => r[0] === "Total");
    const groups = body.filter((r) => r[0] !== "Total");
    // The table must add up, rows and columns, before it is used.
    for (const r of groups) assert(r[1] + r[2] + r[3] === r[4], q.id, `row ${r[0]}`);
    for (let j = 1; j <= 4; j++) assert(groups.reduce((s, r) => s + r[j], 0) === totals[j], q.id, `column ${j}`);
    assert(totals[4] === 400, q.id, "400 visitors");
    // Count the outcomes: every Space visitor equally likely.
    const col = head.indexOf("Space");
    const space = groups.flatMap((r) => Array.from({ length: r[col] }, () => r[0]));
    expectSpr(q, [space.filter((g) => g === "Child").length / space.length]);
  },
  "pt3-math-m2e-17": (q) => {
    mustContain(q, "y = 42 + 0.25m", "y = 60 + 0.15m", "\\$42 plus \\$0.25 per mile", "\\$60 plus \\$0.15 per mile");
    const hits = [];
    for (let m = 0; m <= 10000; m++) if (4200 + 25 * m === 6000 + 15 * m) hits.push(m); // cents
    assert(hits.length === 1, q.id, `miles ${hits}`);
    expectSpr(q, hits);
  },
  "pt3-math-m2e-18": (q) => {
    mustContain(q, "bought for \\$900", "decreases by 20% each year", "$t$ years after");
    // Year by year: each year the laptop loses 20% of the value it had at the start of that year.
    const values = [900];
    for (let t = 1; t <= 12; t++) values.push(values[t - 1] - (values[t - 1] * 20) / 100);
    expectOption(q, (o) => values.every((v, t) => close(rhsOf(o)({ t }), v)), "the value every year");
  },
  "pt3-math-m2e-19": (q) => {
    mustContain(q, "radius of the circle is 10", "angle $AOB$ is $72^\\circ$", "minor arc $AB$");
    mustContain(q, "segment OA is labeled 10", "measures 72 degrees");
    // Walk along the arc in many small chords and add their lengths.
    const n = 20000;
    let length = 0;
    for (let i = 0; i < n; i++) {
      const [a, b] = [deg((72 * i) / n), deg((72 * (i + 1)) / n)];
      length += Math.hypot(10 * Math.cos(b) - 10 * Math.cos(a), 10 * Math.sin(b) - 10 * Math.sin(a));
    }
    expectValue(q, length, { tol: 1e-8 });
  },
  "pt3-math-m2e-20": (q) => {
    mustContain(q, "\\frac{2}{3}(6x - 9) + kx = 10x - 6", "infinitely many solutions");
    const ks = [];
    for (let i = -400; i <= 400; i++) {
      const k = i / 4;
      if (countSolutions1((x) => (2 / 3) * (6 * x - 9) + k * x - (10 * x - 6)) === Infinity) ks.push(k);
    }
    assert(ks.length === 1, q.id, `values of k ${ks}`);
    expectSpr(q, ks);
  },
  "pt3-math-m2e-21": (q) => {
    mustContain(q, "$x$-intercepts at $(-7, 0)$ and $(3, 0)$", "passes through the point $(1, -24)$", "minimum");
    const lows = [];
    for (let i = -200; i <= 200; i++) {
      const a = i / 8;
      if (a === 0) continue;
      const f = (x) => a * (x + 7) * (x - 3);
      if (!close(f(1), -24)) continue;
      assert(a > 0, q.id, "the parabola must open upward to have a minimum");
      lows.push(round6(minimum(f, -60, 60).y));
    }
    assert(lows.length === 1, q.id, `minimums ${lows}`);
    expectSpr(q, lows);
  },
  "pt3-math-m2e-22": (q) => {
    mustContain(q, "\\sqrt{x + 10} = x - 2", "all the solutions");
    // Scan the original equation itself (not its square) over its whole domain, x >= -10.
    const sols = rootsScan((x) => Math.sqrt(x + 10) - (x - 2), -10, 200);
    assert(
      sols.every((x) => close(Math.sqrt(x + 10), x - 2)),
      q.id,
      "a scanned root does not solve the equation",
    );
    expectSet(q, sols);
  },
};

/**
 * Recomputes the Math keys of Practice Test 3, module 2 (easier).
 * @param {Map<string, {id,section,domain,skill,difficulty,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt3-math-m2e-"));
}
