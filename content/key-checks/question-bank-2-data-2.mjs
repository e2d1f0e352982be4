// Recomputes the keys of the second batch of question-bank questions on two-variable data (models and
// scatterplots): qb-two-variable-data-10 … 30 (21 questions). The one-variable-data questions of the same batch are
// checked by question-bank-2-data-1.mjs. Read by `npm run content:check`; run on its own
// (`node content/key-checks/question-bank-2-data-2.mjs`) to check the Markdown files without the app.
//
// Every check asserts that the question text holds the data it uses (mustContain, or the table read out of the
// passage), then recomputes the answer by its own route: the five scatterplots are read back from their SVG files
// (dots and line through the axis labels), their descriptions must list the same points, and each drawn line must
// be the least-squares line of its points; models are evaluated or scanned in code, exponential models are stepped
// period by period or found by a search over their constants, and two-way tables are read cell by cell. Where an
// explanation names the slip behind a numeric choice, the check recomputes that slip and asserts the choice is it.
import {
  LETTERS,
  assert,
  ensure,
  expectClaims,
  expectExpr,
  expectOption,
  expectSpr,
  expectValue,
  mustContain,
} from "./lib/assertions.mjs";
import { bisect, close, random, scan, solveLinear } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { parseMath, tableRows, valueOf } from "./lib/tex.mjs";

const SKILLS = ["two-variable-data"];

// ---------- helpers ----------
/** The wrong numeric choices are the slips the explanation names (within `tol` where choices are rounded). */
function slips(q, named, { read = valueOf, tol = 1e-9 } = {}) {
  for (const [L, v] of Object.entries(named)) {
    const o = q.options?.[LETTERS.indexOf(L)] ?? "";
    let shown = NaN;
    try {
      shown = read(o);
    } catch {
      // an option that is not a number is not the slip
    }
    assert(Math.abs(shown - v) <= tol * Math.max(1, Math.abs(v)), q.id, `choice ${L} (${o}) is not the slip ${v}`);
  }
}
/** A formula the text shows, as a function of its one variable. */
function model(q, tex, v = "x") {
  mustContain(q, `$${tex}$`);
  const f = parseMath(tex.split("=").pop());
  return (x) => f({ [v]: x });
}
/** A two-way table as { row: { column: cell } } (numbers where the cell is a number). */
function table(q) {
  const [head, ...rows] = tableRows(q.passage);
  ensure(rows.length > 0, `${q.id}: the passage has no table`);
  const cell = (c) => (/^\d+(\.\d+)?$/.test(c) ? Number(c) : c);
  return Object.fromEntries(
    rows.map((r) => [r[0], Object.fromEntries(head.slice(1).map((h, i) => [h, cell(r[i + 1])]))]),
  );
}
function only(q, hits, what) {
  ensure(hits.length === 1, `${q.id}: ${what}: expected one value, found [${hits}]`);
  return hits[0];
}

// ---------- scatterplots ----------
const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (svg, re) => [...svg.matchAll(re)].map((m) => m[0]);
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
  return (p) => {
    const v = Math.round(raw(p) * 100) / 100;
    ensure(Math.abs(raw(p) - v) < 0.01, `a mark at ${p} is not at a clear value`);
    return v;
  };
}
const pairs = (text) => [...text.matchAll(/\((\d+(?:\.\d+)?), (\d+(?:\.\d+)?)\)/g)].map((m) => [+m[1], +m[2]]);
const key = (pts) => JSON.stringify([...pts].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
/**
 * The scatterplot `id` of the passage, read from its SVG: its points and its line (as a function). The
 * description must list exactly these points and the line's two ends, and the line must be the least-squares line.
 */
function scatter(q, id) {
  const m = [...q.passage.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)].find((f) => f[2] === id);
  ensure(m, `${q.id}: the passage does not show figure ${id}`);
  const svg = figureSvg(id);
  const X = axis(svg, "xt", "x");
  const Y = axis(svg, "yt", "y");
  const pts = tags(svg, /<circle class="pt"[^>]*>/g).map((t) => [X(+attr(t, "cx")), Y(+attr(t, "cy"))]);
  const fit = tags(svg, /<line class="fit"[^>]*>/g)[0];
  ensure(fit, `figure ${id} has no line of best fit`);
  const [a, b] = [X(+attr(fit, "x1")), X(+attr(fit, "x2"))];
  const [ya, yb] = [Y(+attr(fit, "y1")), Y(+attr(fit, "y2"))];
  const line = (x) => ya + ((yb - ya) * (x - a)) / (b - a);
  const [data, rest] = m[1].split("A line of best fit");
  assert(data.includes(`There are ${pts.length} data points`), q.id, "the description miscounts the points");
  assert(key(pairs(data)) === key(pts), q.id, `the description's points are not the figure's ${key(pts)}`);
  assert(
    key(pairs(rest ?? "").slice(0, 2)) ===
      key([
        [a, ya],
        [b, yb],
      ]),
    q.id,
    "the description's line is not the figure's",
  );
  // least squares: the residuals add up to 0 and are uncorrelated with x
  const res = pts.map(([x, y]) => y - line(x));
  const sx = pts.reduce((s, [x], i) => s + x * res[i], 0);
  assert(
    Math.abs(res.reduce((s, r) => s + r, 0)) < 1e-6 && Math.abs(sx) < 1e-6,
    q.id,
    "the line is not the least-squares line",
  );
  return { pts, line, alt: m[1] };
}

const T = "qb-two-variable-data-";
const CHECKS = {
  [`${T}10`]: (q) => {
    const { pts, line } = scatter(q, `${T}10-cocoa-sales`);
    mustContain(q, "high temperature of 50 degrees Fahrenheit", "According to the line of best fit");
    expectValue(q, line(50));
    slips(q, {
      A: line(60),
      C: only(
        q,
        pts.filter(([x]) => x === 50).map(([, y]) => y),
        "the 50-degree day",
      ),
      D: line(30),
    });
  },
  [`${T}11`]: (q) => {
    const h = model(q, "h = 2.8d + 15", "d");
    mustContain(q, "interpretation of 2.8");
    const days = [0, 3, 10, 25];
    expectClaims(q, [
      { has: "predicted height, in centimeters, of a corn plant on June 1", ok: close(h(0), 2.8) },
      { has: "predicted number of days it takes a corn plant to grow 1 centimeter", ok: close(1 / (h(1) - h(0)), 2.8) },
      { has: "predicted height, in centimeters, of a corn plant 1 day after June 1", ok: close(h(1), 2.8) },
      { has: "predicted increase in the height", ok: days.every((d) => close(h(d + 1) - h(d), 2.8)) },
    ]);
  },
  [`${T}12`]: (q) => {
    const y = model(q, "y = 45x - 1{,}050");
    mustContain(q, "trout that is 48 centimeters long");
    expectSpr(q, [y(48)]);
  },
  [`${T}13`]: (q) => {
    mustContain(q, "decreasing exponential function");
    // five hours of each battery, from a full charge of 3,000 milliampere-hours
    const run = (step) => Array.from({ length: 5 }).reduce((c) => [...c, step(c[c.length - 1])], [3000]);
    const decExp = (c) => {
      const ratios = c.slice(1).map((v, i) => v / c[i]);
      const drops = c.slice(1).map((v, i) => c[i] - v);
      return ratios.every((r) => close(r, ratios[0])) && ratios[0] < 1 && !close(drops[0], drops[4]);
    };
    expectClaims(q, [
      { has: "decreases by 6% of the charge it had at the start of that hour", ok: decExp(run((c) => c - 0.06 * c)) },
      {
        has: "decreases by 6% of the charge it had when it was fully charged",
        ok: decExp(run((c) => c - 0.06 * 3000)),
      },
      { has: "decreases by 150 milliampere-hours", ok: decExp(run((c) => c - 150)) },
      { has: "increases by 6% of the charge it had at the start of that hour", ok: decExp(run((c) => c + 0.06 * c)) },
    ]);
  },
  [`${T}14`]: (q) => {
    const { pts, line } = scatter(q, `${T}14-wind-turbine`);
    mustContain(q, "average wind speed of 20 kilometers per hour", "actual value minus the value predicted");
    const y = only(
      q,
      pts.filter(([x]) => x === 20).map(([, v]) => v),
      "the day at 20 kilometers per hour",
    );
    expectValue(q, y - line(20));
    slips(q, { A: line(20) - y, C: line(20), D: y });
  },
  [`${T}15`]: (q) => {
    mustContain(q, "140 students", "grade 10 students surveyed usually ride a bicycle");
    const t = table(q);
    for (const r of Object.values(t)) ensure(r.Walk + r.Bicycle + r.Bus === r.Total, `${q.id}: a row does not add up`);
    ensure(t.Total.Total === 140, `${q.id}: the table does not hold 140 students`);
    expectValue(q, t["Grade 10"].Bicycle / t["Grade 10"].Total);
    slips(q, { A: t["Grade 10"].Bicycle / 140, B: t.Total.Bicycle / 140, D: t["Grade 10"].Bicycle / t.Total.Bicycle });
  },
  [`${T}16`]: (q) => {
    const y = model(q, "y = 1.25x + 30");
    mustContain(q, "took 380 minutes to finish a 240-page book", "actual value minus the value predicted");
    expectSpr(q, [380 - y(240)]);
  },
  [`${T}17`]: (q) => {
    const D = model(q, "D = -0.8t + 14", "t");
    mustContain(q, "interpretation of 14");
    expectClaims(q, [
      { has: "predicted depth, in feet, of the river when the flood crested", ok: close(D(0), 14) },
      { has: "predicted decrease, in feet, in the depth of the river each day", ok: close(D(4) - D(5), 14) },
      { has: "predicted number of days after the flood crested until", ok: close(solveLinear(D), 14) },
      { has: "predicted depth, in feet, of the river 1 day after", ok: close(D(1), 14) },
    ]);
  },
  [`${T}18`]: (q) => {
    const { line } = scatter(q, `${T}18-free-throws`);
    mustContain(q, "weekly practice time $x$", "free throws $y$", "equation of the line of best fit");
    expectExpr(q, ({ x }) => line(x));
  },
  [`${T}19`]: (q) => {
    const { pts, line, alt } = scatter(q, `${T}19-lake-temperature`);
    mustContain(q, "11 locations", "actual water temperature greater than the temperature predicted");
    const above = pts.filter(([x, y]) => y > line(x) + 1e-9).length;
    const on = pts.filter(([x, y]) => close(y, line(x)));
    assert(
      alt.includes(`the points ${on.map(([x, y]) => `(${x}, ${y})`).join(" and ")} lie on the line`),
      q.id,
      "the description does not name the points on the line",
    );
    expectValue(q, above);
    slips(q, { A: pts.length - above - on.length, C: above + on.length, D: pts.length });
  },
  [`${T}20`]: (q) => {
    mustContain(q, "dropped from a height of 240 centimeters", "after $x$ bounces");
    const rows = tableRows(q.passage)
      .slice(1)
      .map((r) => r.map(Number));
    // the starting height a is the row x = 0; search the factor b (in hundredths) of a(b)^x through every row
    const a = only(
      q,
      rows.filter(([x]) => x === 0).map(([, y]) => y),
      "the row x = 0",
    );
    const b = only(
      q,
      scan(0.01, 3, 100, (b) => rows.every(([x, y]) => close(a * b ** x, y))),
      "the factor",
    );
    expectExpr(q, ({ x }) => a * b ** x, { pick: () => Math.round(random() * 8000) / 1000 });
  },
  [`${T}21`]: (q) => {
    mustContain(q, "revenue of \\$1,140 for a week with 30 hours open", "\\$1,545 for a week with 45 hours open");
    const predicted = (h) => 1140 + ((1545 - 1140) * (h - 30)) / (45 - 30);
    const steps = [30, 31, 40, 44].map((h) => predicted(h + 1) - predicted(h));
    ensure(
      steps.every((s) => close(s, steps[0])),
      "the line does not rise evenly",
    );
    expectSpr(q, [Math.round(steps[0] * 1e9) / 1e9]);
  },
  [`${T}22`]: (q) => {
    mustContain(q, "1,500 bacteria at the start", "doubles every 5 hours", "$B(t)$, $t$ hours after");
    const hourly = bisect((r) => r ** 5 - 2, 1, 2); // the factor for each hour: five of them make 2
    expectExpr(q, ({ t }) => 1500 * hourly ** t, { vars: ["t"], pick: () => Math.round(random() * 10000) / 1000 });
  },
  [`${T}23`]: (q) => {
    mustContain(q, "proportion of visitors who rented an e-bike the greatest");
    const t = table(q);
    const groups = Object.keys(t).filter((g) => g !== "Total");
    for (const g of groups) ensure(t[g]["Rented an e-bike"] + t[g]["Did not rent an e-bike"] === t[g].Total, `${g}`);
    const share = (g) => t[g]["Rented an e-bike"] / t[g].Total;
    const best = groups.filter((g) => groups.every((h) => share(g) >= share(h)));
    ensure(best.length === 1, `${q.id}: no single greatest proportion`);
    expectOption(q, (o) => o === best[0], "the age group");
  },
  [`${T}24`]: (q) => {
    const maple = model(q, "y = 1.8x + 4.5");
    const oak = model(q, "y = 1.2x + 12.3");
    mustContain(q, "predicted height of a maple tree 6 feet greater than the predicted height of an oak tree");
    expectSpr(q, [
      only(
        q,
        scan(0, 500, 100, (x) => close(maple(x) - oak(x), 6)),
        "age",
      ),
    ]);
  },
  [`${T}25`]: (q) => {
    mustContain(q, "Of all 270 students in the two grades, exactly $\\frac{1}{3}$ play");
    const t = table(q);
    const g9 = t["Grade 9"];
    const total10 = t["Grade 10"].Total;
    ensure(g9.Total + total10 === 270, `${q.id}: the grades do not add up to 270`);
    const play10 = only(
      q,
      scan(0, total10, 1, (p) => close((g9["Plays an instrument"] + p) / 270, 1 / 3)),
      "players",
    );
    expectValue(q, total10 - play10);
    slips(q, { A: play10, C: total10 - total10 / 3, D: total10 - g9["Plays an instrument"] });
  },
  [`${T}26`]: (q) => {
    mustContain(
      q,
      "$M(t) = a(b)^t$",
      "900 members 2 months after the launch",
      "1,296 members 4 months after the launch",
    );
    const b = only(
      q,
      scan(0.001, 5, 1000, (b) => close(900 * b * b, 1296)),
      "b",
    );
    let a = 900; // step back two months from month 2
    for (let m = 2; m > 0; m--) a /= b;
    expectSpr(q, [Math.round(a * 1e6) / 1e6]);
  },
  [`${T}27`]: (q) => {
    mustContain(q, "$P(m) = 2{,}400(1.03)^m$", "percent increase in the number of subscribers every 12 months");
    let p = 2400;
    for (let m = 0; m < 12; m++) p *= 1.03; // month by month
    const pct = (p / 2400 - 1) * 100;
    const read = (o) => Number(o.replace(/[$\\%]/g, ""));
    const gap = (o) => Math.abs(read(o) - pct);
    expectOption(q, (o) => q.options.every((other) => gap(o) <= gap(other)), "the closest percent");
    slips(q, { A: 3, B: 12 * 3, D: pct + 100 }, { read, tol: 0.005 });
  },
  [`${T}28`]: (q) => {
    mustContain(q, "surveyed 300 commuters", "how many times the proportion of suburban commuters");
    const t = table(q);
    ensure(t.Total.Total === 300, `${q.id}: the table does not hold 300 commuters`);
    const down = t.Downtown["Public transit"] / t.Downtown.Total;
    const sub = t.Suburbs["Public transit"] / t.Suburbs.Total;
    expectValue(q, down / sub);
    slips(q, { A: down - sub, B: sub / down, C: t.Downtown["Public transit"] / t.Suburbs["Public transit"] });
  },
  [`${T}29`]: (q) => {
    const y = model(q, "y = -0.0034x + 100");
    mustContain(q, "boil at 91.5 degrees Celsius", "in kilometers", "1 kilometer = 1,000 meters");
    const meters = only(
      q,
      scan(0, 10000, 1, (x) => close(y(x), 91.5)),
      "elevation",
    );
    expectSpr(q, [meters / 1000]);
  },
  [`${T}30`]: (q) => {
    const { pts, line } = scatter(q, `${T}30-experience-salary`);
    mustContain(q, "thousands of dollars", "overestimate the employee's actual salary by more than \\$3,000");
    const over = (by) => pts.filter(([x, y]) => line(x) - y > by).length;
    const under = (by) => pts.filter(([x, y]) => y - line(x) > by).length;
    expectValue(q, over(3));
    slips(q, { B: under(3), C: over(0), D: over(3) + under(3) });
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
