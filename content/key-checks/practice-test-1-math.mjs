// Recomputes the Math keys of Practice Test 1. Read by `npm run content:check`; checkKeys reads no file.
//
// Carried over from the first fixture's verify script, keeping only its answer checks (the structure of the
// questions is checked by content:check itself). For every question id a check below recomputes the answer
// from the problem data by its own route (numeric root finding, brute force, simulation, evaluating each
// option's formula) and asserts that exactly one option is right and that it is the key, or that the accepted
// answers are right and complete. Each check also asserts that the prompt contains the data it uses, so the
// two cannot drift apart. The shared rules (answer grid, mutation pass) are in ./lib.
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
import {
  bisect,
  close,
  countSolutions1,
  countSolutions2,
  deg,
  mean,
  median,
  rootsScan,
  solve2,
  solveLinear,
} from "./lib/numeric.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { parseMath, pointOf, rhsOf, soleMath, valueOf } from "./lib/tex.mjs";

const CHECKS = {
  // ----- module 1 -----
  "fx-math-m1-01": (q) => {
    mustContain(q, "4x - 7 = 21");
    expectValue(
      q,
      solveLinear((x) => 4 * x - 7 - 21),
    );
  },
  "fx-math-m1-02": (q) => {
    mustContain(q, "6 red", "4 blue", "10 green");
    const bag = [...Array(6).fill("red"), ...Array(4).fill("blue"), ...Array(10).fill("green")];
    expectValue(q, bag.filter((m) => m === "blue").length / bag.length);
  },
  "fx-math-m1-03": (q) => {
    mustContain(q, "f(x) = x^2 - 3x + 5", "f(-2)");
    const x = -2;
    expectSpr(q, [x * x - 3 * x + 5]);
  },
  "fx-math-m1-04": (q) => {
    mustContain(q, "48^\\circ", "67^\\circ");
    expectValue(
      q,
      solveLinear((r) => 48 + 67 + r - 180),
    );
  },
  "fx-math-m1-05": (q) => {
    mustContain(q, "C = 65h + 40", "number 40");
    const C = (h) => 65 * h + 40;
    assert(C(0) === 40 && C(1) - C(0) === 65 && C(40) === 2640, q.id, "model values");
    // 40 is C(0), the charge with no hours worked: the "fixed charge" reading; the per-hour reading is 65.
    expectClaims(q, [
      { re: /for each hour/, ok: C(1) - C(0) === 40 },
      { re: /fixed charge.*does not depend/, ok: C(0) === 40 },
      { re: /job that takes 40 hours/, ok: C(40) === 40 },
      { re: /hours of work that cost 65/, ok: false },
    ]);
  },
  "fx-math-m1-06": (q) => {
    mustContain(q, "18 kilometers in 45 minutes", "2 hours");
    let km = 0;
    for (let minute = 0; minute < 120; minute++) km += 18 / 45;
    expectSpr(q, [Math.round(km * 1e9) / 1e9]);
  },
  "fx-math-m1-07": (q) => {
    mustContain(q, "x + y = 10", "x - y = 4");
    expectValue(q, solve2(1, 1, 10, 1, -1, 4).x);
  },
  "fx-math-m1-08": (q) => {
    mustContain(q, "5 - 2x > 11");
    expectOption(
      q,
      (o) => {
        const x = valueOf(o);
        return 5 - 2 * x > 11;
      },
      "a solution",
    );
  },
  "fx-math-m1-09": (q) => {
    mustContain(q, "(2x - 3)^2");
    expectExpr(q, ({ x }) => (2 * x - 3) * (2 * x - 3));
  },
  "fx-math-m1-10": (q) => {
    mustContain(q, "3n + 1.5p = 27", "5 notebooks");
    expectSpr(q, [solveLinear((p) => 3 * 5 + 1.5 * p - 27)]);
  },
  "fx-math-m1-11": (q) => {
    mustContain(q, "12, 15, 15, 18, 20, and 22", "45 centimeters");
    const before = [12, 15, 15, 18, 20, 22],
      after = [...before, 45];
    const dMean = mean(after) - mean(before),
      dMed = median(after) - median(before);
    expectClaims(q, [
      { re: /^The mean increases, and the median stays the same/, ok: dMean > 0 && dMed === 0 },
      { re: /Both .* increase, and the mean increases by more/, ok: dMean > 0 && dMed > 0 && dMean > dMed },
      { re: /Both .* increase, and the median increases by more/, ok: dMean > 0 && dMed > 0 && dMed > dMean },
      { re: /^The median increases, and the mean stays the same/, ok: dMed > 0 && dMean === 0 },
    ]);
  },
  "fx-math-m1-12": (q) => {
    mustContain(q, "x^2 - 5x - 14 = 0", "positive solution");
    const roots = rootsScan((x) => x * x - 5 * x - 14, -50, 50).filter((r) => r > 0);
    assert(roots.length === 1, q.id, `positive roots ${roots}`);
    expectValue(q, roots[0]);
  },
  "fx-math-m1-13": (q) => {
    mustContain(q, "\\sin A = \\frac{8}{17}", "angle $C$ is a right angle");
    expectValue(q, Math.cos(Math.asin(8 / 17)));
  },
  "fx-math-m1-14": (q) => {
    mustContain(q, "(2, 5)", "(6, 17)");
    expectOption(
      q,
      (o) => {
        const f = rhsOf(o);
        return close(f({ x: 2 }), 5) && close(f({ x: 6 }), 17);
      },
      "a line through both points",
    );
  },
  "fx-math-m1-15": (q) => {
    mustContain(q, "500 bacteria", "triples every 4 hours");
    const table = []; // simulate: the population triples at t = 4, 8, 12, ...
    for (let t = 0, pop = 500; t <= 24; t += 4, pop *= 3) table.push([t, pop]);
    expectOption(
      q,
      (o) => {
        const P = rhsOf(o);
        return table.every(([t, pop]) => close(P({ t }), pop));
      },
      "the model",
    );
  },
  "fx-math-m1-16": (q) => {
    mustContain(q, "ax + 3y = 7", "5x - 6y = 5", "no solution");
    const hits = [];
    for (let k = -2000; k <= 2000; k++) {
      const a = k / 100;
      if (countSolutions2(a, 3, 7, 5, -6, 5) === 0) hits.push(a);
    }
    assert(hits.length === 1, q.id, `values of a with no solution: ${hits}`);
    expectSpr(q, hits);
  },
  "fx-math-m1-17": (q) => {
    mustContain(q, "increased by 25%", "10% less than the original");
    const original = 200,
      raised = original * 1.25,
      final = original * 0.9;
    expectSpr(q, [Math.round(((raised - final) / raised) * 100 * 1e9) / 1e9]);
  },
  "fx-math-m1-18": (q) => {
    mustContain(q, "y = x^2 - 4x + c", "y = 2x - 8", "exactly one point");
    const hits = [];
    for (let k = -400; k <= 400; k++) {
      const c = k / 20;
      const g = (x) => x * x - 4 * x + c - (2 * x - 8); // intersections are the zeros of g
      // g is quadratic: recover its coefficients from three values and count real zeros.
      const C0 = g(0),
        A = (g(1) + g(-1)) / 2 - C0,
        B = (g(1) - g(-1)) / 2,
        disc = B * B - 4 * A * C0;
      if (Math.abs(disc) < 1e-9) hits.push(c);
    }
    assert(hits.length === 1, q.id, `values of c with one intersection: ${hits}`);
    expectSpr(q, hits);
  },
  "fx-math-m1-19": (q) => {
    mustContain(q, "\\frac{4x + 7}{x + 2}");
    expectExpr(q, ({ x }) => (4 * x + 7) / (x + 2));
  },
  "fx-math-m1-20": (q) => {
    mustContain(q, "x^2 + y^2 - 6x + 10y + 9 = 0");
    const F = (x, y) => x * x + y * y - 6 * x + 10 * y + 9;
    // The center minimizes F; F(center) = -r^2. Find the center by a coarse-to-fine grid search.
    let best = [0, 0];
    for (const step of [1, 0.1, 0.01]) {
      let [bx, by] = best;
      for (let i = -100; i <= 100; i++)
        for (let j = -100; j <= 100; j++) {
          const x = best[0] + i * step,
            y = best[1] + j * step;
          if (F(x, y) < F(bx, by)) {
            bx = x;
            by = y;
          }
        }
      best = [bx, by];
    }
    expectValue(q, Math.sqrt(-F(...best)));
  },
  "fx-math-m1-21": (q) => {
    mustContain(q, "f(x) = -2x^2 + 12x + c", "maximum value of $f$ is 31");
    let maxWithoutC = -Infinity;
    for (let x = -20; x <= 20; x += 0.001) maxWithoutC = Math.max(maxWithoutC, -2 * x * x + 12 * x);
    expectValue(q, Math.round((31 - maxWithoutC) * 1e6) / 1e6);
  },
  "fx-math-m1-22": (q) => {
    mustContain(q, "\\frac{3}{4}(8x - k) = 6x - 9", "infinitely many");
    expectOption(
      q,
      (o) => {
        const k = valueOf(o);
        return countSolutions1((x) => 0.75 * (8 * x - k) - (6 * x - 9)) === Infinity;
      },
      "infinitely many solutions",
    );
  },

  // ----- module 2, easier -----
  "fx-math-m2e-01": (q) => {
    mustContain(q, "\\frac{x}{3} + 2 = 6");
    expectValue(
      q,
      solveLinear((x) => x / 3 + 2 - 6),
    );
  },
  "fx-math-m2e-02": (q) => {
    mustContain(q, "g(x) = 2x^2 + 1", "g(3)");
    expectValue(q, 2 * 3 ** 2 + 1);
  },
  "fx-math-m2e-03": (q) => {
    mustContain(q, "3 gallons", "96 miles", "240 miles");
    let gallons = 0,
      miles = 0;
    while (miles < 240 - 1e-9) {
      miles += 96 / 3 / 10;
      gallons += 0.1;
    } // a tenth of a gallon at a time
    expectSpr(q, [Math.round(gallons * 1e9) / 1e9]);
  },
  "fx-math-m2e-04": (q) => {
    mustContain(q, "length 6 feet", "width 5 feet", "height 4 feet");
    let cubes = 0;
    for (let i = 0; i < 6; i++) for (let j = 0; j < 5; j++) for (let k = 0; k < 4; k++) cubes++;
    expectValue(q, cubes);
  },
  "fx-math-m2e-05": (q) => {
    mustContain(q, "f(x) = 5x - 2", "f(a) = 18");
    expectValue(
      q,
      solveLinear((a) => 5 * a - 2 - 18),
    );
  },
  "fx-math-m2e-06": (q) => {
    mustContain(q, "y = 2x", "x + y = 12");
    const sols = [];
    for (let x = -50; x <= 50; x++) for (let y = -100; y <= 100; y++) if (y === 2 * x && x + y === 12) sols.push(y);
    assert(sols.length === 1, q.id, "unique solution");
    expectValue(q, sols[0]);
  },
  "fx-math-m2e-07": (q) => {
    mustContain(q, "3(x + 4) - 2(x - 1)");
    expectExpr(q, ({ x }) => 3 * (x + 4) - 2 * (x - 1));
  },
  "fx-math-m2e-08": (q) => {
    mustContain(q, "40 students", "14 students");
    expectSpr(q, [(14 / 40) * 100]);
  },
  "fx-math-m2e-09": (q) => {
    mustContain(q, "supplementary", "4 times");
    const hits = [];
    for (let b = 0.5; b < 180; b += 0.5) if (b + 4 * b === 180) hits.push(b);
    assert(hits.length === 1, q.id, "unique B");
    expectValue(q, hits[0]);
  },
  "fx-math-m2e-10": (q) => {
    mustContain(q, "(4, k)", "3x - 2y = 6");
    expectSpr(q, [solveLinear((k) => 3 * 4 - 2 * k - 6)]);
  },
  "fx-math-m2e-11": (q) => {
    mustContain(q, "at most 1,200", "80 kilograms", "35 kilograms");
    const truth = [];
    for (let b = 0; b <= 60; b++) {
      let load = 80;
      for (let i = 0; i < b; i++) load += 35;
      truth.push(load <= 1200);
    }
    expectOption(
      q,
      (o) => {
        const src = soleMath(o),
          op = src.includes("\\le") ? "\\le" : "\\ge";
        const [l, r] = src.split(op).map(parseMath);
        return truth.every((t, b) => (op === "\\le" ? l({ b }) <= r({ b }) : l({ b }) >= r({ b })) === t);
      },
      "the right inequality",
    );
  },
  "fx-math-m2e-12": (q) => {
    mustContain(q, "(x - 3)^2 = 49", "x < 0");
    const roots = rootsScan((x) => (x - 3) ** 2 - 49, -100, 100).filter((x) => x < 0);
    assert(roots.length === 1, q.id, `negative roots ${roots}`);
    expectSpr(q, roots);
  },
  "fx-math-m2e-13": (q) => {
    mustContain(q, "y = 12.5x - 610", "140 cones");
    expectValue(
      q,
      solveLinear((x) => 12.5 * x - 610 - 140),
    );
  },
  "fx-math-m2e-14": (q) => {
    mustContain(q, "500 liters", "20 liters per minute");
    const table = [];
    for (let t = 0, v = 500; v >= 0; t++, v -= 20) table.push([t, v]);
    expectOption(
      q,
      (o) => {
        const V = rhsOf(o);
        return table.every(([t, v]) => close(V({ t }), v));
      },
      "the model",
    );
  },
  "fx-math-m2e-15": (q) => {
    mustContain(q, "13-foot ladder", "5 feet from the base");
    const h = bisect((h) => Math.hypot(5, h) - 13, 0, 13);
    expectValue(q, Math.round(h * 1e9) / 1e9);
  },
  "fx-math-m2e-16": (q) => {
    mustContain(q, "V(t) = 24{,}000(0.85)^t");
    const V = (t) => 24000 * 0.85 ** t;
    const yearly = [0, 1, 2, 3].map((t) => ((V(t + 1) - V(t)) / V(t)) * 100); // percent change each year
    const constantPercent = yearly.every((p) => close(p, yearly[0]));
    const constantDollars = close(V(1) - V(0), V(2) - V(1));
    expectClaims(q, [
      { re: /increases by 85%/, ok: constantPercent && close(yearly[0], 85) },
      { re: /decreases by 85%/, ok: constantPercent && close(yearly[0], -85) },
      { re: /decreases by 15%/, ok: constantPercent && close(yearly[0], -15) },
      { re: /decreases by \\\$0\.85/, ok: constantDollars && close(V(1) - V(0), -0.85) },
    ]);
  },
  "fx-math-m2e-17": (q) => {
    mustContain(q, "\\$8 each", "\\$5 each", "150 tickets", "\\$960");
    const hits = [];
    for (let a = 0; a <= 150; a++) if (8 * a + 5 * (150 - a) === 960) hits.push(a);
    assert(hits.length === 1, q.id, "unique");
    expectSpr(q, hits);
  },
  "fx-math-m2e-18": (q) => {
    mustContain(q, "x^2 - 2x - 24");
    expectExpr(q, ({ x }) => x * x - 2 * x - 24);
  },
  "fx-math-m2e-19": (q) => {
    mustContain(q, "radius of 6", "60^\\circ");
    // Sum many small chords of a 60-degree arc of radius 6.
    let len = 0;
    const n = 100000;
    for (let i = 0; i < n; i++) len += 2 * 6 * Math.sin(deg(60) / n / 2);
    expectOption(q, (o) => close(valueOf(o), len, 1e-8), "the arc length");
  },
  "fx-math-m2e-20": (q) => {
    mustContain(q, "y = (x - 4)(x + 2)");
    let k = Infinity;
    for (let x = -20; x <= 20; x += 0.0005) k = Math.min(k, (x - 4) * (x + 2));
    expectSpr(q, [Math.round(k * 1e6) / 1e6]);
  },
  "fx-math-m2e-21": (q) => {
    mustContain(q, "7(x - 2) + ax = 3x + 5", "no solution");
    expectOption(
      q,
      (o) => {
        const a = valueOf(o);
        return countSolutions1((x) => 7 * (x - 2) + a * x - (3 * x + 5)) === 0;
      },
      "no solution",
    );
  },
  "fx-math-m2e-22": (q) => {
    mustContain(q, "y = x^2 + 2x - 3", "y = x + 3");
    expectOption(
      q,
      (o) => {
        const [x, y] = pointOf(o);
        return close(y, x * x + 2 * x - 3) && close(y, x + 3);
      },
      "a solution",
    );
  },

  // ----- module 2, harder -----
  "fx-math-m2h-01": (q) => {
    mustContain(q, "3(2x - 5) = 4x + 7");
    expectSpr(q, [solveLinear((x) => 3 * (2 * x - 5) - (4 * x + 7))]);
  },
  "fx-math-m2h-02": (q) => {
    mustContain(q, "(3x^2 - 5x + 2) - (x^2 + 4x - 6)");
    expectExpr(q, ({ x }) => 3 * x * x - 5 * x + 2 - (x * x + 4 * x - 6));
  },
  "fx-math-m2h-03": (q) => {
    mustContain(q, "2.5 cups", "4 dozen", "10 dozen");
    expectValue(
      q,
      solveLinear((s) => s * 4 - 2.5 * 10),
    ); // equal ratios: s / 10 = 2.5 / 4
  },
  "fx-math-m2h-04": (q) => {
    mustContain(q, "f(2) = 7", "f(5) = 19", "f(0)");
    // f(x) = m x + b through both points: brute-force integer m, b.
    const hits = [];
    for (let m = -50; m <= 50; m++)
      for (let b = -50; b <= 50; b++) if (2 * m + b === 7 && 5 * m + b === 19) hits.push(b);
    assert(hits.length === 1, q.id, "unique line");
    expectValue(q, hits[0]);
  },
  "fx-math-m2h-05": (q) => {
    mustContain(q, "3x + 5y = 26", "5x + 3y = 22");
    const s = solve2(3, 5, 26, 5, 3, 22);
    expectValue(q, s.x + s.y);
  },
  "fx-math-m2h-06": (q) => {
    mustContain(q, "f(x) = 2x + 1", "g(x) = x^2 - 3", "g(f(2))");
    const f = (x) => 2 * x + 1,
      g = (x) => x ** 2 - 3;
    expectValue(q, g(f(2)));
  },
  "fx-math-m2h-07": (q) => {
    mustContain(q, "h(t) = -16t^2 + 64t + 5", "maximum height");
    let best = -Infinity;
    for (let t = 0; t <= 5; t += 0.0001) best = Math.max(best, -16 * t * t + 64 * t + 5);
    expectSpr(q, [Math.round(best * 1e6) / 1e6]);
  },
  "fx-math-m2h-08": (q) => {
    mustContain(q, "10 numbers has a mean of 14", "15 numbers has a mean of 24");
    expectValue(q, mean([...Array(10).fill(14), ...Array(15).fill(24)]));
  },
  "fx-math-m2h-09": (q) => {
    mustContain(q, "y > 2x - 3", "y \\le -x + 6");
    expectOption(
      q,
      (o) => {
        const [x, y] = pointOf(o);
        return y > 2 * x - 3 && y <= -x + 6;
      },
      "in the solution region",
    );
  },
  "fx-math-m2h-10": (q) => {
    mustContain(q, "AB = 6", "DE = 15", "BC = 8", "\\overline{EF}");
    expectValue(
      q,
      solveLinear((ef) => ef * 6 - 15 * 8),
    ); // EF / BC = DE / AB
  },
  "fx-math-m2h-11": (q) => {
    mustContain(q, "500 residents", "62%", "4 percentage points", "Lakeview");
    const lo = 62 - 4,
      hi = 62 + 4;
    const claim = (o) => ({
      exact: /^Exactly/.test(o),
      interval: o.includes(`between ${lo}% and ${hi}%`),
      aboutPopulation: /all Lakeview residents/.test(o),
      aboutSample: /in the sample/.test(o),
      beyondPopulation: /state/.test(o),
      hedged: /plausible/.test(o),
    });
    // Appropriate: an interval estimate, hedged, about the sampled population only.
    expectOption(
      q,
      (o) => {
        const c = claim(o);
        return c.interval && c.hedged && c.aboutPopulation && !c.aboutSample && !c.beyondPopulation && !c.exact;
      },
      "the appropriate conclusion",
    );
  },
  "fx-math-m2h-12": (q) => {
    mustContain(q, "\\sin(x^\\circ) = \\cos((2x - 15)^\\circ)", "acute");
    const hits = [];
    for (let x = 0.5; x < 90; x += 0.5) {
      const y = 2 * x - 15;
      if (y > 0 && y < 90 && Math.abs(Math.sin(deg(x)) - Math.cos(deg(y))) < 1e-12) hits.push(x);
    }
    assert(hits.length === 1, q.id, `solutions ${hits}`);
    expectSpr(q, hits);
  },
  "fx-math-m2h-13": (q) => {
    mustContain(q, "kx - 3y = 4", "4x - 5y = 7", "no solution");
    expectOption(q, (o) => countSolutions2(valueOf(o), -3, 4, 4, -5, 7) === 0, "no solution");
  },
  "fx-math-m2h-14": (q) => {
    mustContain(q, "\\sqrt{2x + 7} = x + 2");
    const f = (x) => Math.sqrt(2 * x + 7) - (x + 2);
    expectSet(
      q,
      rootsScan(f, -3.5, 100, 1e-4).filter((x) => Math.abs(f(x)) < 1e-9),
    );
  },
  "fx-math-m2h-15": (q) => {
    mustContain(q, "3x - 4y = 8", "(2, 1)", "perpendicular");
    const yOn = (x) => (3 * x - 8) / 4; // two points on the given line
    const m = (yOn(4) - yOn(0)) / 4,
      mPerp = -1 / m;
    expectSpr(q, [1 - mPerp * 2]);
  },
  "fx-math-m2h-16": (q) => {
    mustContain(q, "f(x + 2) = f(x) + 6", "f(1) = 4", "f(-3)");
    let x = 1,
      y = 4;
    while (x > -3) {
      x -= 2;
      y -= 6;
    } // step back by 2 at a time
    expectValue(q, y);
  },
  "fx-math-m2h-17": (q) => {
    mustContain(q, "V(t) = 800(1.03)^{4t}");
    const V = (t) => 800 * 1.03 ** (4 * t);
    const pct = (V(1) / V(0) - 1) * 100;
    assert(close((V(2) / V(1) - 1) * 100, pct), q.id, "constant yearly percent");
    expectOption(
      q,
      (o) => {
        const p = Number(/([\d.]+)%/.exec(o)[1]);
        return /increases/.test(o) && Math.abs(p - pct) < 0.005;
      },
      "the yearly growth",
    );
  },
  "fx-math-m2h-18": (q) => {
    mustContain(q, "f(x) = x^2 - 6x + k", "10 units apart");
    const hits = [];
    for (let k = -300; k <= 300; k++) {
      const roots = rootsScan((x) => x * x - 6 * x + k, -100, 100, 0.01);
      if (roots.length === 2 && close(roots[1] - roots[0], 10, 1e-6)) hits.push(k);
    }
    assert(hits.length === 1, q.id, `values of k ${hits}`);
    expectValue(q, hits[0]);
  },
  "fx-math-m2h-19": (q) => {
    mustContain(q, "radius 10", "15\\pi");
    // Find the central angle whose sector (summed from thin triangles) has area 15 pi, then the arc length.
    const sectorArea = (theta) => {
      const n = 2000;
      let a = 0;
      for (let i = 0; i < n; i++) a += 0.5 * 100 * Math.sin(theta / n);
      return a;
    };
    const theta = bisect((t) => sectorArea(t) - 15 * Math.PI, 0.01, Math.PI);
    expectOption(q, (o) => close(valueOf(o), 10 * theta, 1e-5), "the arc length");
  },
  "fx-math-m2h-20": (q) => {
    mustContain(q, "(ax + 3)(2x - b) = 8x^2 - 6x - 9");
    const hits = new Set();
    for (let a = -20; a <= 20; a += 0.5)
      for (let b = -20; b <= 20; b += 0.5) {
        if ([-2, -1, 0, 1, 2, 3].every((x) => close((a * x + 3) * (2 * x - b), 8 * x * x - 6 * x - 9))) hits.add(a * b);
      }
    assert(hits.size === 1, q.id, `values of ab ${[...hits]}`);
    expectSpr(q, [...hits]);
  },
  "fx-math-m2h-21": (q) => {
    mustContain(q, "x^2 - kx + 12 = 0", "differ by 1", "positive");
    const gap = (k) => {
      const r = rootsScan((x) => x * x - k * x + 12, -50, 50, 0.01);
      return r.length === 2 ? r[1] - r[0] : NaN;
    };
    const hits = [];
    for (let k = 0.25; k <= 30; k += 0.25) if (close(gap(k), 1, 1e-6)) hits.push(k);
    assert(hits.length === 1, q.id, `values of k ${hits}`);
    expectValue(q, hits[0]);
  },
  "fx-math-m2h-22": (q) => {
    mustContain(q, "\\$4 each", "\\$9 each", "at least 15 candles", "no more than \\$100");
    let best = -1;
    for (let s = 0; s <= 30; s++)
      for (let L = 0; L <= 30; L++) if (s + L >= 15 && 4 * s + 9 * L <= 100) best = Math.max(best, L);
    expectSpr(q, [best]);
  },
};

/**
 * Recomputes the Math keys of Practice Test 1.
 * @param {Map<string, {id,section,domain,skill,difficulty,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) => id.startsWith("fx-math-"));
}
