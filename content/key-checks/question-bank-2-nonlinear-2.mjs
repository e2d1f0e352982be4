// Recomputes the keys of the second batch of question-bank questions for the Advanced Math (domain P) skill
// Nonlinear equations in one variable and systems of equations in two variables:
// qb-nonlinear-equations-and-systems-10 … 30 (21 questions). Read by `npm run content:check`; run on its own
// (`node content/key-checks/question-bank-2-nonlinear-2.mjs`) to check the Markdown files without the app.
//
// Every check asserts that the question text holds the data it uses (mustContain, with the equations read out of
// the prompt), then recomputes the answer by its own route: scanning for real roots (which drops extraneous
// roots by itself, since they are not zeros of the original equation), brute force over grids of constants and
// side lengths, and a walk around the circle for the circle-and-parabola system. The mutation pass in ./lib
// proves that each check notices a wrong key.
import { ensure, expectOption, expectSet, expectSpr, expectValue, mustContain } from "./lib/assertions.mjs";
import { close, rootsScan } from "./lib/numeric.mjs";
import { selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { equationOf, mathIn, pointOf, valueOf } from "./lib/tex.mjs";

const SKILLS = ["nonlinear-equations-and-systems"];

// ---------- helpers ----------
/** The first equation ("… = …") of the prompt, as (env) => left - right. */
const firstEquation = (q) => equationOf(mathIn(q.prompt).find((m) => m.includes("=")));
/** The equations of a system shown in the prompt. */
const systemOf = (q) =>
  mathIn(q.prompt)
    .filter((m) => m.includes("="))
    .map(equationOf);
/** Real solutions of g(x) = 0 on [lo, hi]. */
const solve = (g, lo = -100, hi = 100, step = 1e-3) => rootsScan(g, lo, hi, step);
const range = (lo, hi, step = 1) => Array.from({ length: Math.round((hi - lo) / step) + 1 }, (_, i) => lo + i * step);
function only(list, what) {
  ensure(list.length === 1, `${what}: expected one value, found [${list}]`);
  return list[0];
}

const E = "qb-nonlinear-equations-and-systems-";

const CHECKS = {
  // ---- Nonlinear equations in one variable and systems of equations in two variables ----
  [`${E}10`]: (q) => {
    mustContain(q, "\\frac{x}{5} = \\frac{20}{x}", "x > 0");
    const g = firstEquation(q);
    expectValue(
      q,
      only(
        solve((x) => g({ x }), 0.01, 500),
        "positive x",
      ),
    );
  },
  [`${E}11`]: (q) => {
    mustContain(q, "\\sqrt{3x + 1} = 7");
    const g = firstEquation(q);
    expectSpr(
      q,
      only(
        solve((x) => g({ x }), -1 / 3, 500),
        "x",
      ),
    );
  },
  [`${E}12`]: (q) => {
    mustContain(q, "4^x = 8^{x - 1}");
    const g = firstEquation(q);
    expectOption(q, (o) => close(g({ x: valueOf(o) }), 0), "a solution");
  },
  [`${E}13`]: (q) => {
    mustContain(q, "|2x - 5| = 9");
    expectSet(
      q,
      solve((x) => Math.abs(2 * x - 5) - 9),
    );
  },
  [`${E}14`]: (q) => {
    mustContain(q, "d = 0.8t^2", "fall 20 meters");
    const g = firstEquation(q);
    expectSpr(
      q,
      only(
        solve((t) => g({ t, d: 20 }), 0, 100),
        "t",
      ),
    );
  },
  [`${E}15`]: (q) => {
    mustContain(q, "2x^2 - 9x - 35 = 0", "sum of the solutions");
    const g = firstEquation(q);
    const roots = solve((x) => g({ x }));
    ensure(roots.length === 2, `expected two solutions, found [${roots}]`);
    expectSpr(q, roots[0] + roots[1]);
  },
  [`${E}16`]: (q) => {
    mustContain(q, "y = x^2 - 7", "y = 9");
    const eqs = systemOf(q);
    expectOption(q, (o) => {
      const [x, y] = pointOf(o);
      return eqs.every((f) => close(f({ x, y }), 0));
    });
  },
  [`${E}17`]: (q) => {
    mustContain(q, "\\frac{x^2}{x + 4} = \\frac{16}{x + 4}");
    const g = firstEquation(q);
    expectSet(
      q,
      solve((x) => g({ x }), -50, 50),
    );
  },
  [`${E}18`]: (q) => {
    mustContain(q, "2x^2 - 3x + 5 = 0", "distinct real solutions");
    const g = firstEquation(q);
    const n = solve((x) => g({ x })).length;
    const counts = { Zero: 0, "Exactly one": 1, "Exactly two": 2 };
    expectOption(q, (o) => (o in counts ? counts[o] === n : o === "More than two" && n > 2), "the count");
  },
  [`${E}19`]: (q) => {
    mustContain(q, "y = x^2 - 2x - 3", "y = x + 7", "points of intersection");
    const eqs = systemOf(q);
    expectOption(q, (o) => {
      const [x, y] = pointOf(o);
      return eqs.every((f) => close(f({ x, y }), 0));
    });
  },
  [`${E}20`]: (q) => {
    mustContain(q, "(x - 3)^2 = 16");
    const g = firstEquation(q);
    expectSet(
      q,
      solve((x) => g({ x })),
    );
  },
  [`${E}21`]: (q) => {
    mustContain(q, "2x^2 - 4x - 3 = 0");
    const g = firstEquation(q);
    expectSet(
      q,
      solve((x) => g({ x })),
    );
  },
  [`${E}22`]: (q) => {
    mustContain(q, "perimeter of 40 feet", "area of 96 square feet", "How many feet longer");
    // sides in half-feet: w + l = 40 half-feet, w l = 96 * 4 square half-feet
    const rugs = range(1, 40).flatMap((w) =>
      range(w, 40)
        .filter((l) => w + l === 40 && w * l === 384)
        .map((l) => [w, l]),
    );
    const [w, l] = only(rugs, "rug");
    expectValue(q, (l - w) / 2);
  },
  [`${E}23`]: (q) => {
    mustContain(q, "\\sqrt{2x + 7} = x - 4", "all the real solutions");
    const g = firstEquation(q);
    expectSet(
      q,
      solve((x) => g({ x }), -3.5, 100),
    );
  },
  [`${E}24`]: (q) => {
    mustContain(q, "y = x^2 - 6x + 11", "y = 2x + k", "exactly one real solution");
    const [p, l] = systemOf(q);
    // each curve's y at x: both equations are "y = …", so f(x, 0, k) = -(that y)
    const gap = (k) => (x) => l({ x, y: 0, k }) - p({ x, y: 0, k });
    const ks = range(-40, 40, 0.25).filter((k) => solve(gap(k), -30, 30, 0.01).length === 1);
    expectSpr(q, only(ks, "k"));
  },
  [`${E}25`]: (q) => {
    mustContain(q, "2x^2 + bx + 18 = 0", "positive constant", "exactly one real solution");
    const g = firstEquation(q);
    const bs = range(0.25, 50, 0.25).filter((b) => solve((x) => g({ x, b }), -30, 30, 0.01).length === 1);
    expectSpr(q, only(bs, "b"));
  },
  [`${E}26`]: (q) => {
    mustContain(q, "|x - 4| = 2x + 1");
    expectSet(
      q,
      solve((x) => Math.abs(x - 4) - (2 * x + 1)),
    );
  },
  [`${E}27`]: (q) => {
    mustContain(q, "4x^2 + kx + 9 = 0", "no real solutions");
    const g = firstEquation(q);
    expectOption(q, (o) => solve((x) => g({ x, k: valueOf(o) }), -50, 50, 0.01).length === 0, "a k with no solution");
  },
  [`${E}28`]: (q) => {
    mustContain(q, "x^4 - 29x^2 + 100 = 0", "two positive real solutions", "product of these two");
    const g = firstEquation(q);
    const positive = solve((x) => g({ x })).filter((x) => x > 0);
    ensure(positive.length === 2, `expected two positive solutions, found [${positive}]`);
    expectSpr(
      q,
      positive.reduce((p, x) => p * x, 1),
    );
  },
  [`${E}29`]: (q) => {
    mustContain(q, "\\frac{x}{x - 3} + \\frac{2}{x + 3} = \\frac{18}{x^2 - 9}");
    const g = firstEquation(q);
    expectSet(
      q,
      solve((x) => g({ x }), -50, 50),
    );
  },
  [`${E}30`]: (q) => {
    mustContain(q, "y = x^2 - 4", "x^2 + y^2 = 16", "at how many points");
    const [parabola, circle] = systemOf(q);
    const r = Math.sqrt(-circle({ x: 0, y: 0 }));
    ensure(close(circle({ x: r, y: 0 }), 0) && close(circle({ x: 0, y: -r }), 0), "not a circle about the origin");
    // walk once around the circle and count where the parabola's equation holds
    const on = (t) => parabola({ x: r * Math.cos(t), y: r * Math.sin(t) });
    expectValue(q, solve(on, 0.1, 0.1 + 2 * Math.PI, 1e-4).length);
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
