// Recomputes the keys of the second batch of question-bank questions on one-variable data (distributions and
// measures of center and spread): qb-one-variable-data-10 … 30 (21 questions). The two-variable-data questions of
// the same batch are checked by question-bank-2-data-2.mjs. Read by `npm run content:check`; run on its own
// (`node content/key-checks/question-bank-2-data-1.mjs`) to check the Markdown files without the app.
//
// Every check asserts that the question text holds the data it uses (mustContain, or the table read out of the
// passage), then recomputes the answer by its own route: expanding frequency tables into the full list of values,
// building data sets with the stated mean and standard deviation and transforming them, brute-force searches over
// the unknown value, and reading the dot plot, histograms and box plots back from their SVG files (positions
// through the axis labels), after asserting that each figure's description states the same numbers. Where an
// explanation names the slip behind a numeric choice, the check recomputes that slip and asserts the choice is it.
import {
  LETTERS,
  assert,
  ensure,
  expectClaims,
  expectOption,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { close, mean, median, random, sd } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { tableRows, valueOf } from "./lib/tex.mjs";

const SKILLS = ["one-variable-data"];

// ---------- helpers ----------
const sum = (xs) => xs.reduce((s, x) => s + x, 0);
const range = (xs) => Math.max(...xs) - Math.min(...xs);
function mode(xs) {
  const n = (v) => xs.filter((x) => x === v).length;
  return xs.reduce((best, x) => (n(x) > n(best) ? x : best), xs[0]);
}
/** A frequency table of the passage (value column, count column) expanded into the list of values. */
function expandTable(q, { value = (c) => Number(c) } = {}) {
  const rows = tableRows(q.passage).slice(1);
  ensure(rows.length > 1, `${q.id}: the passage has no table`);
  return rows.flatMap(([v, n]) => Array(Number(n)).fill(value(v)));
}
/** The wrong numeric choices are the slips the explanation names. */
function slips(q, named, read = valueOf) {
  for (const [L, v] of Object.entries(named)) {
    const o = q.options?.[LETTERS.indexOf(L)] ?? "";
    let shown = NaN;
    try {
      shown = read(o);
    } catch {
      // an option that is not a number is not the slip
    }
    assert(close(shown, v), q.id, `choice ${L} (${o}) is not the slip it is said to be (${v})`);
  }
}

// ---------- figures ----------
const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (svg, re) => [...svg.matchAll(re)].map((m) => m[0]);
/** The figure's description in the passage, and its SVG. */
function figure(q, id) {
  const m = [...q.passage.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)].find((f) => f[2] === id);
  ensure(m, `${q.id}: the passage does not show figure ${id}`);
  return { alt: m[1], svg: figureSvg(id) };
}
/** The description states every phrase (each followed by a comma, a semicolon or a period). */
function described(q, alt, phrases) {
  for (const p of phrases) assert(/^[,;.]/.test(alt.split(p)[1] ?? ""), q.id, `the description does not state '${p}'`);
}
/** SVG coordinate -> value along an axis, from its tick labels (class cls); values snap to hundredths. */
function axis(svg, cls, coord) {
  const labels = tags(svg, new RegExp(`<text class="${cls}"[^>]*>[^<]*</text>`, "g")).map((t) => [
    Number(attr(t, coord)),
    Number(/>([^<]*)</.exec(t)[1]),
  ]);
  ensure(labels.length >= 2, `no ${cls} axis labels`);
  const [[p0, v0], [p1, v1]] = [labels[0], labels[labels.length - 1]];
  const raw = (p) => v0 + ((p - p0) * (v1 - v0)) / (p1 - p0);
  for (const [p, v] of labels) ensure(Math.abs(raw(p) - v) < 0.01, `axis label ${v} is misplaced`);
  const map = (p) => {
    const v = Math.round(raw(p) * 100) / 100;
    ensure(Math.abs(raw(p) - v) < 0.01, `a mark at ${p} is not at a clear value`);
    return v;
  };
  map.labels = labels.map(([, v]) => v);
  return map;
}
/** Histogram bars { a, b, n } from left to right; each stands on 0. */
function bars(svg) {
  const X = axis(svg, "xt", "x");
  const Y = axis(svg, "yt", "y");
  return tags(svg, /<rect class="bar"[^>]*>/g)
    .map((t) => {
      const [x, y, w, h] = ["x", "y", "width", "height"].map((k) => Number(attr(t, k)));
      ensure(Y(y + h) === 0, "a bar does not stand on 0");
      return { a: X(x), b: X(x + w), n: Y(y) };
    })
    .sort((u, v) => u.a - v.a);
}
/** Box plots, top to bottom, as [min, Q1, median, Q3, max]. */
function boxes(svg) {
  const X = axis(svg, "xt", "x");
  return tags(svg, /<g class="box"[\s\S]*?<\/g>/g).map((g) => {
    const line = (cls) => tags(g, new RegExp(`<line class="${cls}"[^>]*>`, "g"))[0];
    const box = tags(g, /<rect class="iqr"[^>]*>/g)[0];
    const q1 = Number(attr(box, "x"));
    const q3 = q1 + Number(attr(box, "width"));
    ensure(close(Number(attr(line("wl"), "x2")), q1) && close(Number(attr(line("wr"), "x1")), q3), "whiskers off box");
    return [
      Number(attr(line("wl"), "x1")),
      q1,
      Number(attr(line("med"), "x1")),
      q3,
      Number(attr(line("wr"), "x2")),
    ].map(X);
  });
}

const O = "qb-one-variable-data-";
const CHECKS = {
  [`${O}10`]: (q) => {
    mustContain(q, "14, 22, 17, 31, 19, and 17", "each of 6 days", "mean number of kayaks");
    const xs = [14, 22, 17, 31, 19, 17];
    expectValue(q, sum(xs) / xs.length);
    slips(q, { A: mode(xs), B: median(xs), D: sum(xs) / (xs.length - 1) });
  },
  [`${O}11`]: (q) => {
    mustContain(q, "12, 5, 9, 16, 7, 9, 14, and 11", "median number of books");
    expectSpr(q, [median([12, 5, 9, 16, 7, 9, 14, 11])]);
  },
  [`${O}12`]: (q) => {
    const { alt, svg } = figure(q, `${O}12-april-temperatures`);
    const bs = bars(svg);
    described(
      q,
      alt,
      bs.map((b) => `${b.a} to ${b.b} degrees, ${b.n} days`),
    );
    mustContain(q, "30 days of April", "left endpoint but not its right endpoint", "at least 65 degrees");
    const days = (pred) => sum(bs.filter(pred).map((b) => b.n));
    for (const b of bs) ensure(b.b <= 65 || b.a >= 65, "a bar straddles 65 degrees");
    ensure(days(() => true) === 30, `${q.id}: the bars do not add up to 30 days`);
    expectValue(q, days((b) => b.a >= 65) / 30);
    slips(q, { A: days((b) => b.a === 65) / 30, C: days((b) => b.a >= 60) / 30, D: days((b) => b.b <= 65) / 30 });
  },
  [`${O}13`]: (q) => {
    mustContain(q, "163, 148, 185, 171, 412, 156, 196, 170, and 177", "actual mass is 214 grams");
    const before = [163, 148, 185, 171, 412, 156, 196, 170, 177];
    const after = before.map((m) => (m === 412 ? 214 : m));
    const same = (f) => close(f(before), f(after));
    expectClaims(q, [
      { re: /^The mean$/, ok: same(mean) },
      { re: /^The range$/, ok: same(range) },
      { re: /^The standard deviation$/, ok: same(sd) },
      { re: /^The median$/, ok: same(median) },
    ]);
  },
  [`${O}14`]: (q) => {
    const { alt, svg } = figure(q, `${O}14-tomato-dot-plot`);
    const X = axis(svg, "xt", "x");
    const xs = tags(svg, /<circle class="dot"[^>]*>/g).map((t) => X(Number(attr(t, "cx"))));
    ensure(xs.every(Number.isInteger), "a dot is not above a whole number");
    const counts = [...new Set(xs)].sort((a, b) => a - b).map((v) => [v, xs.filter((x) => x === v).length]);
    described(q, alt, [
      ...counts.map(([v, c]) => `${c} dot${c === 1 ? "" : "s"} above ${v}`),
      `${xs.length} dots in all`,
    ]);
    mustContain(q, "16 plants", "range of the numbers of tomatoes");
    expectValue(q, range(xs));
    slips(q, { B: Math.max(...xs), C: range(X.labels), D: xs.length });
  },
  [`${O}15`]: (q) => {
    mustContain(q, "each of 20 days", "mean number of loaves");
    const xs = expandTable(q);
    ensure(xs.length === 20, `${q.id}: the table does not hold 20 days`);
    expectSpr(q, [sum(xs) / xs.length]);
  },
  [`${O}16`]: (q) => {
    mustContain(q, "6.2, 4.8, 7.5, and 5.1 kilometers", "mean length of all 5 trails was 6.0 kilometers");
    const known = [6.2, 4.8, 7.5, 5.1];
    const fits = [];
    for (let i = 0; i <= 200; i++) if (close(mean([...known, i / 10]), 6)) fits.push(i / 10);
    ensure(fits.length === 1, `${q.id}: ${fits.length} lengths fit`);
    expectValue(q, fits[0]);
    slips(q, { A: 4 * 6 - sum(known), B: mean(known), C: 6 });
  },
  [`${O}17`]: (q) => {
    const { alt, svg } = figure(q, `${O}17-robin-eggs`);
    const bs = bars(svg).map((b) => ({ v: (b.a + b.b) / 2, n: b.n }));
    ensure(
      bs.every((b) => Number.isInteger(b.v)),
      "a bar is not centered on a whole number",
    );
    described(
      q,
      alt,
      bs.map((b) => `${b.v} eggs, ${b.n} nests`),
    );
    mustContain(q, "25 robin nests", "mean number of eggs per nest");
    const eggs = bs.flatMap((b) => Array(b.n).fill(b.v));
    ensure(eggs.length === 25, `${q.id}: the bars do not add up to 25 nests`);
    expectSpr(q, [mean(eggs)]);
  },
  [`${O}18`]: (q) => {
    mustContain(q, "Keiko: 30, 30, 35, 40, 45, 50, 50", "Mateo: 20, 25, 40, 40, 40, 55, 60");
    const k = [30, 30, 35, 40, 45, 50, 50];
    const m = [20, 25, 40, 40, 40, 55, 60];
    const eq = close(mean(k), mean(m));
    expectClaims(q, [
      { has: "mean of Mateo's times is greater than the mean of Keiko's", ok: mean(m) > mean(k) && sd(m) > sd(k) },
      { has: ["means of the two lists are equal", "deviation of Keiko's times is greater"], ok: eq && sd(k) > sd(m) },
      { has: ["means of the two lists are equal", "deviation of Mateo's times is greater"], ok: eq && sd(m) > sd(k) },
      {
        has: ["means of the two lists are equal", "deviations of the two lists are equal"],
        ok: eq && close(sd(k), sd(m)),
      },
    ]);
  },
  [`${O}19`]: (q) => {
    mustContain(q, "18 projects from Northfield", "mean score of 76 points", "12 projects from Lakeside");
    mustContain(q, "mean score of 86 points", "all 30 projects");
    const scores = [...Array(18).fill(76), ...Array(12).fill(86)]; // any scores with these means have this total
    expectValue(q, mean(scores));
    slips(q, { B: (76 + 86) / 2, C: (12 * 76 + 18 * 86) / 30, D: sum(scores) });
  },
  [`${O}20`]: (q) => {
    mustContain(q, "10 essays in a writing contest was 78 points", "from 59 points to 89 points");
    const scores = [59, ...Array(9).fill((78 * 10 - 59) / 9)]; // ten scores with a mean of 78, one of them 59
    ensure(close(mean(scores), 78), "the constructed scores do not have a mean of 78");
    expectValue(q, mean(scores.map((s, i) => (i === 0 ? 89 : s))));
    slips(q, { A: (sum(scores) + 89) / 11, C: (78 + 89) / 2, D: 78 + (89 - 59) });
  },
  [`${O}21`]: (q) => {
    mustContain(q, "Each of 20 students", "median number of days exercised");
    const xs = expandTable(q);
    ensure(xs.length === 20, `${q.id}: the table does not hold 20 students`);
    const listed = [...new Set(xs)];
    expectValue(q, median(xs));
    slips(q, { A: mode(xs), C: mean(xs), D: (Math.min(...listed) + Math.max(...listed)) / 2 });
  },
  [`${O}22`]: (q) => {
    mustContain(q, "mean time for 8 laps of a pool was 42 seconds", "mean time of the other 7 laps is 41 seconds");
    const fits = [];
    for (let s = 0; s <= 300; s++) if (close(mean([...Array(7).fill(41), s]), 42) && s >= 41) fits.push(s);
    ensure(fits.length === 1, `${q.id}: ${fits.length} lap times fit`);
    expectSpr(q, fits);
  },
  [`${O}23`]: (q) => {
    mustContain(q, "mean of 12 degrees Celsius", "standard deviation of 5 degrees Celsius", "$F = 1.8C + 32$");
    const c = Array.from({ length: 30 }, (_, i) => (i % 2 ? 12 + 5 : 12 - 5)); // mean 12, standard deviation 5
    ensure(close(mean(c), 12) && close(sd(c), 5), "the constructed temperatures are off");
    const f = c.map((t) => 1.8 * t + 32);
    expectOption(q, (o) => {
      const m = /^Mean: ([\d.]+) degrees Fahrenheit; standard deviation: ([\d.]+) degrees Fahrenheit$/.exec(o);
      if (!m) throw new Error("not a mean and a standard deviation");
      return close(Number(m[1]), mean(f)) && close(Number(m[2]), sd(f));
    });
  },
  [`${O}24`]: (q) => {
    mustContain(q, "38, 41, 44, 45, 47, 50, and 92", "the value 92 is removed");
    const all = [38, 41, 44, 45, 47, 50, 92];
    const rest = all.filter((x) => x !== 92);
    const dMean = mean(rest) - mean(all);
    const dMed = median(rest) - median(all);
    const both = dMean < 0 && dMed < 0;
    expectClaims(q, [
      { re: /^Both decrease, and the mean decreases by more than the median does\.$/, ok: both && dMean < dMed },
      { re: /^Both decrease, and the median decreases by more than the mean does\.$/, ok: both && dMed < dMean },
      { re: /^The mean decreases, and the median does not change\.$/, ok: dMean < 0 && dMed === 0 },
      { re: /^The mean decreases, and the median increases\.$/, ok: dMean < 0 && dMed > 0 },
    ]);
  },
  [`${O}25`]: (q) => {
    mustContain(q, "5, 9, 12, 16, 20, $x$", "$x$ is greater than 20", "mean of the data set is equal to its median");
    const fits = [];
    for (let i = 2001; i <= 20000; i++) {
      const xs = [5, 9, 12, 16, 20, i / 100];
      if (close(mean(xs), median(xs))) fits.push(i / 100);
    }
    ensure(fits.length === 1, `${q.id}: ${fits.length} values of x fit`);
    expectSpr(q, fits);
  },
  [`${O}26`]: (q) => {
    mustContain(q, "15 values has a mean of 62 and a standard deviation of 8", "Two new values, each equal to 62");
    // any 15 values, rescaled to a mean of 62 and a standard deviation of 8
    const raw = Array.from({ length: 15 }, () => random() * 100);
    const xs = raw.map((x) => 62 + (8 * (x - mean(raw))) / sd(raw));
    const ys = [...xs, 62, 62];
    const m = mean(ys);
    const sdSample = (v) => Math.sqrt(sum(v.map((x) => (x - mean(v)) ** 2)) / (v.length - 1));
    const s = sd(ys);
    ensure(sdSample(xs) > 8 && sdSample(ys) < 8 === s < 8, "sample and population standard deviations disagree");
    expectClaims(q, [
      { has: "The mean is greater than 62, and the standard deviation is 8.", ok: m > 62 + 1e-9 && close(s, 8) },
      { has: "The mean is 62, and the standard deviation is 8.", ok: close(m, 62) && close(s, 8) },
      { has: "The mean is 62, and the standard deviation is greater than 8.", ok: close(m, 62) && s > 8 + 1e-9 },
      { has: "The mean is 62, and the standard deviation is less than 8.", ok: close(m, 62) && s < 8 - 1e-9 },
    ]);
  },
  [`${O}27`]: (q) => {
    mustContain(q, "surveyed 20 households", "mean number of trips exceed the median");
    const xs = expandTable(q);
    ensure(xs.length === 20, `${q.id}: the table does not hold 20 households`);
    const listed = tableRows(q.passage)
      .slice(1)
      .map((r) => Number(r[0]));
    expectValue(q, mean(xs) - median(xs));
    slips(q, { A: mean(xs) - median(listed), B: mean(listed) - median(listed), D: mean(listed) - median(xs) });
  },
  [`${O}28`]: (q) => {
    mustContain(q, "18 advanced members", "mean distance of 85 kilometers", "mean distance of 70 kilometers");
    mustContain(q, "all the members of the club was 76 kilometers", "How many beginner members");
    const fits = [];
    for (let b = 1; b <= 1000; b++) if (close((18 * 85 + 70 * b) / (18 + b), 76)) fits.push(b);
    ensure(fits.length === 1, `${q.id}: ${fits.length} numbers of beginners fit`);
    expectValue(q, fits[0]);
    slips(q, { A: (18 * (76 - 70)) / (85 - 76), B: 18, D: 18 + fits[0] });
  },
  [`${O}29`]: (q) => {
    mustContain(q, "$k$ is a positive integer", "median number of bedrooms is 4", "least possible value of $k$");
    const rows = tableRows(q.passage).slice(1);
    ensure(rows.filter((r) => r[1] === "$k$").length === 1, `${q.id}: expected one row with $k$ houses`);
    const values = (k) => rows.flatMap(([v, n]) => Array(n === "$k$" ? k : Number(n)).fill(Number(v)));
    const fits = [];
    for (let k = 1; k <= 200; k++) if (median(values(k)) === 4) fits.push(k);
    ensure(fits.length > 0, `${q.id}: no k gives a median of 4`);
    expectSpr(q, [Math.min(...fits)]);
  },
  [`${O}30`]: (q) => {
    const { alt, svg } = figure(q, `${O}30-commute-box-plots`);
    ensure(svg.indexOf(">North<") < svg.indexOf(">South<"), "the North box plot is not drawn first");
    const [N, S] = boxes(svg);
    described(
      q,
      alt,
      [N, S].map(([mn, q1, md, q3, mx]) => {
        const box = `the box runs from ${q1} to ${q3} with the median line at ${md}`;
        return `the left whisker starts at ${mn}, ${box}, and the right whisker ends at ${mx}`;
      }),
    );
    assert(
      /North office: the left/.test(alt) && alt.indexOf("North office") < alt.indexOf("South office"),
      q.id,
      "names",
    );
    mustContain(q, "40 employees at a company's North office", "must be true");
    const iqr = (b) => b[3] - b[1];
    // each quarter of the 40 values lies between two of the five numbers, so the mean lies between these bounds
    const meanBounds = ([mn, q1, md, q3, mx]) => [(mn + q1 + md + q3) / 4, (q1 + md + q3 + mx) / 4];
    expectClaims(q, [
      {
        has: "interquartile range of the commute times at the North office is 6 minutes greater",
        ok: iqr(N) - iqr(S) === 6,
      },
      { has: "range of the commute times at the North office is greater than the range", ok: range(N) > range(S) },
      { has: "mean commute time at the South office is greater", ok: meanBounds(S)[0] > meanBounds(N)[1] },
      {
        has: "median commute time is halfway between the first quartile and the third",
        ok: N[2] === (N[1] + N[3]) / 2,
      },
    ]);
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
