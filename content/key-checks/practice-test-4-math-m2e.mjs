// Recomputes the Math keys of Practice Test 4, module 2 (easier). Read by `npm run content:check`.
//
// For every id a check below recomputes the answer from the problem data by its own route (dealing out a
// ratio, building a triangle from its measurements, brute force over a grid, root scanning, reading the dot
// plot from its SVG, testing every option's formula or inequality at many points) and asserts that exactly one
// option is right and that it is the key, or that the accepted answers are right and complete. Each check also
// asserts that the prompt/passage holds the data it uses, and the figures whose labels carry data are read too,
// so a figure and its text cannot drift apart. The shared rules (answer grid, mutation pass) are in ./lib.
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
import { angleAt, close, countSolutions2, deg, median, minimum, rootsScan, solveLinear } from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { predicateOf, relationOf, rhsOf, soleMath, tableRows } from "./lib/tex.mjs";
import { packFigure } from "./lib/pack-files.mjs";

const round6 = (v) => Math.round(v * 1e6) / 1e6;
const figure = (id) => packFigure("practice-test-4", id);

const CHECKS = {
  "pt4-math-m2e-01": (q) => {
    mustContain(q, "6x - 11 = 2x + 13");
    expectValue(
      q,
      solveLinear((x) => 6 * x - 11 - (2 * x + 13)),
    );
  },
  "pt4-math-m2e-02": (q) => {
    mustContain(q, "12x^2 + 18x");
    expectExpr(q, ({ x }) => 12 * x * x + 18 * x);
  },
  "pt4-math-m2e-03": (q) => {
    mustContain(q, "ratio of used books to new books is 3 to 5", "There are 280 books", "are used books");
    // Shelve the books in repeating groups of 3 used then 5 new until all 280 are placed, and count the used.
    const cycle = ["used", "used", "used", "new", "new", "new", "new", "new"];
    const shelf = Array.from({ length: 280 }, (_, i) => cycle[i % cycle.length]);
    assert(280 % cycle.length === 0, q.id, "280 is not a whole number of ratio groups");
    expectValue(q, shelf.filter((b) => b === "used").length);
  },
  "pt4-math-m2e-04": (q) => {
    mustContain(q, "f(x) = 2(x - 3)^2 + 5", "minimum value of $f(x)$");
    expectValue(q, minimum((x) => 2 * (x - 3) ** 2 + 5, -50, 50).y, { tol: 1e-6 });
  },
  "pt4-math-m2e-05": (q) => {
    mustContain(q, "linear function $f$", "f(2) = 7", "f(6) = 19");
    // The key is the one option that is linear and takes both given values.
    expectOption(
      q,
      (o) => {
        const g = (x) => rhsOf(o)({ x });
        const linear = close(g(10) - g(0), 10 * (g(1) - g(0))) && close(g(-7) - g(0), -7 * (g(1) - g(0)));
        return linear && close(g(2), 7) && close(g(6), 19);
      },
      "the function through (2, 7) and (6, 19)",
    );
  },
  "pt4-math-m2e-06": (q) => {
    mustContain(
      q,
      "$AB = AC$",
      "equal in length",
      "angle at vertex A measures 38 degrees",
      "vertex B measures x degrees",
    );
    const svg = figure("pt4-math-m2e-isosceles-abc");
    for (const label of ["38°", "x°"]) assert(svg.includes(label), q.id, `figure lacks label ${label}`);
    // Build the triangle: A at the origin, AB along the x-axis, AC at 38 degrees to it, both of length 1.
    const A = [0, 0];
    const B = [1, 0];
    const C = [Math.cos(deg(38)), Math.sin(deg(38))];
    assert(close(angleAt(A, B, C), 38), q.id, "angle A");
    expectValue(q, angleAt(B, A, C), { tol: 1e-9 });
  },
  "pt4-math-m2e-07": (q) => {
    mustContain(q, "has 520 spaces", "64 of the spaces are occupied", "4 cars per minute", "no more than 520");
    // Fill the garage car by car: the times (in quarter minutes) at which no more than 520 spaces are occupied.
    const occupied = (t) => 64 + Math.floor(4 * t);
    const times = Array.from({ length: 801 }, (_, i) => i / 4);
    assert(times.some((t) => occupied(t) === 520) && times.some((t) => occupied(t) > 520), q.id, "never full");
    // An option is right when it holds at exactly those times.
    expectOption(
      q,
      (o) => {
        const tex = soleMath(o);
        if (relationOf(tex).ops.length !== 1) return false;
        const holds = predicateOf(tex);
        return times.every((t) => holds({ t }) === occupied(t) <= 520);
      },
      "the times the garage is not over 520",
    );
  },
  "pt4-math-m2e-08": (q) => {
    mustContain(q, "(x + 5)(2x - 3) = 0");
    expectSet(
      q,
      rootsScan((x) => (x + 5) * (2 * x - 3), -100, 100),
    );
  },
  "pt4-math-m2e-09": (q) => {
    mustContain(q, "160x + 45y = 1{,}440", "$x$ is the number of oars", "$y$ is the number of life jackets", "(9, 0)");
    // Every way to spend exactly \$1,440 on whole numbers of oars and life jackets.
    const ways = [];
    for (let x = 0; x <= 20; x++) for (let y = 0; y <= 40; y++) if (160 * x + 45 * y === 1440) ways.push([x, y]);
    const has = (x, y) => ways.some((w) => w[0] === x && w[1] === y);
    expectClaims(q, [
      { has: "9 life jackets and no oars", ok: has(0, 9) },
      { has: "\\$9 on oars and nothing", ok: has(9, 0) && 160 * 9 === 9 },
      { has: "at most 9 items in all", ok: ways.every(([x, y]) => x + y <= 9) },
      { has: "9 oars and no life jackets", ok: has(9, 0) },
    ]);
  },
  "pt4-math-m2e-10": (q) => {
    mustContain(q, "volume of $72\\pi$ cubic centimeters", "height of 8 centimeters", "radius");
    const rs = rootsScan((r) => Math.PI * r * r * 8 - 72 * Math.PI, 0.001, 100);
    assert(rs.length === 1, q.id, `radii ${rs}`);
    expectValue(q, rs[0], { tol: 1e-7 });
  },
  "pt4-math-m2e-11": (q) => {
    mustContain(q, "\\frac{3}{4}(x + 8) = x - 5");
    expectSpr(q, round6(solveLinear((x) => (3 / 4) * (x + 8) - (x - 5))));
  },
  "pt4-math-m2e-12": (q) => {
    mustContain(q, "was a linear function of the time $h$", "when the vents were closed");
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(Number));
    assert(rows.length === 4 && rows.every((r) => r.every(Number.isFinite)), q.id, "table rows");
    // The table must really be linear; then walk back from the first row to h = 0 at that rate.
    const rates = rows.slice(1).map((r, i) => (r[1] - rows[i][1]) / (r[0] - rows[i][0]));
    assert(
      rates.every((r) => close(r, rates[0])),
      q.id,
      `rates ${rates}`,
    );
    const [h1, t1] = rows[0];
    expectValue(q, t1 - h1 * rates[0]);
  },
  "pt4-math-m2e-13": (q) => {
    mustContain(q, "15 members of a community choir", "median number of years");
    // The counts the description gives, and the dots the SVG draws, must agree.
    const said = new Map([...q.passage.matchAll(/(\d+) dots? above (\d+)/g)].map((m) => [Number(m[2]), Number(m[1])]));
    const svg = figure("pt4-math-m2e-choir-years");
    const tickAt = new Map([...svg.matchAll(/class="xt" x="(\d+)"[^>]*>(\d+)</g)].map((m) => [m[1], Number(m[2])]));
    const drawn = new Map();
    for (const m of svg.matchAll(/class="dot" cx="(\d+)"/g)) {
      const v = tickAt.get(m[1]);
      drawn.set(v, (drawn.get(v) ?? 0) + 1);
    }
    assert(
      [...drawn].length === [...said].length && [...drawn].every(([v, c]) => said.get(v) === c),
      q.id,
      "the figure and its description disagree",
    );
    const years = [...said].flatMap(([v, c]) => Array(c).fill(v));
    assert(years.length === 15, q.id, `dots ${years.length}`);
    expectValue(q, median(years));
  },
  "pt4-math-m2e-14": (q) => {
    mustContain(q, "50-pound bags of bread flour", "20-pound bags", "18 bags", "total weight of 690 pounds");
    const hits = [];
    for (let b = 0; b <= 18; b++) if (50 * b + 20 * (18 - b) === 690) hits.push(b);
    assert(hits.length === 1, q.id, `bread-flour bags ${hits}`);
    expectSpr(q, hits);
  },
  "pt4-math-m2e-15": (q) => {
    mustContain(q, "(2x - 5)^2");
    expectExpr(q, ({ x }) => (2 * x - 5) * (2 * x - 5));
  },
  "pt4-math-m2e-16": (q) => {
    mustContain(q, "f(x) = x^2 - 6x + c", "passes through the point $(2, 3)$", "f(-1)");
    const f = (x, c) => x * x - 6 * x + c;
    const c = solveLinear((c) => f(2, c) - 3);
    expectSpr(q, f(-1, c));
  },
  "pt4-math-m2e-17": (q) => {
    mustContain(q, "random sample of 400 of its regular listeners", "35% said yes", "margin of error");
    const est = Number(/(\d+)% said yes/.exec(q.prompt)?.[1]);
    const moe = Number(/margin of error for this estimate is (\d+) percentage points/.exec(q.prompt)?.[1]);
    // The interval estimate +- margin, stated for the population the sample was drawn from, and not as exact.
    expectOption(
      q,
      (o) => {
        const m = /^It is plausible that between (\d+)% and (\d+)% of all the (.*?) listen to/.exec(o);
        return (
          !!m && Number(m[1]) === est - moe && Number(m[2]) === est + moe && m[3] === "station's regular listeners"
        );
      },
      "the plausible range for all regular listeners",
    );
  },
  "pt4-math-m2e-18": (q) => {
    mustContain(q, "y = x^2 - 4x + 1", "y = 2x - 8", "exactly one point", "value of $y$");
    const xs = rootsScan((x) => x * x - 4 * x + 1 - (2 * x - 8), -50, 50);
    assert(xs.length === 1, q.id, `intersections at x = ${xs}`);
    expectSpr(q, round6(2 * xs[0] - 8));
  },
  "pt4-math-m2e-19": (q) => {
    mustContain(q, "angle $C$ is a right angle", "$AB = 34$", "$BC = 16$", "\\cos A");
    mustContain(q, "BC, a leg, is labeled 16", "AB, the hypotenuse, is labeled 34");
    const svg = figure("pt4-math-m2e-right-triangle-abc");
    for (const label of [">16<", ">34<"]) assert(svg.includes(label), q.id, `figure lacks label ${label}`);
    // Build the triangle: C at the origin, B up the y-axis, A slid along the x-axis until AB = 34.
    const C = [0, 0];
    const B = [0, 16];
    const ts = rootsScan((t) => Math.hypot(t, 16) - 34, 0, 100);
    assert(ts.length === 1, q.id, `positions of A ${ts}`);
    const A = [ts[0], 0];
    assert(close(angleAt(C, A, B), 90), q.id, "right angle at C");
    expectValue(q, Math.cos(deg(angleAt(A, B, C))), { tol: 1e-9 });
  },
  "pt4-math-m2e-20": (q) => {
    mustContain(q, "kx - 6y = 5", "2x + 3y = 9", "no solution");
    const ks = [];
    for (let i = -400; i <= 400; i++) if (countSolutions2(i / 12, -6, 5, 2, 3, 9) === 0) ks.push(i / 12);
    assert(ks.length === 1, q.id, `values of k ${ks}`);
    expectValue(q, ks[0]);
  },
  "pt4-math-m2e-21": (q) => {
    mustContain(q, "f(x) = 3 \\cdot 2^x + b", "crosses the $y$-axis at $(0, -21)$", "$x$-axis at $(a, 0)$");
    const b = solveLinear((b) => 3 * 2 ** 0 + b + 21);
    const as = rootsScan((x) => 3 * 2 ** x + b, -30, 30);
    assert(as.length === 1, q.id, `x-intercepts ${as}`);
    expectSpr(q, round6(as[0]));
  },
  "pt4-math-m2e-22": (q) => {
    mustContain(q, "12-kilometer hiking trail", "2 kilometers per hour faster", "total of 5 hours");
    mustContain(q, "\\frac{12}{v} + \\frac{12}{v + 2} = 5");
    // Total walking time, up at v and down at v + 2, for every positive speed; keep the speeds giving 5 hours.
    const hours = (v) => 12 / v + 12 / (v + 2);
    const vs = rootsScan((v) => hours(v) - 5, 0.01, 100);
    assert(vs.length === 1, q.id, `speeds ${vs}`);
    expectSpr(q, round6(vs[0]));
  },
};

/**
 * Recomputes the Math keys of Practice Test 4, module 2 (easier).
 * @param {Map<string, {id,section,domain,skill,difficulty,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("pt4-math-m2e-"));
}
