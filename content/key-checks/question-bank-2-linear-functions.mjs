// Recomputes the keys of the second batch of question-bank questions on linear functions:
// content/packs/question-bank/math/linear-functions/10.md … 30.md. Read by `npm run content:check`; the
// linear-equations-in-one-variable questions of the same batch are in question-bank-2-linear-one-var.mjs.
//
// Each check asserts that the question text holds the numbers and formulas it uses, then recomputes the
// answer by its own route: evaluating or scanning the function written out in code, stepping through time
// one month, minute or second at a time, fitting a line through a table or through the points a figure's
// description gives (and finding the dots at those points in the SVG), and comparing every option's formula
// with the recomputed function at many points. Run this file on its own to check the Markdown files without
// the app:
//
//   node content/key-checks/question-bank-2-linear-functions.mjs
import {
  assert,
  ensure,
  expectClaims,
  expectExpr,
  expectOption,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { close, random, scan, solve2, solveLinear } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { tableRows, valueOf } from "./lib/tex.mjs";

const SKILLS = ["linear-functions"];

/** The one value scan finds, or a failure. */
function only(q, hits, what) {
  assert(hits.length === 1, q.id, `${what}: expected one value, found [${hits}]`);
  return hits[0];
}
/** The line through two points, as a function. */
function lineThrough([x1, y1], [x2, y2]) {
  ensure(x1 !== x2, "two points with the same x do not give a function");
  return (x) => y1 + ((y2 - y1) / (x2 - x1)) * (x - x1);
}
/** A table of numbers (header row dropped); a cell that is not a number stays as its text. */
function numericRows(q) {
  return tableRows(q.passage)
    .slice(1)
    .map((r) => r.map((c) => (/^\$[-\d.]+\$$/.test(c) ? valueOf(c) : c)));
}
/** The line through every row of a numeric table: it must be one line. */
function tableLine(q, rows) {
  ensure(rows.length >= 2, `${q.id}: too few table rows`);
  const f = lineThrough(rows[0], rows[1]);
  for (const [x, y] of rows) assert(close(f(x), y), q.id, `table row (${x}, ${y}) is off the line`);
  return f;
}
/** "\$1,150" -> 1150 */
const money = (o) => Number(o.replace(/^\\\$/, "").replace(/,/g, ""));
/** "8:20 a.m." -> minutes after midnight */
function clock(o) {
  const m = /^(\d{1,2}):(\d\d) (a|p)\.m\.$/.exec(o.trim());
  if (!m) throw new Error(`'${o}' is not a time`);
  return ((Number(m[1]) % 12) + (m[3] === "p" ? 12 : 0)) * 60 + Number(m[2]);
}

/**
 * The figure in the passage: every point its description names lies on one line, and the SVG has a dot
 * at each of the `marked` points (px maps a point to its pixel position). Returns the line.
 */
function figureLine(q, id, marked, px) {
  const m = /!\[([^\]]*)\]\(([^)]+)\)/.exec(q.passage);
  ensure(m && m[2] === id, `${q.id}: expected figure ${id}`);
  const pts = [...m[1].matchAll(/\((negative )?(\d+(?:\.\d+)?), (negative )?(\d+(?:\.\d+)?)\)/g)].map((p) => [
    (p[1] ? -1 : 1) * Number(p[2]),
    (p[3] ? -1 : 1) * Number(p[4]),
  ]);
  const f = lineThrough(...marked);
  for (const p of marked)
    assert(
      pts.some(([x, y]) => x === p[0] && y === p[1]),
      q.id,
      `description lacks (${p})`,
    );
  for (const [x, y] of pts) assert(close(f(x), y), q.id, `described point (${x}, ${y}) is off the line`);
  const svg = figureSvg(id);
  for (const p of marked) {
    const [cx, cy] = px(p);
    assert(svg.includes(`cx="${cx}" cy="${cy}"`), q.id, `figure ${id} has no dot at (${p})`);
  }
  return f;
}
/** Pixel position on the coordinate-plane figures: 40 px a unit, 30 px margin. */
const plane =
  (xmin, ymax) =>
  ([x, y]) => [30 + 40 * (x - xmin), 30 + 40 * (ymax - y)];

const LF = "qb-linear-functions-";
const CHECKS = {
  // ---- Linear functions ----
  [`${LF}10`]: (q) => {
    mustContain(q, "$g(x) = 12 - \\frac{3}{4}x$", "value of $g(8)$");
    expectValue(q, 12 - (3 / 4) * 8);
  },
  [`${LF}11`]: (q) => {
    mustContain(q, "$p(x) = 6x + 21$", "$p(a) = -9$");
    expectSpr(q, [
      only(
        q,
        scan(-100, 100, 6, (a) => close(6 * a + 21, -9)),
        "a",
      ),
    ]);
  },
  [`${LF}12`]: (q) => {
    mustContain(q, "linear function $f$");
    const f = tableLine(q, numericRows(q));
    expectExpr(q, ({ x }) => f(x));
  },
  [`${LF}13`]: (q) => {
    mustContain(q, "$G(d) = 1{,}800 - 45d$", "interpretation of 45");
    const G = (d) => 1800 - 45 * d;
    expectClaims(q, [
      { has: "uses 45 boxes of gloves each day", ok: G(0) - G(1) === 45 && G(9) - G(10) === 45 },
      { has: "held 45 boxes of gloves right after the delivery", ok: G(0) === 45 },
      { has: "runs out of gloves 45 days after the delivery", ok: G(45) === 0 },
      { has: "receives 45 more boxes of gloves each day", ok: G(1) - G(0) === 45 },
    ]);
  },
  [`${LF}14`]: (q) => {
    const f = figureLine(
      q,
      `${LF}14-line-f`,
      [
        [0, -2],
        [3, 4],
      ],
      plane(-3, 6),
    );
    expectExpr(q, ({ x }) => f(x));
  },
  [`${LF}15`]: (q) => {
    mustContain(q, "$W(h) = 96 - 14h$", "hold 40 ounces");
    expectSpr(q, [solveLinear((h) => 96 - 14 * h - 40)]);
  },
  [`${LF}16`]: (q) => {
    mustContain(q, "$S(w) = 0.8w + 4.5$", "$S(10) = 12.5$");
    const S = (w) => 0.8 * w + 4.5;
    expectClaims(q, [
      { re: /^Shipping a package that weighs 10 pounds costs \\\$12\.50\.$/, ok: close(S(10), 12.5) },
      { re: /^Shipping a package that weighs 12\.5 pounds costs \\\$10\.00\.$/, ok: close(S(12.5), 10) },
      { has: "Each additional 10 pounds of weight adds \\$12.50", ok: close(S(20) - S(10), 12.5) },
      { has: "costs \\$12.50 plus the \\$4.50 base charge", ok: close(S(10), 12.5 + 4.5) },
    ]);
  },
  [`${LF}17`]: (q) => {
    mustContain(q, "has 2,350 books", "adds 45 new books", "removes none", "$m$ months from now");
    const books = ({ m }) => {
      let b = 2350;
      for (let i = 0; i < m; i++) b += 45; // month by month
      return b;
    };
    expectExpr(q, books, { vars: ["m"], pick: () => Math.floor(random() * 61) });
  },
  [`${LF}18`]: (q) => {
    mustContain(q, "$f(3) = 11$", "$f(7) = 29$", "value of $f(10)$");
    const { x: slope, y: b } = solve2(3, 1, 11, 7, 1, 29);
    expectSpr(q, [slope * 10 + b]);
  },
  [`${LF}19`]: (q) => {
    const B = figureLine(
      q,
      `${LF}19-battery-charge`,
      [
        [0, 16],
        [20, 56],
      ],
      ([t, b]) => [70 + 7.2 * t, 40 + 3 * (100 - b)],
    );
    mustContain(q, "constant rate", "fully charged (100 percent)");
    expectValue(
      q,
      only(
        q,
        scan(0, 500, 2, (t) => close(B(t), 100)),
        "minutes",
      ),
    );
  },
  [`${LF}20`]: (q) => {
    mustContain(q, "constant speed", "$t$ minutes after noon");
    const d = tableLine(q, numericRows(q));
    expectExpr(q, ({ t }) => d(t), { vars: ["t"] });
  },
  [`${LF}21`]: (q) => {
    mustContain(q, "linear function $f$", "value of $a$");
    const rows = numericRows(q);
    const unknown = rows.filter((r) => r[1] === "$a$");
    ensure(unknown.length === 1, `${q.id}: expected one row with $a$`);
    const f = tableLine(
      q,
      rows.filter((r) => r !== unknown[0]),
    );
    expectSpr(q, [f(unknown[0][0])]);
  },
  [`${LF}22`]: (q) => {
    const g = figureLine(
      q,
      `${LF}22-line-g`,
      [
        [-2, 7],
        [4, -2],
      ],
      plane(-3, 8),
    );
    mustContain(q, "$g(x) = -8$");
    expectValue(
      q,
      only(
        q,
        scan(-100, 100, 4, (x) => close(g(x), -8)),
        "x",
      ),
    );
  },
  [`${LF}23`]: (q) => {
    mustContain(q, "each increase of 4 in the value of $x$ decreases the value of $f(x)$ by 10", "$f(2) + f(8) = 14$");
    const found = [];
    for (const m of scan(-20, 20, 4, () => true))
      for (const b of scan(-60, 60, 2, () => true)) {
        const f = (x) => m * x + b;
        if (close(f(1) - f(5), 10) && close(f(2) + f(8), 14)) found.push([m, b]);
      }
    ensure(found.length === 1, `${q.id}: ${found.length} functions meet the conditions`);
    const [m, b] = found[0];
    expectExpr(q, ({ x }) => m * x + b);
  },
  [`${LF}24`]: (q) => {
    mustContain(q, "\\$1,150 for an event with 40 guests", "\\$1,675 for an event with 65 guests", "fixed fee");
    const { y: fee } = solve2(40, 1, 1150, 65, 1, 1675); // per guest * guests + fee = charge
    expectValue(q, fee, { read: money });
  },
  [`${LF}25`]: (q) => {
    mustContain(q, "1.5 bottles per second", "already filled 400 bottles", "$h$ hours after the shift began");
    const bottles = ({ h }) => {
      let n = 400;
      for (let s = 0; s < Math.round(h * 3600); s++) n += 1.5; // second by second
      return n;
    };
    expectExpr(q, bottles, { vars: ["h"], pick: () => Math.floor(random() * 61) / 12 });
  },
  [`${LF}26`]: (q) => {
    mustContain(q, "$F(c) = 1.8c + 32$", "exactly twice the Celsius reading");
    expectSpr(q, [
      only(
        q,
        scan(-1000, 1000, 2, (c) => close(1.8 * c + 32, 2 * c)),
        "c",
      ),
    ]);
  },
  [`${LF}27`]: (q) => {
    mustContain(q, "$h(-1) = 8$", "crosses the $x$-axis at the same point as the graph of $y = 2x - 10$", "$h(0)$");
    const xIntercept = solveLinear((x) => 2 * x - 10);
    const h = lineThrough([-1, 8], [xIntercept, 0]);
    expectValue(q, h(0));
  },
  [`${LF}28`]: (q) => {
    mustContain(q, "constant rate", "9:20 a.m. it was 1,340 meters", "10:50 a.m. it was 620 meters", "1,820 meters");
    const height = lineThrough([clock("9:20 a.m."), 1340], [clock("10:50 a.m."), 620]);
    const t = only(
      q,
      scan(0, 12 * 60, 1, (t) => close(height(t), 1820)),
      "minute",
    );
    expectOption(q, (o) => clock(o) === t, "the time");
  },
  [`${LF}29`]: (q) => {
    const f = figureLine(
      q,
      `${LF}29-line-ab`,
      [
        [-4, -1],
        [2, 3],
      ],
      plane(-5, 5),
    );
    mustContain(q, "$f(x) = ax + b$", "value of $a + b$");
    const a = f(1) - f(0);
    const b = f(0);
    expectSpr(q, [a + b]);
  },
  [`${LF}30`]: (q) => {
    mustContain(q, "Forty-five minutes after", "5,250 gallons", "2 hours after", "3,000 gallons");
    const volume = lineThrough([45, 5250], [2 * 60, 3000]);
    let minute = 0;
    while (volume(minute) > 1e-9) minute++; // minute by minute until the pool is empty
    assert(close(volume(minute), 0), q.id, "the pool does not empty on a whole minute");
    expectValue(q, minute);
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
