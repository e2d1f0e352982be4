// Recomputes the keys of the question bank's Problem-Solving and Data Analysis questions (domain Q, 63
// questions: qb-<skill-slug>-01 … 09 for the 7 skills below). Read by `npm run content:check`.
//
// For every question id a check below recomputes the answer from the problem data by its own route and
// asserts that exactly one choice is right and that it is the key, or that the accepted answers are right and
// complete (the answer-grid rules and the mutation pass are shared, in ./lib):
//
// 1. Numbers: arithmetic with exact fractions (BigInt), brute-force searches over whole numbers, year-by-year
//    or minute-by-minute simulation, least-squares fits. Each check first asserts that the question's text
//    holds the numbers the check uses, so the two cannot drift apart. Where the explanation names the mistake
//    behind a wrong numeric choice, the check recomputes that mistake too and asserts the choice equals it.
// 2. Figures: the data of every figure (qb-data-*.svg) is restated here, as given to the script that drew
//    it. The check reads the SVG back (point, bar and box positions through the axis labels), asserts that it
//    shows exactly these numbers, asserts that the figure's description in the question states them, and
//    computes the answer from them.
// 3. Statistics-reasoning questions (inference from samples, statistical claims, comparing box plots): each
//    choice is encoded as data (what it claims, about which population, with what certainty), and a rule
//    (random sampling allows generalizing to the sampled population; random assignment allows cause and
//    effect; a margin of error gives the interval estimate ± margin; …) decides which claims are supported.
//    The check asserts that the rule accepts exactly one choice, the key, and that each choice's text says
//    what its data says (key phrases).
//
// checkKeys reads only the figure files of the question bank (content/packs/question-bank/figures). Run this
// file on its own to check the Markdown files without the app.
import {
  CheckError,
  LETTERS,
  assert,
  expectClaims,
  expectSpr as expectSprAnswers,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { close, mean, median, rng, sd, sorted } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { Q } from "./lib/rational.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { tableRows } from "./lib/tex.mjs";

const SKILLS = [
  "ratios-rates-and-units",
  "percentages",
  "one-variable-data",
  "two-variable-data",
  "probability",
  "sample-statistics-and-margin-of-error",
  "statistical-claims",
];

const q = (x) => Q.of(x);
const frac = (n, d) => new Q(BigInt(n), BigInt(d));

// ---------------------------------------------------------------------------------------------------------
// Reading the question text
// ---------------------------------------------------------------------------------------------------------
const fullText = (qn) => `${qn.passage}\n${qn.prompt}`;
/** A table's body as { rowLabel: { columnLabel: number } }, checking it is the table the check expects. */
function readTable(qn, expected) {
  const rows = tableRows(qn.passage);
  assert(rows.length > 1, qn.id, "the passage has no table");
  const header = rows[0];
  const out = {};
  for (const row of rows.slice(1)) {
    out[row[0]] = {};
    header.slice(1).forEach((h, i) => {
      const v = row[i + 1];
      out[row[0]][h] = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
    });
  }
  if (expected)
    for (const [r, cols] of Object.entries(expected))
      for (const [c, v] of Object.entries(cols))
        assert(out[r] && out[r][c] === v, qn.id, `table cell (${r}, ${c}) is '${out[r]?.[c]}', expected ${v}`);
  return out;
}

/** The number a choice shows: "$1{,}700$", "\$0.72", "$\frac{9}{20}$", "$33\frac{1}{3}\%$", "$-6$". */
function choiceNumber(text) {
  let s = text
    .replace(/\\\$/g, "")
    .replace(/\$/g, "")
    .replace(/\{,\}/g, "")
    .replace(/,/g, "")
    .replace(/\\?%/g, "")
    .trim();
  const mixed = /^(-?)(\d+)\\frac\{(\d+)\}\{(\d+)\}$/.exec(s);
  if (mixed) return (mixed[1] ? -1 : 1) * (Number(mixed[2]) + Number(mixed[3]) / Number(mixed[4]));
  const fr = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(s);
  if (fr) return (fr[1] ? -1 : 1) * (Number(fr[2]) / Number(fr[3]));
  if (/^-?\d*\.?\d+$/.test(s)) return Number(s);
  throw new Error("not a number");
}

// ---------------------------------------------------------------------------------------------------------
// Answer checks of this file
// ---------------------------------------------------------------------------------------------------------
/** Exactly one choice is the computed value, and it is the key; wrong choices equal the named mistakes. */
function numericMcq(qn, value, mistakes = {}) {
  const v = value instanceof Q ? value.num() : value;
  expectValue(qn, v, { read: choiceNumber });
  for (const [letter, m] of Object.entries(mistakes)) {
    const mv = m instanceof Q ? m.num() : m;
    const n = choiceNumber(qn.options[LETTERS.indexOf(letter)]);
    // displayed choices may be rounded (e.g. 13% for 13.04…%, $33\frac{1}{3}\%$)
    assert(
      Math.abs(n - mv) <= Math.max(0.5e-2 * Math.abs(mv), 1e-9),
      qn.id,
      `choice ${letter} (${n}) is not the mistake it is said to be (${mv})`,
    );
  }
}
/**
 * A reasoning question: `claims` gives each choice's data ({ has: key phrase(s), ...attributes }) and `valid`
 * the rule deciding whether a claim is supported. Exactly one choice must be supported, and it must be the key.
 */
function reasonedMcq(qn, claims, valid) {
  expectClaims(
    qn,
    claims.map((c) => ({ has: c.has, ok: valid(c) })),
  );
}
// The answer lists of this bank may start with the decimal ("2.4", then "12/5"): the first must be exact.
const expectSpr = (qn, value) => expectSprAnswers(qn, value, { first: "exact" });

// ---------------------------------------------------------------------------------------------------------
// Figures: the data each one was drawn from, and reading it back from the SVG
// ---------------------------------------------------------------------------------------------------------
const FIGURES = {
  "qb-data-goals-dot-plot": { kind: "dots", min: 0, max: 5, counts: [1, 5, 3, 3, 2, 1] },
  "qb-data-race-times-histogram": { kind: "histogram", edges: [20, 25, 30, 35, 40, 45], counts: [3, 7, 10, 6, 4] },
  "qb-data-sunflower-box-plot": { kind: "boxes", boxes: [[50, 80, 100, 120, 170]] },
  "qb-data-greenhouse-box-plots": {
    kind: "boxes",
    boxes: [
      [20, 35, 45, 50, 80],
      [25, 30, 40, 60, 65],
    ],
  },
  "qb-data-tree-diameter-scatter": {
    kind: "scatter",
    line: [
      [0, 5],
      [20, 55],
    ],
    points: [
      [2, 10],
      [4, 10],
      [6, 25],
      [8, 25],
      [10, 35],
      [12, 30],
      [14, 45],
      [16, 40],
      [18, 45],
      [20, 60],
    ],
  },
  "qb-data-elevation-temperature-scatter": {
    kind: "scatter",
    line: [
      [0, 30],
      [2.5, 15],
    ],
    points: [
      [0.5, 30],
      [0.75, 24],
      [1, 21],
      [1.25, 24],
      [1.5, 21],
      [1.75, 21],
      [2, 15],
      [2.25, 15],
      [2.5, 18],
    ],
  },
  "qb-data-phone-resale-scatter": {
    kind: "scatter",
    line: [
      [0, 600],
      [24, 120],
    ],
    points: [
      [2, 520],
      [4, 480],
      [6, 520],
      [8, 440],
      [10, 440],
      [12, 320],
      [14, 360],
      [16, 320],
      [18, 280],
      [20, 200],
      [22, 120],
      [24, 80],
    ],
  },
  "qb-data-park-visitors-bar": {
    kind: "bars",
    categories: ["April", "May", "June", "July", "August"],
    values: [12, 16, 22, 24, 18],
  },
  "qb-data-household-pets-bar": { kind: "bars", categories: ["0", "1", "2", "3", "4"], values: [8, 14, 10, 5, 3] },
};

const attr = (tag, name) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? m[1] : undefined;
};
const tags = (svg, re) => [...svg.matchAll(re)].map((m) => m[0]);
/**
 * The map from SVG coordinates to data values, from the axis's tick labels. Positions are written with two
 * decimals, so a value read back is snapped to the axis's resolution (a twentieth of the labels' spacing),
 * and it must lie within a small fraction of a pixel of that value.
 */
function axisMap(svg, cls, coord) {
  const labels = [...svg.matchAll(new RegExp(`<text class="${cls}"[^>]*>([^<]*)</text>`, "g"))].map((m) => ({
    pos: Number(attr(m[0], coord)),
    value: Number(m[1]),
  }));
  if (labels.length < 2) throw new Error(`the figure has no ${cls} axis labels`);
  const a = labels[0];
  const b = labels[labels.length - 1];
  const perPixel = (b.value - a.value) / (b.pos - a.pos);
  const raw = (p) => a.value + (p - a.pos) * perPixel;
  // every label sits where the map puts its value
  for (const l of labels)
    if (Math.abs(raw(l.pos) - l.value) > Math.abs(perPixel) * 0.02)
      throw new Error(`axis label ${l.value} is misplaced`);
  const res = (b.value - a.value) / (labels.length - 1) / 20;
  return (p) => {
    const v = raw(p);
    const snapped = Number((Math.round(v / res) * res).toFixed(6));
    if (Math.abs(v - snapped) > Math.abs(perPixel) * 0.02)
      throw new Error(`a mark at ${p} is not at a clear value (${v})`);
    return snapped;
  };
}
function readFigure(id) {
  const svg = figureSvg(id);
  const kind = FIGURES[id].kind;
  if (kind === "scatter") {
    const X = axisMap(svg, "xt", "x");
    const Y = axisMap(svg, "yt", "y");
    const points = tags(svg, /<circle class="pt"[^>]*>/g).map((t) => [
      X(Number(attr(t, "cx"))),
      Y(Number(attr(t, "cy"))),
    ]);
    const lt = tags(svg, /<line class="fit"[^>]*>/g)[0];
    const line = [
      [X(Number(attr(lt, "x1"))), Y(Number(attr(lt, "y1")))],
      [X(Number(attr(lt, "x2"))), Y(Number(attr(lt, "y2")))],
    ];
    return { kind, points, line };
  }
  if (kind === "bars") {
    const Y = axisMap(svg, "yt", "y");
    const rects = tags(svg, /<rect class="bar"[^>]*>/g);
    const cats = [...svg.matchAll(/<text class="xc"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
      x: Number(attr(m[0], "x")),
      label: m[1],
    }));
    const values = [];
    const categories = [];
    for (const r of rects) {
      const cx = Number(attr(r, "x")) + Number(attr(r, "width")) / 2;
      const cat = cats.find((c) => Math.abs(c.x - cx) < 1);
      categories.push(cat ? cat.label : "?");
      values.push(Y(Number(attr(r, "y"))));
      // the bar stands on zero
      const base = Y(Number(attr(r, "y")) + Number(attr(r, "height")));
      if (base !== 0) throw new Error("a bar does not start at 0");
    }
    return { kind, categories, values };
  }
  if (kind === "histogram") {
    const X = axisMap(svg, "xt", "x");
    const Y = axisMap(svg, "yt", "y");
    const rects = tags(svg, /<rect class="bar"[^>]*>/g).map((r) => ({
      a: X(Number(attr(r, "x"))),
      b: X(Number(attr(r, "x")) + Number(attr(r, "width"))),
      c: Y(Number(attr(r, "y"))),
    }));
    rects.sort((u, v) => u.a - v.a);
    const edges = [rects[0].a, ...rects.map((r) => r.b)];
    rects.forEach((r, i) => {
      if (i && rects[i - 1].b !== r.a) throw new Error("histogram bars are not adjacent");
    });
    return { kind, edges, counts: rects.map((r) => r.c) };
  }
  if (kind === "dots") {
    const X = axisMap(svg, "xt", "x");
    const xs = tags(svg, /<circle class="dot"[^>]*>/g).map((t) => X(Number(attr(t, "cx"))));
    const { min, max } = FIGURES[id];
    const counts = [];
    for (let v = min; v <= max; v++) counts.push(xs.filter((x) => x === v).length);
    if (counts.reduce((s, c) => s + c, 0) !== xs.length) throw new Error("a dot is not above a whole number");
    return { kind, min, max, counts };
  }
  if (kind === "boxes") {
    const X = axisMap(svg, "xt", "x");
    const groups = tags(svg, /<g class="box"[\s\S]*?<\/g>/g);
    const boxes = groups.map((g) => {
      const line = (cls) => tags(g, new RegExp(`<line class="${cls}"[^>]*>`, "g"))[0];
      const rect = tags(g, /<rect class="iqr"[^>]*>/g)[0];
      const x1 = (t) => Number(attr(t, "x1"));
      const x2 = (t) => Number(attr(t, "x2"));
      const q1 = Number(attr(rect, "x"));
      const q3 = q1 + Number(attr(rect, "width"));
      if (Math.abs(x2(line("wl")) - q1) > 0.02 || Math.abs(x1(line("wr")) - q3) > 0.02)
        throw new Error("whiskers do not meet the box");
      return [x1(line("wl")), q1, x1(line("med")), q3, x2(line("wr"))].map((p) => X(p));
    });
    return { kind, boxes };
  }
  throw new Error(`unknown figure kind ${kind}`);
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** The figure's data: read back from the SVG, equal to the data it was drawn from, and in the description. */
function figure(qn, id, describe) {
  const alt = [...fullText(qn).matchAll(/!\[([^\]]*)\]\(([^)]*)\)/g)].find((m) => m[2] === id);
  assert(alt, qn.id, `the question does not show figure ${id}`);
  const data = FIGURES[id];
  let drawn;
  try {
    drawn = readFigure(id);
  } catch (e) {
    throw new CheckError(`figure ${id}: ${e.message}`);
  }
  for (const key of Object.keys(drawn))
    assert(
      same(drawn[key], data[key]),
      qn.id,
      `figure ${id} shows ${key} ${JSON.stringify(drawn[key])}, but its data is ${JSON.stringify(data[key])}`,
    );
  for (const phrase of describe(data))
    assert(alt[1].includes(phrase), qn.id, `the description of ${id} does not state '${phrase}'`);
  return data;
}
const pointList = (pts) => pts.map(([x, y]) => `(${x}, ${y})`);
const lineAt = (line, x) => {
  const [[x1, y1], [x2, y2]] = line;
  return y1 + ((y2 - y1) / (x2 - x1)) * (x - x1);
};
/** The drawn line is the least-squares line of the points. */
function assertLeastSquares(qn, { points, line }) {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  const sxy = points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  const sxx = points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  const [[x1, y1], [x2, y2]] = line;
  const lineSlope = (y2 - y1) / (x2 - x1);
  assert(
    close(slope, lineSlope, 1e-9) && close(intercept, y1 - lineSlope * x1, 1e-9),
    qn.id,
    `the drawn line is not the least-squares line (y = ${slope}x + ${intercept})`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Small statistics helpers
// ---------------------------------------------------------------------------------------------------------
/** Five-number summary, quartiles as medians of the lower and upper halves. */
function fiveNumber(xs) {
  const s = sorted(xs);
  const h = s.length >> 1;
  return [s[0], median(s.slice(0, h)), median(s), median(s.slice(s.length - h)), s[s.length - 1]];
}
const expand = (values, counts) => values.flatMap((v, i) => Array(counts[i]).fill(v));

// ---------------------------------------------------------------------------------------------------------
// Rules for the statistics-reasoning questions
// ---------------------------------------------------------------------------------------------------------
/**
 * What a study supports: random assignment of a treatment (with a significant result) supports cause and
 * effect; without it only an association; a result that is not significant supports neither. Random
 * selection from a population lets the conclusion reach that population; otherwise only people like the
 * participants.
 */
function supported(design) {
  const kind = !design.significant ? "no-evidence" : design.randomAssignment ? "causal" : "association";
  const scope = design.randomSample ? design.population : "like-participants";
  return { kind, scope };
}
const matchesDesign = (design) => (claim) => {
  const s = supported(design);
  return claim.kind === s.kind && claim.scope === s.scope;
};
/** An interval estimate: the estimate plus or minus the margin of error. */
const interval = (est, moe) => [Number((est - moe).toFixed(6)), Number((est + moe).toFixed(6))];

// ---------------------------------------------------------------------------------------------------------
// The checks, one per question id
// ---------------------------------------------------------------------------------------------------------
const CHECKS = {
  // ---------------- Ratios, rates, proportional relationships, and units ----------------
  "qb-ratios-rates-and-units-01"(x) {
    mustContain(x, "1 centimeter represents 25 kilometers", "6.8 centimeters");
    const km = q("6.8").mul(25);
    numericMcq(x, km, { A: q("6.8").div(25), B: 6.8 + 25, D: 6.8 * 250 });
  },
  "qb-ratios-rates-and-units-02"(x) {
    mustContain(x, "1,260 times per minute", "per second");
    // count beats second by second over one minute at a steady rate
    let beats = 0;
    for (let s = 0; s < 60; s++) beats += 1260 / 60;
    assert(close(beats, 1260), x.id, "simulation drift");
    expectSpr(x, frac(1260, 60));
  },
  "qb-ratios-rates-and-units-03"(x) {
    mustContain(x, "6 copies weighs 15 pounds", "10 copies");
    numericMcq(x, frac(15, 6).mul(10), { A: 2.5, B: (10 * 6) / 15, C: 15 + (10 - 6) });
  },
  "qb-ratios-rates-and-units-04"(x) {
    mustContain(x, "1.5 feet per second", "yards per minute", "1 yard = 3 feet");
    const ydPerMin = q("1.5").mul(60).div(3);
    numericMcq(x, ydPerMin, { A: 1.5 / 3, C: 1.5 * 60, D: 1.5 * 60 * 3 });
  },
  "qb-ratios-rates-and-units-05"(x) {
    mustContain(x, "$1 : 2 : 4$", "21 cubic feet", "gravel");
    // brute force: the part size p with p + 2p + 4p = 21
    let part = null;
    for (let p = q(0); p.num() <= 21; p = p.add(frac(1, 100))) if (p.mul(7).eq(21)) part = p;
    assert(part, x.id, "no part size found");
    expectSpr(x, part.mul(4));
  },
  "qb-ratios-rates-and-units-06"(x) {
    mustContain(x, "15 watt-hours", "\\$0.12 per kilowatt-hour", "1,000 watt-hours", "400 kilometers");
    const cost = q(15).mul(400).div(1000).mul("0.12");
    numericMcq(x, cost, { B: (400 / 15) * 0.12, C: 400 * 0.12, D: 15 * 400 * 0.12 });
  },
  "qb-ratios-rates-and-units-07"(x) {
    mustContain(x, "\\$11.25 per square yard", "15 feet by 12 feet", "1 yard = 3 feet");
    const sqYd = q(15).div(3).mul(q(12).div(3));
    assert(
      q(15 * 12)
        .div(9)
        .eq(sqYd),
      x.id,
      "square-foot route disagrees",
    );
    numericMcq(x, sqYd.mul("11.25"), {
      A: ((2 * (15 + 12)) / 3) * 11.25,
      C: ((15 * 12) / 3) * 11.25,
      D: 15 * 12 * 11.25,
    });
  },
  "qb-ratios-rates-and-units-08"(x) {
    mustContain(x, "600 bottles in 20 minutes", "600 bottles in 30 minutes", "900 bottles");
    // minute by minute with exact rates until 900 bottles are filled
    const a = frac(600, 20);
    const b = frac(600, 30);
    let filled = q(0);
    let minutes = 0;
    while (filled.num() < 900) {
      filled = filled.add(a).add(b);
      minutes++;
    }
    assert(filled.eq(900), x.id, "the machines do not finish exactly at a whole minute");
    expectSpr(x, minutes);
  },
  "qb-ratios-rates-and-units-09"(x) {
    mustContain(x, "40 teeth", "16 teeth", "90 revolutions per minute", "20 seconds");
    // count teeth passing the contact point in 20 seconds
    const teeth = q(90).mul(frac(20, 60)).mul(40);
    numericMcq(x, teeth.div(16), { A: ((90 * 16) / 40) * (20 / 60), B: (90 * 16) / 40, D: (90 * 40) / 16 });
  },

  // ---------------- Percentages ----------------
  "qb-percentages-01"(x) {
    mustContain(x, "\\$24.00", "7.5%");
    numericMcq(x, q(24).mul("1.075"), { A: 24 * 0.075, B: 24 - 1.8, D: 24 + 7.5 });
  },
  "qb-percentages-02"(x) {
    mustContain(x, "3,600 megaliters", "2,340 megaliters");
    expectSpr(x, frac(2340, 3600).mul(100));
  },
  "qb-percentages-03"(x) {
    mustContain(x, "from 8,000 to 9,200");
    numericMcq(x, frac(9200 - 8000, 8000).mul(100), {
      A: (1200 / 9200) * 100,
      C: (8000 / 9200) * 100,
      D: (9200 / 8000) * 100,
    });
  },
  "qb-percentages-04"(x) {
    mustContain(x, "by 20%", "additional 15%");
    let price = q(100);
    price = price.sub(price.mul("0.20"));
    price = price.sub(price.mul("0.15"));
    numericMcq(x, q(100).sub(price), { A: 0.2 * 0.15 * 100, C: 20 + 15, D: price.num() });
  },
  "qb-percentages-05"(x) {
    mustContain(x, "increased by 12%", "56 members");
    const found = [];
    for (let m = 1; m <= 56; m++) if (q(m).mul("1.12").eq(56)) found.push(m);
    assert(found.length === 1, x.id, `${found.length} whole numbers work`);
    expectSpr(x, found[0]);
  },
  "qb-percentages-06"(x) {
    const d = figure(x, "qb-data-park-visitors-bar", (f) => f.categories.map((c, i) => `${c}, ${f.values[i]}`));
    mustContain(x, "in July", "in May");
    const v = (m) => d.values[d.categories.indexOf(m)];
    const pct = ((v("July") - v("May")) / v("May")) * 100;
    numericMcq(x, pct, {
      A: v("July") - v("May"),
      B: ((v("July") - v("May")) / v("July")) * 100,
      C: ((v("June") - v("May")) / v("May")) * 100,
    });
  },
  "qb-percentages-07"(x) {
    mustContain(x, "40% of the 2,500 employees", "increased by 20%", "increased by 50%");
    const remote = q(2500).mul("0.40").mul("1.50");
    const staff = q(2500).mul("1.20");
    numericMcq(x, remote.div(staff).mul(100), { B: 40 * 1.5, C: 40 + (50 - 20), D: 40 + 50 });
  },
  "qb-percentages-08"(x) {
    mustContain(x, "400-gram", "15% salt", "24% salt");
    const salt = q(400).mul("0.15");
    let found = null;
    for (let w = 0; w < 400; w++) if (salt.div(400 - w).eq("0.24")) found = w;
    assert(found !== null, x.id, "no whole number of grams works");
    expectSpr(x, found);
  },
  "qb-percentages-09"(x) {
    mustContain(x, "60% greater than", "25% less than");
    // the answer does not depend on y
    const answers = [7, 100, 250].map((y) => {
      const xv = q(y).mul("1.6");
      const z = xv.mul("0.75");
      return z.sub(y).div(y).mul(100);
    });
    assert(
      answers.every((a) => a.eq(answers[0])),
      x.id,
      "the percent depends on y",
    );
    numericMcq(x, answers[0], { B: 60 - 25, C: 0.75 * 60, D: 120 });
  },

  // ---------------- One-variable data ----------------
  "qb-one-variable-data-01"(x) {
    const d = figure(x, "qb-data-goals-dot-plot", (f) =>
      f.counts.map((c, v) => `${c} ${c === 1 ? "dot" : "dots"} above ${v}`),
    );
    mustContain(x, "15 matches");
    const goals = expand([0, 1, 2, 3, 4, 5], d.counts);
    assert(goals.length === 15, x.id, "the dot plot does not have 15 dots");
    const counts = d.counts;
    const mode = counts.indexOf(Math.max(...counts));
    numericMcq(x, median(goals), { A: mode, C: mean(goals), D: (0 + 5) / 2 });
  },
  "qb-one-variable-data-02"(x) {
    const t = readTable(x, {
      1: { "Number of students": 2 },
      2: { "Number of students": 3 },
      3: { "Number of students": 4 },
      4: { "Number of students": 1 },
    });
    const scores = Object.entries(t).flatMap(([s, r]) => Array(r["Number of students"]).fill(Number(s)));
    assert(scores.length === 10, x.id, "the table does not have 10 students");
    expectSpr(
      x,
      frac(
        scores.reduce((s, v) => s + v, 0),
        scores.length,
      ),
    );
  },
  "qb-one-variable-data-03"(x) {
    const d = figure(x, "qb-data-race-times-histogram", (f) =>
      f.counts.map((c, i) => `${f.edges[i]} to ${f.edges[i + 1]} minutes, ${c} runners`),
    );
    mustContain(x, "at least 30 minutes", "includes its left endpoint");
    const count = d.counts.filter((_, i) => d.edges[i] >= 30).reduce((s, c) => s + c, 0);
    numericMcq(x, count, { A: d.counts[2], B: d.counts[2] + d.counts[3], D: d.counts.reduce((s, c) => s + c, 0) });
  },
  "qb-one-variable-data-04"(x) {
    const d = figure(x, "qb-data-sunflower-box-plot", (f) => [
      `starts at ${f.boxes[0][0]}`,
      `from ${f.boxes[0][1]} to ${f.boxes[0][3]}`,
      `median line at ${f.boxes[0][2]}`,
      `ends at ${f.boxes[0][4]}`,
    ]);
    const [mn, q1, md, q3, mx] = d.boxes[0];
    numericMcq(x, q3 - q1, { A: q3 - md, C: md, D: mx - mn });
  },
  "qb-one-variable-data-05"(x) {
    mustContain(x, "first 6 routines", "was 8.5", "all 7 routines is 8.6");
    expectSpr(x, q(7).mul("8.6").sub(q(6).mul("8.5")));
  },
  "qb-one-variable-data-06"(x) {
    mustContain(x, "12 daily high temperatures", "adding 3 degrees");
    // simulate: many random sets of 12 readings, corrected by +3
    const rand = rng(6);
    let dMean = null;
    let dSd = null;
    for (let t = 0; t < 200; t++) {
      const rec = Array.from({ length: 12 }, () => Math.round(40 + 50 * rand()));
      const cor = rec.map((v) => v + 3);
      const m = mean(cor) - mean(rec);
      const s = sd(cor) - sd(rec);
      assert(close(m, dMean ?? m, 1e-9) && Math.abs(s - (dSd ?? s)) < 1e-9, x.id, "the changes depend on the data");
      dMean = m;
      dSd = s;
    }
    const say = (what, delta) =>
      Math.abs(delta) < 1e-9 ? `${what} is the same` : `${what} is ${delta} degrees greater`;
    const claims = [
      { mean: 3, sd: 0 },
      { mean: 3, sd: 3 },
      { mean: 0, sd: 3 },
      { mean: 36, sd: 0 },
    ].map((c) => ({ ...c, has: [say("mean", c.mean).replace(/^mean/, "mean"), say("standard deviation", c.sd)] }));
    reasonedMcq(x, claims, (c) => close(c.mean, dMean, 1e-9) && Math.abs(c.sd - dSd) < 1e-9);
  },
  "qb-one-variable-data-07"(x) {
    const d = figure(x, "qb-data-greenhouse-box-plots", (f) =>
      f.boxes.flatMap((b) => [
        `starts at ${b[0]}`,
        `from ${b[1]} to ${b[3]}`,
        `median line at ${b[2]}`,
        `ends at ${b[4]}`,
      ]),
    );
    mustContain(x, "24 tomato plants in greenhouse A", "24 tomato plants in greenhouse B", "must be true");
    const [A, B] = d.boxes;
    // Data sets of 24 values with each five-number summary, pushed low or high between the quartiles,
    // show which statements hold for every data set the box plots allow.
    const build = ([mn, q1, md, q3, mx], high) => {
      const v = [
        mn,
        ...Array(4).fill(high ? q1 : mn),
        q1,
        q1,
        ...Array(4).fill(high ? md : q1),
        md,
        md,
        ...Array(4).fill(high ? q3 : md),
        q3,
        q3,
        ...Array(4).fill(high ? mx : q3),
        mx,
      ];
      assert(same(fiveNumber(v), [mn, q1, md, q3, mx]), x.id, "a constructed data set does not match its box plot");
      return v;
    };
    const worlds = [];
    for (const ha of [false, true]) for (const hb of [false, true]) worlds.push({ a: build(A, ha), b: build(B, hb) });
    const range = (v) => Math.max(...v) - Math.min(...v);
    const iqr = (v) => fiveNumber(v)[3] - fiveNumber(v)[1];
    const statements = [
      { has: "median height of the plants in greenhouse A is less than", holds: (w) => median(w.a) < median(w.b) },
      { has: "range of the heights of the plants in greenhouse A is less than", holds: (w) => range(w.a) < range(w.b) },
      { has: "mean height of the plants in greenhouse A is greater than", holds: (w) => mean(w.a) > mean(w.b) },
      {
        has: "interquartile range of the heights of the plants in greenhouse B is twice",
        holds: (w) => iqr(w.b) === 2 * iqr(w.a),
      },
    ];
    reasonedMcq(x, statements, (s) => worlds.every(s.holds));
    // and the mean statement really is undetermined: true in some allowed data sets, false in others
    assert(
      worlds.some(statements[2].holds) && !worlds.every(statements[2].holds),
      x.id,
      "the mean comparison is not undetermined",
    );
  },
  "qb-one-variable-data-08"(x) {
    const t = readTable(x, {
      1: { "Number of people": 4 },
      2: { "Number of people": 6 },
      3: { "Number of people": "$k$" },
      4: { "Number of people": 5 },
      5: { "Number of people": 3 },
    });
    mustContain(x, "mean rating is 2.9");
    const found = [];
    for (let k = 1; k <= 1000; k++) {
      const counts = Object.fromEntries(
        Object.entries(t).map(([r, row]) => [r, row["Number of people"] === "$k$" ? k : row["Number of people"]]),
      );
      const n = Object.values(counts).reduce((s, c) => s + c, 0);
      const sum = Object.entries(counts).reduce((s, [r, c]) => s + Number(r) * c, 0);
      if (frac(sum, n).eq("2.9")) found.push(k);
    }
    assert(found.length === 1, x.id, `${found.length} values of k work`);
    expectSpr(x, found[0]);
  },
  "qb-one-variable-data-09"(x) {
    const sets = {};
    for (const line of x.passage.split("\n")) {
      const m = /^Data set ([PQR]): (.*)$/.exec(line.trim());
      if (m) sets[m[1]] = m[2].split(",").map(Number);
    }
    assert(same(Object.keys(sets).sort(), ["P", "Q", "R"]), x.id, "the passage does not list data sets P, Q, R");
    for (const v of Object.values(sets))
      assert(v.length === 8 && mean(v) === 10, x.id, "a data set does not have 8 values with mean 10");
    const order = Object.keys(sets).sort((a, b) => sd(sets[a]) - sd(sets[b]));
    assert(new Set(Object.values(sets).map(sd)).size === 3, x.id, "two standard deviations are equal");
    reasonedMcq(
      x,
      x.options.map((o) => ({ has: o, order: o.split(",").map((s) => s.trim()) })),
      (c) => same(c.order, order),
    );
  },

  // ---------------- Two-variable data ----------------
  "qb-two-variable-data-01"(x) {
    const d = figure(x, "qb-data-tree-diameter-scatter", (f) => [...pointList(f.points), ...pointList(f.line)]);
    mustContain(x, "14 years old");
    assertLeastSquares(x, d);
    const actual14 = d.points.find((p) => p[0] === 14)[1];
    numericMcq(x, lineAt(d.line, 14), { A: lineAt(d.line, 0), B: lineAt(d.line, 12), D: actual14 });
  },
  "qb-two-variable-data-02"(x) {
    mustContain(x, "$y = 1.4x + 28$", "15 hours");
    expectSpr(x, q("1.4").mul(15).add(28));
  },
  "qb-two-variable-data-03"(x) {
    mustContain(x, "$y = 4.5x + 62$", "years after 2010");
    const y = (t) => 4.5 * t + 62;
    // what each choice describes, evaluated with the model; the one equal to 62 interprets 62
    const claims = [
      { has: "price, in dollars, of a concert ticket in the city in 2010", value: y(2010 - 2010) },
      { has: "increase, in dollars, in the average price", value: y(1) - y(0) },
      { has: "ticket in the city in 2011", value: y(2011 - 2010) },
      { has: "number of years after 2010", value: (62 - 62) / 4.5 },
    ];
    reasonedMcq(x, claims, (c) => c.value === 62);
  },
  "qb-two-variable-data-04"(x) {
    const d = figure(x, "qb-data-elevation-temperature-scatter", (f) => [
      ...pointList(f.points),
      "(0, 30)",
      "(2.5, 15)",
    ]);
    assertLeastSquares(x, d);
    // evaluate each choice's equation at several elevations and compare with the drawn line
    const evalLine = (tex) => {
      const m = /^\$y = (-?)(\\frac\{(\d+)\}\{(\d+)\}|\d*\.?\d*)x \+ (\d+)\$$/.exec(tex.trim());
      if (!m) throw new CheckError(`cannot read the equation '${tex}'`);
      const coef = (m[1] ? -1 : 1) * (m[3] ? Number(m[3]) / Number(m[4]) : Number(m[2] || 1));
      return (t) => coef * t + Number(m[5]);
    };
    reasonedMcq(
      x,
      x.options.map((o) => ({ has: o, f: evalLine(o) })),
      (c) => [0, 0.5, 1, 1.7, 2.5].every((t) => close(c.f(t), lineAt(d.line, t), 1e-9)),
    );
  },
  "qb-two-variable-data-05"(x) {
    mustContain(x, "5,000 frogs", "in 2020", "decreasing by 20% each year", "in 2023");
    let frogs = q(5000);
    for (let year = 2020; year < 2023; year++) frogs = frogs.sub(frogs.mul("0.20"));
    expectSpr(x, frogs);
  },
  "qb-two-variable-data-06"(x) {
    const t = readTable(x);
    const ys = Object.values(t).map((r) => r["Amount remaining (milligrams), $y$"]);
    const xs = Object.keys(t).map(Number);
    assert(same(xs, [0, 1, 2, 3]) && same(ys, [400, 320, 256, 204.8]), x.id, "the table is not the expected one");
    const claims = x.options.map((o) => {
      const m = /decreases by (\d+)( milligrams|%)/.exec(o);
      if (!m) throw new CheckError(`cannot read choice '${o}'`);
      const k = Number(m[1]);
      return m[2] === "%"
        ? { has: o, holds: (a, b) => close(b, a * (1 - k / 100), 1e-9) }
        : { has: o, holds: (a, b) => close(a - b, k, 1e-9) };
    });
    reasonedMcq(x, claims, (c) => ys.slice(1).every((b, i) => c.holds(ys[i], b)));
  },
  "qb-two-variable-data-07"(x) {
    const d = figure(x, "qb-data-phone-resale-scatter", (f) => [...pointList(f.points), "(0, 600)", "(24, 120)"]);
    mustContain(x, "resale value of \\$80");
    assertLeastSquares(x, d);
    // march along the line month by month (in tenths) until the prediction reaches $80
    let t = 0;
    while (lineAt(d.line, t) > 80 + 1e-9) t = Math.round((t + 0.1) * 10) / 10;
    assert(close(lineAt(d.line, t), 80, 1e-9), x.id, "the line does not reach $80 at a tenth of a month");
    const slope = (d.line[1][1] - d.line[0][1]) / (d.line[1][0] - d.line[0][0]);
    const pointAt80 = d.points.find((p) => p[1] === 80)[0];
    numericMcq(x, t, { A: 80 / -slope, B: pointAt80, D: (600 + 80) / -slope });
  },
  "qb-two-variable-data-08"(x) {
    mustContain(x, "$f(t) = a \\cdot b^t$", "1,000 trout", "1,690 trout 2 years later", "3 years after");
    const a = q(1000);
    // b is positive with b^2 = 1690/1000: search b in hundredths
    let b = null;
    for (let h = 1; h <= 300; h++) if (frac(h, 100).pow(2).eq(frac(1690, 1000))) b = frac(h, 100);
    assert(b, x.id, "no growth factor found");
    expectSpr(x, a.mul(b.pow(3)));
  },
  "qb-two-variable-data-09"(x) {
    mustContain(x, "$S(x) = 45{,}000(0.88)^{\\frac{x}{2}}$");
    const S = (t) => 45000 * 0.88 ** (t / 2);
    const claims = x.options.map((o) => {
      const m = /A decrease of (\d+)% every (year|(\d+) years)/.exec(o);
      if (!m) throw new CheckError(`cannot read choice '${o}'`);
      return { has: o, pct: Number(m[1]), years: m[3] ? Number(m[3]) : 1 };
    });
    reasonedMcq(x, claims, (c) => [0, 1, 3.5, 10].every((t) => close(S(t + c.years) / S(t), 1 - c.pct / 100, 1e-9)));
  },

  // ---------------- Probability ----------------
  "qb-probability-01"(x) {
    mustContain(
      x,
      "40 tea bags",
      "12 bags of green tea",
      "18 bags of black tea",
      "10 bags of herbal tea",
      "NOT a bag of black tea",
    );
    const bags = [...Array(12).fill("green"), ...Array(18).fill("black"), ...Array(10).fill("herbal")];
    assert(bags.length === 40, x.id, "the bags do not add up to 40");
    numericMcq(x, frac(bags.filter((b) => b !== "black").length, bags.length), { A: 12 / 40, B: 18 / 40, D: 22 / 18 });
  },
  "qb-probability-02"(x) {
    const t = readTable(x, { Cat: { Young: 48, Total: 110 }, Total: { Total: 200 } });
    for (const r of ["Dog", "Cat"]) assert(t[r].Young + t[r].Adult === t[r].Total, x.id, `row ${r} does not add up`);
    assert(t.Dog.Total + t.Cat.Total === t.Total.Total, x.id, "the totals do not add up");
    expectSpr(x, frac(t.Cat.Young, t.Total.Total));
  },
  "qb-probability-03"(x) {
    mustContain(x, "0.02", "4,500 bolts");
    numericMcq(x, q("0.02").mul(4500), { A: 0.002 * 4500, C: 0.2 * 4500, D: 4500 - 90 });
  },
  "qb-probability-04"(x) {
    const t = readTable(x);
    const rows = ["Under 40", "40 or older"];
    const cols = ["Drama", "Comedy", "Documentary"];
    for (const r of rows)
      assert(cols.reduce((s, c) => s + t[r][c], 0) === t[r].Total, x.id, `row ${r} does not add up`);
    for (const c of cols)
      assert(rows.reduce((s, r) => s + t[r][c], 0) === t.Total[c], x.id, `column ${c} does not add up`);
    mustContain(x, "who are 40 or older is selected", "chose documentary");
    const older = t["40 or older"];
    numericMcq(x, frac(older.Documentary, older.Total), {
      B: older.Total / t.Total.Total,
      C: t.Total.Documentary / older.Total,
      D: older.Documentary / t.Total.Documentary,
    });
  },
  "qb-probability-05"(x) {
    const t = readTable(x);
    for (const r of ["New treatment", "Standard treatment", "Total"])
      assert(t[r].Improved + t[r]["Did not improve"] === t[r].Total, x.id, `row ${r} does not add up`);
    mustContain(x, "did not improve is selected", "received the new treatment");
    expectSpr(x, frac(t["New treatment"]["Did not improve"], t.Total["Did not improve"]));
  },
  "qb-probability-06"(x) {
    const d = figure(x, "qb-data-household-pets-bar", (f) =>
      f.categories.map((c, i) => `${c} ${c === "1" ? "pet" : "pets"}, ${f.values[i]} households`),
    );
    mustContain(x, "40 households", "at least 2 pets");
    const homes = expand(d.categories.map(Number), d.values);
    assert(homes.length === 40, x.id, "the bars do not add up to 40");
    numericMcq(x, frac(homes.filter((p) => p >= 2).length, 40), {
      A: homes.filter((p) => p > 2).length / 40,
      B: homes.filter((p) => p === 2).length / 40,
      D: homes.filter((p) => p < 2).length / 40,
    });
  },
  "qb-probability-07"(x) {
    mustContain(x, "180 students", "100 study piano", "70 are advanced", "42 are beginners who study violin");
    // every 2-by-2 table of whole numbers that fits the facts
    const tables = [];
    for (let pb = 0; pb <= 180; pb++)
      for (let pa = 0; pa <= 180 - pb; pa++)
        for (let va = 0; va <= 180 - pb - pa; va++) {
          const vb = 42;
          if (pb + pa + vb + va === 180 && pb + pa === 100 && pa + va === 70) tables.push({ pb, pa, vb, va });
        }
    assert(tables.length === 1, x.id, `${tables.length} tables fit the facts`);
    const { pb, pa } = tables[0];
    numericMcq(x, frac(pb, pb + pa), { A: pa / 100, B: pb / 180, C: pb / (180 - 70) });
  },
  "qb-probability-08"(x) {
    mustContain(x, "40% of the households own a dog", "25% also own a cat", "15% own a cat");
    // a town of 1,000 households, listed one by one
    const homes = [];
    for (let i = 0; i < 1000; i++) {
      const dog = i < 400;
      const cat = dog ? i < 100 : i - 400 < 90;
      homes.push({ dog, cat });
    }
    assert(
      homes.filter((h) => h.dog).length === 400 &&
        homes.filter((h) => h.dog && h.cat).length === 100 &&
        homes.filter((h) => !h.dog && h.cat).length === 90,
      x.id,
      "the town does not match the facts",
    );
    const cats = homes.filter((h) => h.cat);
    expectSpr(x, frac(cats.filter((h) => h.dog).length, cats.length));
  },
  "qb-probability-09"(x) {
    const t = readTable(x, { Healthy: { Oak: 120 }, Diseased: { Oak: 40 }, Total: { Oak: 160, Total: 500 } });
    mustContain(x, "add $n$ healthy oak trees", "will be 0.9");
    const found = [];
    for (let n = 0; n <= 10000; n++) if (frac(t.Healthy.Oak + n, t.Total.Oak + n).eq("0.9")) found.push(n);
    assert(found.length === 1, x.id, `${found.length} values of n work`);
    numericMcq(x, found[0], { A: 0.9 * 160 - 120, C: (0.9 * 160) / 0.1, D: (0.9 * 500 - 120) / 0.1 });
  },

  // ---------------- Inference from sample statistics and margin of error ----------------
  "qb-sample-statistics-and-margin-of-error-01"(x) {
    mustContain(x, "random sample of 80 of the 2,400 trees", "12 of the trees");
    numericMcq(x, frac(12, 80).mul(2400), { A: 12, B: 2400 / 80, D: 2400 - 360 });
  },
  "qb-sample-statistics-and-margin-of-error-02"(x) {
    mustContain(x, "random sample of 60 trips", "was 34 minutes", "margin of error", "2.5 minutes");
    const [lo, hi] = interval(34, 2.5);
    const claims = [
      {
        has: ["plausible", "mean travel time of all the route's trips", "31.5", "36.5"],
        about: "population mean",
        certainty: "plausible",
        lo: 31.5,
        hi: 36.5,
      },
      { has: ["Every trip", "31.5", "36.5"], about: "individual trips", certainty: "certain", lo: 31.5, hi: 36.5 },
      { has: ["exactly 34 minutes"], about: "population mean", certainty: "certain", lo: 34, hi: 34 },
      { has: ["plausible", "32.75", "35.25"], about: "population mean", certainty: "plausible", lo: 32.75, hi: 35.25 },
    ];
    reasonedMcq(
      x,
      claims,
      (c) => c.about === "population mean" && c.certainty === "plausible" && c.lo === lo && c.hi === hi,
    );
  },
  "qb-sample-statistics-and-margin-of-error-03"(x) {
    mustContain(x, "the city's adult residents");
    const population = "all adult residents";
    const claims = [
      { has: "leave the main library building", frame: "library visitors", random: false },
      {
        has: "selected at random from a list of all the city's adult residents",
        frame: "all adult residents",
        random: true,
      },
      { has: "library's website", frame: "website visitors who volunteer", random: false },
      { has: "selected at random from the residents of one neighborhood", frame: "one neighborhood", random: true },
    ];
    reasonedMcq(x, claims, (c) => c.random && c.frame === population);
  },
  "qb-sample-statistics-and-margin-of-error-04"(x) {
    mustContain(x, "surveyed 400 adults", "surveyed 1,600 adults", "same confidence level");
    // margin of error for a proportion at the same confidence level, for any plausible p
    const moe = (n, p) => 1.96 * Math.sqrt((p * (1 - p)) / n);
    const n = { X: 400, Y: 1600 };
    const smaller = [0.1, 0.3, 0.5, 0.8].every((p) => moe(n.Y, p) < moe(n.X, p)) ? "Y" : "X";
    const claims = [
      { has: "Researcher X's estimate has a smaller margin of error", claim: "smaller", who: "X" },
      { has: "the same margin of error", claim: "equal" },
      { has: "exactly equal", claim: "exact" },
      { has: "Researcher Y's estimate has a smaller margin of error", claim: "smaller", who: "Y" },
    ];
    reasonedMcq(x, claims, (c) => c.claim === "smaller" && c.who === smaller);
  },
  "qb-sample-statistics-and-margin-of-error-05"(x) {
    mustContain(
      x,
      "46% supported candidate Ortiz",
      "42% supported candidate Lindqvist",
      "margin of error of 3 percentage points",
    );
    const O = interval(46, 3);
    const L = interval(42, 3);
    const overlap = O[0] <= L[1] && L[0] <= O[1];
    const claims = [
      { has: "Ortiz has more support than Lindqvist", holds: () => O[0] > L[1] },
      { has: "exactly 4 percentage points", holds: () => false }, // a sample never fixes a population value exactly
      { has: "does not show which candidate has more support", holds: () => overlap },
      { has: "Exactly 88%", holds: () => false },
    ];
    reasonedMcq(x, claims, (c) => c.holds());
  },
  "qb-sample-statistics-and-margin-of-error-06"(x) {
    mustContain(x, "from 56.4 grams to 61.8 grams");
    const moe = q("61.8").sub("56.4").div(2);
    const est = q("61.8").add("56.4").div(2);
    assert(
      est.sub(moe).eq("56.4") && est.add(moe).eq("61.8"),
      x.id,
      "the estimate ± margin does not give the interval",
    );
    expectSpr(x, moe);
  },
  "qb-sample-statistics-and-margin-of-error-07"(x) {
    mustContain(
      x,
      "all the members of a statewide hiking association",
      "random sample of 500",
      "38%",
      "4 percentage points",
    );
    const sampled = "association members";
    const [lo, hi] = interval(38, 4);
    const claims = [
      {
        has: ["all the members of the association", "34%", "42%"],
        about: "association members",
        plausible: true,
        lo: 34,
        hi: 42,
      },
      { has: ["all the adults in the state", "34%", "42%"], about: "state adults", plausible: true, lo: 34, hi: 42 },
      { has: ["of the 500 members surveyed", "34%", "42%"], about: "sample", plausible: false, lo: 34, hi: 42 },
      { has: ["all the hikers in the country", "38%"], about: "country hikers", plausible: true, lo: 38, hi: 38 },
    ];
    reasonedMcq(x, claims, (c) => c.about === sampled && c.plausible && c.lo === lo && c.hi === hi);
  },
  "qb-sample-statistics-and-margin-of-error-08"(x) {
    mustContain(x, "random sample of 1,000", "51% said they support", "3.2 percentage points");
    const [lo, hi] = interval(51, 3.2);
    const claims = [
      { has: "A majority of them support the measure", holds: () => lo > 50 },
      { has: "not plausible that more than 52%", holds: () => hi <= 52 },
      { has: "Exactly 510", holds: () => false },
      { has: "plausible that fewer than half", holds: () => lo < 50 },
    ];
    reasonedMcq(x, claims, (c) => c.holds());
  },
  "qb-sample-statistics-and-margin-of-error-09"(x) {
    mustContain(
      x,
      "Farm P sample was 142 grams, with a margin of error of 6 grams",
      "Farm Q sample was 158 grams, with a margin of error of 5 grams",
    );
    const P = interval(142, 6);
    const Qi = interval(158, 5);
    const claims = [
      { has: "Every tomato", about: "individuals", holds: () => false },
      {
        has: "likely greater than the mean mass of all the tomatoes in Farm P's harvest",
        about: "farm means",
        holds: () => Qi[0] > P[1],
      },
      { has: "No conclusion can be drawn", about: "farm means", holds: () => Qi[0] <= P[1] },
      { has: ["all the tomatoes grown in the region", "136", "163"], about: "region", holds: () => false },
    ];
    reasonedMcq(x, claims, (c) => c.about === "farm means" && c.holds());
  },

  // ---------------- Evaluating statistical claims ----------------
  "qb-statistical-claims-01"(x) {
    mustContain(x, "60 plots", "causes any difference in yield");
    const claims = [
      { has: "30 plots with the richest soil", randomAssignment: false, concurrentControl: true },
      { has: "Randomly assign 30 of the plots", randomAssignment: true, concurrentControl: true },
      { has: "compare this year's yields with last year's", randomAssignment: false, concurrentControl: false },
      { has: "Ask farmers in the region", randomAssignment: false, concurrentControl: true },
    ];
    reasonedMcq(x, claims, (c) => c.randomAssignment && c.concurrentControl);
  },
  "qb-statistical-claims-02"(x) {
    mustContain(x, "asked each of 500 adult volunteers", "tended to have higher scores");
    const design = { treatmentAssigned: false };
    const type = design.treatmentAssigned ? "experiment" : "observational";
    const claims = [
      { has: "It is an experiment, and it shows", type: "experiment", supports: "causal" },
      { has: "It is an experiment, but it cannot show any association", type: "experiment", supports: "none" },
      {
        has: "It is an observational study, and it shows an association",
        type: "observational",
        supports: "association",
      },
      {
        has: "It is an observational study, and it cannot show any relationship",
        type: "observational",
        supports: "none",
      },
    ];
    reasonedMcq(x, claims, (c) => c.type === type && c.supports === (type === "experiment" ? "causal" : "association"));
  },
  "qb-statistical-claims-03"(x) {
    mustContain(x, "5,000 visitors who chose to answer", "85% said yes", "country's high school students");
    const sample = { size: 5000, selfSelected: true, fromPopulation: false };
    const flaws = {
      "not representative": sample.selfSelected || !sample.fromPopulation,
      "too small": sample.size < 100,
      "one question": false,
      "percent too high": false,
    };
    const claims = [
      { has: "may not be representative", flaw: "not representative" },
      { has: "too small", flaw: "too small" },
      { has: "only one question", flaw: "one question" },
      { has: "too high to be accurate", flaw: "percent too high" },
    ];
    reasonedMcq(x, claims, (c) => flaws[c.flaw]);
  },
  "qb-statistical-claims-04"(x) {
    mustContain(x, "1,000 adults at random from all the adults living in a city", "statistically significant");
    const design = { randomSample: true, population: "city", randomAssignment: false, significant: true };
    const claims = [
      { has: "causes lower resting heart rates among the adults in the city", kind: "causal", scope: "city" },
      { has: "every city in the country", kind: "association", scope: "country" },
      { has: "No conclusion about an association", kind: "none", scope: "city" },
      { has: "Among the adults in the city, exercising regularly is associated", kind: "association", scope: "city" },
    ];
    reasonedMcq(x, claims, matchesDesign(design));
  },
  "qb-statistical-claims-05"(x) {
    mustContain(
      x,
      "400 people at random from a city's list of registered voters",
      "randomly assigned",
      "statistically significant",
    );
    const design = { randomSample: true, population: "city", randomAssignment: true, significant: true };
    const claims = [
      { has: "increase the voting rate among the city's registered voters", kind: "causal", scope: "city" },
      { has: "every city in the country", kind: "causal", scope: "country" },
      { has: "no cause-and-effect conclusion", kind: "association", scope: "city" },
      { has: "cannot be applied to any other voters", kind: "causal", scope: "sample" },
    ];
    reasonedMcq(x, claims, matchesDesign(design));
  },
  "qb-statistical-claims-06"(x) {
    mustContain(x, "50 neighborhoods", "more coffee shops tend to have higher home prices");
    // a confounder is linked to both variables and varies between the neighborhoods compared
    const claims = [
      { has: "charge more for coffee", linksShops: false, linksPrices: true, variesByNeighborhood: true },
      { has: "grown over the past ten years", linksShops: true, linksPrices: false, variesByNeighborhood: false },
      { has: "wealthier neighborhoods", linksShops: true, linksPrices: true, variesByNeighborhood: true },
      { has: "A few neighborhoods", linksShops: false, linksPrices: false, variesByNeighborhood: true },
    ];
    reasonedMcq(x, claims, (c) => c.linksShops && c.linksPrices && c.variesByNeighborhood);
  },
  "qb-statistical-claims-07"(x) {
    mustContain(
      x,
      "200 of the 1,600 students at a high school at random",
      "had chosen to attend",
      "statistically significant",
    );
    const design = { randomSample: true, population: "school", randomAssignment: false, significant: true };
    const claims = [
      { has: "causes higher math grades for the students at the school", kind: "causal", scope: "school" },
      {
        has: "Among the students at the school, attending the tutoring program is associated",
        kind: "association",
        scope: "school",
      },
      { has: "only for the 200 students selected", kind: "causal", scope: "sample" },
      { has: "No conclusion can be drawn", kind: "none", scope: "school" },
    ];
    reasonedMcq(x, claims, matchesDesign(design));
  },
  "qb-statistical-claims-08"(x) {
    mustContain(x, "randomly assigned 120 volunteers", "not statistically significant");
    const design = {
      randomSample: false,
      population: "people with mild seasonal allergies",
      randomAssignment: true,
      significant: false,
    };
    const claims = [
      { has: "proves that the supplement has no effect", kind: "proof of no effect", scope: "like-participants" },
      {
        has: "reduces allergy symptoms for people with mild seasonal allergies",
        kind: "causal",
        scope: "people with mild seasonal allergies",
      },
      { has: "only for the 120 volunteers", kind: "causal", scope: "sample" },
      { has: "does not provide convincing evidence", kind: "no-evidence", scope: "like-participants" },
    ];
    reasonedMcq(x, claims, matchesDesign(design));
  },
  "qb-statistical-claims-09"(x) {
    mustContain(
      x,
      "20 of the 90 public high schools in a state at random",
      "randomly assigned",
      "significantly higher",
    );
    const design = {
      randomSample: true,
      population: "state 11th-grade biology classes",
      randomAssignment: true,
      significant: true,
    };
    const claims = [
      { has: "all science courses", kind: "causal", scope: "state science courses" },
      { has: "cannot be said to cause them", kind: "association", scope: "state 11th-grade biology classes" },
      {
        has: "in 11th-grade biology classes at the state's public high schools",
        kind: "causal",
        scope: "state 11th-grade biology classes",
      },
      { has: "only in the 20 selected schools", kind: "causal", scope: "sample" },
    ];
    reasonedMcq(x, claims, matchesDesign(design));
  },
};

/**
 * Recomputes the keys of the bank's Problem-Solving and Data Analysis questions.
 * @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions  every loaded question, by id
 * @returns {{ checked: number, failures: string[] }}
 */
export function checkKeys(questions) {
  // the first nine of each skill; later questions of these skills have key checks of their own
  return runKeyChecks(CHECKS, questions, (id) => SKILLS.some((s) => new RegExp(`^qb-${s}-0[1-9]$`).test(id)));
}

selfTest(import.meta.url, checkKeys, SKILLS);
