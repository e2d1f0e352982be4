// Recomputes the keys of the second batch of question-bank questions on linear equations in one variable:
// content/packs/question-bank/math/linear-equations-one-variable/10.md … 30.md. Read by `npm run content:check`;
// the linear-functions questions of the same batch are in question-bank-2-linear-functions.mjs.
//
// Each check asserts that the question text holds the equation or the numbers it uses, then recomputes the
// answer by its own route: the equation written out in code and solved, a scan over a grid of candidate
// values, money or distance stepped week by week or minute by minute, and for the questions about the number
// of solutions a count of the solutions of each option's equation. Run this file on its own to check the
// Markdown files without the app:
//
//   node content/key-checks/question-bank-2-linear-one-var.mjs
import { assert, expectExpr, expectOption, expectSpr, expectValue, mustContain } from "./lib/assertions.mjs";
import { close, countSolutions1, random, scan, solveLinear } from "./lib/numeric.mjs";
import { selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { equationOf, soleMath, valueOf } from "./lib/tex.mjs";

const SKILLS = ["linear-equations-one-variable"];

/** The one value scan finds, or a failure. */
function only(q, hits, what) {
  assert(hits.length === 1, q.id, `${what}: expected one value, found [${hits}]`);
  return hits[0];
}
const LE = "qb-linear-equations-one-variable-";
const CHECKS = {
  // ---- Linear equations in one variable ----
  [`${LE}10`]: (q) => {
    mustContain(q, "$7x + 18 = 4$");
    expectValue(
      q,
      solveLinear((x) => 7 * x + 18 - 4),
    );
  },
  [`${LE}11`]: (q) => {
    mustContain(q, "$1.6x + 7 = 19$");
    expectSpr(q, [solveLinear((x) => 1.6 * x + 7 - 19)]);
  },
  [`${LE}12`]: (q) => {
    mustContain(q, "$4x + 6 = 30$", "value of $2x + 3$");
    const x = solveLinear((x) => 4 * x + 6 - 30);
    expectValue(q, 2 * x + 3);
  },
  [`${LE}13`]: (q) => {
    mustContain(q, "has \\$180", "deposits \\$15", "hold \\$345");
    let balance = 180;
    let weeks = 0;
    for (; balance < 345; weeks++) balance += 15; // week by week
    assert(balance === 345, q.id, "the balance never equals \\$345");
    expectValue(q, weeks);
  },
  [`${LE}14`]: (q) => {
    mustContain(q, "$\\frac{x + 11}{4} = 6$");
    expectSpr(q, [
      only(
        q,
        scan(-100, 100, 4, (x) => (x + 11) / 4 === 6),
        "x",
      ),
    ]);
  },
  [`${LE}15`]: (q) => {
    mustContain(q, "$9x + 4 = 3x - 14$");
    expectValue(
      q,
      solveLinear((x) => 9 * x + 4 - (3 * x - 14)),
    );
  },
  [`${LE}16`]: (q) => {
    mustContain(q, "7 feet more than its width", "perimeter of the garden is 62 feet", "the width");
    const w = only(
      q,
      scan(0, 62, 4, (w) => 2 * w + 2 * (w + 7) === 62),
      "width",
    );
    expectValue(q, w);
  },
  [`${LE}17`]: (q) => {
    mustContain(q, "$-3(x - 5) = 27$");
    expectValue(
      q,
      solveLinear((x) => -3 * (x - 5) - 27),
    );
  },
  [`${LE}18`]: (q) => {
    mustContain(q, "three consecutive odd integers is 141", "greatest");
    const n = only(
      q,
      scan(-301, 301, 1, (n) => Math.abs(n % 2) === 1 && n + (n + 2) + (n + 4) === 141),
      "least integer",
    );
    expectValue(q, n + 4);
  },
  [`${LE}19`]: (q) => {
    mustContain(q, "$7(2x - 5) = 2x + 13$");
    expectSpr(q, [solveLinear((x) => 7 * (2 * x - 5) - (2 * x + 13))]);
  },
  [`${LE}20`]: (q) => {
    mustContain(q, "$\\frac{x}{3} + \\frac{x}{4} = 14$");
    expectValue(
      q,
      only(
        q,
        scan(-500, 500, 6, (x) => close(x / 3 + x / 4, 14)),
        "x",
      ),
    );
  },
  [`${LE}21`]: (q) => {
    mustContain(q, "has no solution");
    expectOption(
      q,
      (o) => {
        const f = equationOf(soleMath(o));
        return countSolutions1((x) => f({ x })) === 0;
      },
      "an equation with no solution",
    );
  },
  [`${LE}22`]: (q) => {
    mustContain(q, "$4(3x + k) = 12x - 20$", "infinitely many solutions");
    expectOption(q, (o) => countSolutions1((x) => 4 * (3 * x + valueOf(o)) - (12 * x - 20)) === Infinity);
  },
  [`${LE}23`]: (q) => {
    mustContain(q, "$0.15(x + 40) = 0.35x$");
    expectValue(
      q,
      solveLinear((x) => 0.15 * (x + 40) - 0.35 * x),
    );
  },
  [`${LE}24`]: (q) => {
    mustContain(q, "$a(x - 3) = 2x + 6$", "$a \\ne 2$", "$x$ in terms of $a$");
    // values of a on both sides of 2 and of -2, where a wrong option might be undefined
    const pick = () => (random() < 0.5 ? -1 : 1) * (2.5 + Math.round(random() * 1000) / 100);
    expectExpr(q, ({ a }) => solveLinear((x) => a * (x - 3) - (2 * x + 6)), { vars: ["a"], pick });
  },
  [`${LE}25`]: (q) => {
    mustContain(q, "k(x + 2) - 5x = 3(x - 4) + 26", "no solution");
    expectOption(q, (o) => {
      const k = valueOf(o);
      return countSolutions1((x) => k * (x + 2) - 5 * x - (3 * (x - 4) + 26)) === 0;
    });
  },
  [`${LE}26`]: (q) => {
    mustContain(q, "50 kilometers apart", "at noon", "16 kilometers per hour", "30 minutes later", "12 kilometers");
    // minute by minute: the distance both have covered, until it reaches 50 km
    let minute = 0;
    const covered = (m) => (16 * m) / 60 + (12 * Math.max(0, m - 30)) / 60;
    while (covered(minute) < 50 - 1e-9) minute++;
    assert(close(covered(minute), 50), q.id, "they do not meet on a whole minute");
    expectSpr(q, [minute / 60]);
  },
  [`${LE}27`]: (q) => {
    mustContain(q, "30 milliliters of a solution that is 20% salt", "50% salt", "30% salt");
    const x = only(
      q,
      scan(0, 500, 4, (x) => close((0.2 * 30 + 0.5 * x) / (30 + x), 0.3)),
      "milliliters added",
    );
    expectValue(q, x);
  },
  [`${LE}28`]: (q) => {
    mustContain(q, "$\\frac{3}{4}(2x - 10) = \\frac{2x - 10}{2} + 5$", "value of $2x - 10$");
    const x = solveLinear((x) => (3 / 4) * (2 * x - 10) - ((2 * x - 10) / 2 + 5));
    expectSpr(q, [2 * x - 10]);
  },
  [`${LE}29`]: (q) => {
    mustContain(q, "is $\\frac{1}{3}$ full", "75 liters", "is $\\frac{3}{4}$ full", "fill the tank completely");
    const c = only(
      q,
      scan(1, 2000, 1, (c) => close((3 * c) / 4 - c / 3, 75)),
      "capacity",
    );
    expectValue(q, c - (3 * c) / 4);
  },
  [`${LE}30`]: (q) => {
    mustContain(q, "$0.4(3x - 2) + 1.1 = 0.7x - 0.25(x + 6)$");
    expectSpr(q, [solveLinear((x) => 0.4 * (3 * x - 2) + 1.1 - (0.7 * x - 0.25 * (x + 6)))]);
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
