// Recomputes the Math keys of Practice Test 5, module 1 (22 questions). Read by `npm run content:check`;
// checkKeys reads no file.
//
// For every id a check below recomputes the answer from the problem data by its own route (scanning a grid,
// amounts in cents, weighted sums over the table, coordinates for the geometry, evaluating every option's
// formula at many points) and asserts that exactly one option is right and that it is the key, or that the
// accepted answers are right and complete. Each check also asserts that the prompt/passage holds the data it
// uses, so the two cannot drift apart. The shared rules (answer grid, mutation pass) are in ./lib.
import {
  assert,
  expectClaims,
  expectExpr,
  expectOption,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { bisect, close, deg, maximum, mean, minimum, random, rootsScan, scan, solve2 } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { centsOf, equationOf, mathIn, parseMath, percentOf, relationOf, soleMath, tableRows } from "./lib/tex.mjs";

/** "1,032" -> 1032 */
const countOf = (s) => Number(s.replace(/,/g, ""));
/** The one value scan finds, or a failure. */
function only(q, hits, what) {
  assert(hits.length === 1, q.id, `${what}: expected one value, found [${hits}]`);
  return hits[0];
}
/** An inequality (TeX, one relation) -> (env) => whether it holds. */
function inequalityOf(tex) {
  const { sides, ops } = relationOf(tex);
  if (ops.length !== 1) throw new Error(`'${tex}' is not one relation`);
  const [L, R] = sides.map(parseMath);
  const test = {
    "<": (a, b) => a < b,
    ">": (a, b) => a > b,
    "<=": (a, b) => a <= b + 1e-9,
    ">=": (a, b) => a >= b - 1e-9,
  };
  if (!test[ops[0]]) throw new Error(`'${tex}' is not an inequality`);
  return (e) => test[ops[0]](L(e), R(e));
}

const CHECKS = {
  "pt5-math-m1-01": (q) => {
    mustContain(q, "7x - 9 = 3x + 19", "value of $x$");
    const x = only(
      q,
      scan(-50, 50, 100, (x) => close(7 * x - 9, 3 * x + 19)),
      "x",
    );
    expectValue(q, x);
  },
  "pt5-math-m1-02": (q) => {
    mustContain(q, "f(x) = 2|x - 5| + 1", "f(1)");
    const f = (x) => 2 * Math.abs(x - 5) + 1;
    expectValue(q, f(1));
  },
  "pt5-math-m1-03": (q) => {
    mustContain(
      q,
      "\\$4.50 each",
      "\\$7 each",
      "delivery fee of \\$12",
      "at most \\$300",
      "$b$ is the number of boxes",
    );
    // the order's real cost in cents, against every option at each (b, s) on a grid
    const withinBudget = (b, s) => 450 * b + 700 * s + 1200 <= 30000;
    expectOption(
      q,
      (o) => {
        const holds = inequalityOf(soleMath(o));
        for (let b = 0; b <= 70; b++)
          for (let s = 0; s <= 45; s++) if (holds({ b, s }) !== withinBudget(b, s)) return false;
        return true;
      },
      "the inequality of the budget",
    );
  },
  "pt5-math-m1-04": (q) => {
    mustContain(q, "$(2k, k)$", "3x + 4y = 50");
    const onLine = equationOf("3x + 4y = 50");
    const k = only(
      q,
      scan(-100, 100, 100, (k) => close(onLine({ x: 2 * k, y: k }), 0)),
      "k",
    );
    expectSpr(q, [k]);
  },
  "pt5-math-m1-05": (q) => {
    mustContain(
      q,
      "A, P, and B lie on a horizontal line",
      "labeled x degrees",
      "labeled 2x degrees",
      "labeled 36 degrees",
    );
    mustContain(q, "points $A$, $P$, and $B$ lie on a line");
    // turn from ray PB through 36, then 2x, then x degrees (less than a full turn): the last ray must be ray PA
    const x = only(
      q,
      scan(0, 108, 100, (x) => {
        const t = deg(36 + 2 * x + x);
        return close(Math.cos(t), -1, 1e-12) && Math.abs(Math.sin(t)) < 1e-9;
      }),
      "x",
    );
    expectValue(q, x);
  },
  "pt5-math-m1-06": (q) => {
    mustContain(q, "\\frac{18x^2 - 12x}{6x}", "x > 0");
    expectExpr(q, ({ x }) => (18 * x * x - 12 * x) / (6 * x), { pick: () => 0.05 + Math.round(random() * 1000) / 100 });
  },
  "pt5-math-m1-07": (q) => {
    mustContain(
      q,
      "5x + 2y = 1{,}200",
      "$x$ is the number of 5-pound bags",
      "$y$ is the number of 2-pound bags",
      "$(0, 600)$",
    );
    const g = equationOf("5x + 2y = 1200"); // rice left over (negative: missing), in pounds
    const yAt = (x) => bisect((y) => g({ x, y }), -1e4, 1e4);
    const xAt = (y) => bisect((x) => g({ x, y }), -1e4, 1e4);
    expectClaims(q, [
      { has: ["no 2-pound bags", "600 5-pound bags"], ok: close(xAt(0), 600, 1e-6) },
      { has: "600 pounds of rice into 2-pound bags", ok: close(2 * yAt(0), 600, 1e-6) },
      { has: "reduces the number of 2-pound bags they can pack by 600", ok: close(yAt(0) - yAt(1), 600, 1e-6) },
      { has: ["no 5-pound bags", "600 2-pound bags"], ok: close(yAt(0), 600, 1e-6) },
    ]);
  },
  "pt5-math-m1-08": (q) => {
    mustContain(q, "launch fee of \\$6", "\\$0.25 for each minute", "$h$ hours");
    // cents: the fee once, then 25 cents for each of the 60h minutes
    expectExpr(q, ({ h }) => (600 + 25 * 60 * h) / 100, { vars: ["h"] });
  },
  "pt5-math-m1-09": (q) => {
    mustContain(q, "\\frac{2x + 1}{3} - \\frac{x - 4}{4} = 3");
    const x = only(
      q,
      scan(-100, 100, 100, (x) => close((2 * x + 1) / 3 - (x - 4) / 4, 3)),
      "x",
    );
    expectSpr(q, [x]);
  },
  "pt5-math-m1-10": (q) => {
    mustContain(q, "each of 20 trips", "greater than the mean number of minutes late");
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(Number));
    const trips = rows.flatMap(([late, n]) => Array(n).fill(late)); // one entry per trip
    assert(trips.length === 20, q.id, `table holds ${trips.length} trips`);
    const m = mean(trips);
    expectValue(q, (100 * trips.filter((t) => t > m).length) / trips.length, { read: percentOf });
  },
  "pt5-math-m1-11": (q) => {
    mustContain(q, "6x + 5y = 28", "4x + 3y = 18", "value of $x + y$");
    const p = solve2(6, 5, 28, 4, 3, 18);
    expectValue(q, p.x + p.y);
  },
  "pt5-math-m1-12": (q) => {
    mustContain(q, "f(x) = x^2 + bx - 15", "$(5, 0)$", "one other point");
    const b = only(
      q,
      scan(-50, 50, 100, (b) => close(25 + 5 * b - 15, 0)),
      "b",
    );
    const others = rootsScan((x) => x * x + b * x - 15, -100, 100).filter((x) => !close(x, 5, 1e-6));
    assert(others.length === 1, q.id, `other intercepts ${others}`);
    expectValue(q, others[0]);
  },
  "pt5-math-m1-13": (q) => {
    mustContain(q, "square slab", "strip 2 centimeters wide", "area of 120 square centimeters");
    const s = only(
      q,
      scan(2, 100, 100, (s) => close(s * (s - 2), 120)),
      "side",
    );
    expectSpr(q, [s]);
  },
  "pt5-math-m1-14": (q) => {
    mustContain(
      q,
      "2,400 registered players",
      "random sample of 200",
      "36% said",
      "margin of error for this estimate is 7 percentage points",
    );
    const [lo, hi] = [36 - 7, 36 + 7].map((p) => Math.round((p * 2400) / 100));
    expectOption(
      q,
      (o) => {
        const m = /between ([\d,]+) and ([\d,]+) of the registered players/.exec(o);
        if (!m) {
          assert(/^Exactly [\d,]+ of the registered players/.test(o), q.id, `unexpected option '${o}'`);
          return false; // an exact count claims more than a sample with a margin of error can show
        }
        return countOf(m[1]) === lo && countOf(m[2]) === hi;
      },
      `the plausible range ${lo} to ${hi}`,
    );
  },
  "pt5-math-m1-15": (q) => {
    mustContain(q, "(x + 5)(x^2 - 5x + 25)", "x^3 + k");
    const rest = (x) => (x + 5) * (x * x - 5 * x + 25) - x ** 3;
    const ks = [-7, -2, 0, 1.5, 4, 11].map(rest);
    assert(
      ks.every((k) => close(k, ks[0], 1e-9)),
      q.id,
      `not x^3 plus a constant: ${ks}`,
    );
    expectSpr(q, [Math.round(ks[0] * 1e9) / 1e9]);
  },
  "pt5-math-m1-16": (q) => {
    mustContain(q, "2.5 grams per minute", "1-kilogram spools", "costs \\$24", "3 hours 12 minutes", "1,000 grams");
    let grams = 0;
    for (let minute = 0; minute < 3 * 60 + 12; minute++) grams += 2.5;
    expectValue(q, (grams * 2400) / 1000, { read: centsOf, tol: 1e-12 });
  },
  "pt5-math-m1-17": (q) => {
    mustContain(q, "angle at A is labeled 30 degrees", "angle at C is labeled 45 degrees", "side AB is labeled 10");
    mustContain(q, "$AB = 10$", "angle $A$ is $30^\\circ$", "angle $C$ is $45^\\circ$");
    // A at the origin, C on the positive x-axis; B 10 from A at 30 degrees; C where the side from B meets the
    // axis at 45 degrees
    const B = [10 * Math.cos(deg(30)), 10 * Math.sin(deg(30))];
    const cx = bisect((x) => Math.atan2(B[1], x - B[0]) - deg(45), B[0] + 1e-9, 100);
    expectValue(q, Math.hypot(cx - B[0], B[1]), { tol: 1e-9 });
  },
  "pt5-math-m1-18": (q) => {
    mustContain(q, "y = 3x + c", "y = 2c - 2x", "$y = 24$");
    const c = only(
      q,
      scan(-100, 100, 100, (c) => {
        const p = solve2(-3, 1, c, 2, 1, 2 * c); // -3x + y = c and 2x + y = 2c
        return p !== null && close(p.y, 24);
      }),
      "c",
    );
    expectSpr(q, [c]);
  },
  "pt5-math-m1-19": (q) => {
    mustContain(q, "along a straight wall", "other three sides", "exactly 36 meters of edging");
    // x: each side that meets the wall; the side opposite the wall gets what is left
    const best = maximum((x) => x * (36 - 2 * x), 0, 18);
    expectValue(q, Math.round(best.y * 1e6) / 1e6);
  },
  "pt5-math-m1-20": (q) => {
    mustContain(q, "a^2 - 2ab + b^2 - 9");
    expectExpr(q, ({ a, b }) => a * a - 2 * a * b + b * b - 9, { vars: ["a", "b"] });
  },
  "pt5-math-m1-21": (q) => {
    mustContain(q, "y = x^2 + 9", "y = kx", "positive constant", "exactly one point");
    // the parabola minus the line has least value 0 exactly when the two touch at one point
    const gap = (k) => minimum((x) => x * x + 9 - k * x, -100, 100).y;
    const k = Math.round(bisect(gap, 0.5, 40) * 1e6) / 1e6;
    assert(rootsScan((x) => x * x + 9 - k * x, -50, 50, 1e-2).length === 1, q.id, "not a single meeting point");
    expectSpr(q, [k]);
  },
  "pt5-math-m1-22": (q) => {
    mustContain(q, "tangent to both the $x$-axis and the $y$-axis", "first quadrant", "y = -2x + 12");
    expectOption(
      q,
      (o) => {
        const [tex] = mathIn(o);
        const g = equationOf(tex);
        // (x - h)^2 + (y - k)^2 - r^2: read h, k and r^2 off its values
        const g0 = g({ x: 0, y: 0 });
        const h = (1 - (g({ x: 1, y: 0 }) - g0)) / 2;
        const k = (1 - (g({ x: 0, y: 1 }) - g0)) / 2;
        const r2 = h * h + k * k - g0;
        if (!close(g({ x: h + 3, y: k - 4 }), 25 - r2)) throw new Error("not a circle");
        const r = Math.sqrt(r2);
        return h > 0 && k > 0 && close(h, r) && close(k, r) && close(k, -2 * h + 12);
      },
      "the circle tangent to both axes with its center on the line",
    );
  },
};

/**
 * @param {Map<string, object>} questions every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt5-math-m1-"));
}
