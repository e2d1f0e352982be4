// Recomputes the keys of the second batch of question-bank questions for the skill Probability and conditional
// probability (domain Q): qb-probability-10 … 30 (21 questions). The questions of Inference from sample statistics
// and margin of error are checked by question-bank-2-probability-and-samples-2.mjs. Read by `npm run content:check`;
// run on its own (`node content/key-checks/question-bank-2-probability-and-samples-1.mjs`) to check the Markdown
// files without the app.
//
// Every check asserts that the question text holds the data it uses (mustContain, or a table read from the
// passage whose rows and columns must add up), then recomputes the answer by its own route: listing every
// individual of a table or a bag and counting the ones that qualify, enumerating every outcome of dice, draws
// and independent events on an exact grid, searching for an unknown count, and reading the spinner's sector
// angles back from its SVG file. Where an explanation names the slip behind a wrong numeric choice, the check
// recomputes the slip and asserts that the choice shows it. The mutation pass in ./lib proves that each check
// notices a wrong key.
import { ensure, expectClaims, expectNumericChoices, expectSpr, mustContain } from "./lib/assertions.mjs";
import { close } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { Q } from "./lib/rational.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { tableRows, valueOf } from "./lib/tex.mjs";

const SKILLS = ["probability"];

// ---------- helpers ----------
const frac = (n, d) => new Q(BigInt(n), BigInt(d));
/** The share of a list for which pred holds, as an exact fraction. */
const share = (list, pred) => frac(list.filter(pred).length, list.length);
/**
 * The passage's table as { row: { column: number } }. Every row and column labeled "Total" must be the sum of
 * the others, so a typo in one cell cannot go unnoticed.
 */
function table(q) {
  const rows = tableRows(q.passage);
  ensure(rows.length > 2, "the passage has no table");
  const [head, ...body] = rows;
  const t = {};
  for (const r of body)
    t[r[0]] = Object.fromEntries(head.slice(1).map((h, i) => [h, Number(r[i + 1].replace(/,/g, ""))]));
  const cols = head.slice(1).filter((h) => h !== "Total");
  const names = Object.keys(t).filter((r) => r !== "Total");
  for (const r of Object.keys(t))
    if ("Total" in t[r]) ensure(cols.reduce((s, c) => s + t[r][c], 0) === t[r].Total, `row ${r} does not add up`);
  if (t.Total)
    for (const c of head.slice(1))
      ensure(names.reduce((s, r) => s + t[r][c], 0) === t.Total[c], `column ${c} does not add up`);
  return { t, rows: names, cols };
}
/** One record { row, col } for every individual the table counts (the Total row and column left out). */
function individuals({ t, rows, cols }) {
  const out = [];
  for (const row of rows) for (const col of cols) for (let i = 0; i < t[row][col]; i++) out.push({ row, col });
  return out;
}
/** The option's number: "$\frac{7}{20}$", "$0.27$". */
const num = (o) => valueOf(o);
const numericMcq = (q, value, slips = {}) => expectNumericChoices(q, value, { slips, read: num });
/** Outcomes of independent events with probabilities ps (hundredths), one grid cell per equally likely outcome. */
function independentGrid(ps) {
  const hundredths = ps.map((p) => Math.round(p * 100));
  ensure(
    hundredths.every((h, i) => close(h / 100, ps[i])),
    "probabilities are not in hundredths",
  );
  let cells = [[]];
  for (const h of hundredths) cells = cells.flatMap((c) => Array.from({ length: 100 }, (_, k) => [...c, k < h])); // true: the event happens
  return cells;
}

const P = "qb-probability-";

const CHECKS = {
  [`${P}10`]: (q) => {
    mustContain(q, "80 seeds", "32 marigold seeds, 28 zinnia seeds, and 20 cosmos seeds", "a zinnia seed");
    const seeds = [...Array(32).fill("marigold"), ...Array(28).fill("zinnia"), ...Array(20).fill("cosmos")];
    ensure(seeds.length === 80, "the seeds do not add up to 80");
    const zinnia = seeds.filter((s) => s === "zinnia").length;
    const key = share(seeds, (s) => s === "zinnia");
    numericMcq(q, key, { A: frac(1, 3), C: frac(zinnia, 80 - zinnia), D: share(seeds, (s) => s !== "zinnia") });
  },
  [`${P}11`]: (q) => {
    mustContain(q, "84% of her free-throw attempts", "next 75 attempts");
    let made = Q.of(0); // expected makes, attempt by attempt
    for (let attempt = 0; attempt < 75; attempt++) made = made.add(frac(84, 100));
    expectSpr(q, made);
  },
  [`${P}12`]: (q) => {
    const tb = table(q);
    mustContain(q, "160 campers", "afternoon session and chose archery");
    const all = individuals(tb);
    ensure(all.length === 160, "the table does not hold 160 campers");
    const hit = (c) => c.row === "Afternoon" && c.col === "Archery";
    const archery = all.filter((c) => c.col === "Archery");
    const afternoon = all.filter((c) => c.row === "Afternoon");
    numericMcq(q, share(all, hit), {
      B: share(all, (c) => c.col === "Archery"),
      C: share(afternoon, hit),
      D: share(archery, hit),
    });
  },
  [`${P}13`]: (q) => {
    const tb = table(q);
    mustContain(q, "failed inspection is selected", "over 10 years old");
    const all = individuals(tb);
    const old = (v) => v.row === "Over 10 years";
    const failed = all.filter((v) => v.col === "Failed");
    numericMcq(q, share(failed, old), {
      A: share(all, (v) => old(v) && v.col === "Failed"),
      B: share(all, (v) => v.col === "Failed"),
      C: share(all.filter(old), (v) => v.col === "Failed"),
    });
  },
  [`${P}14`]: (q) => {
    mustContain(q, "20-sided die", "numbered 1 through 20", "greater than 15");
    const faces = Array.from({ length: 20 }, (_, i) => i + 1);
    const key = share(faces, (f) => f > 15);
    numericMcq(q, key, {
      B: share(faces, (f) => f >= 15),
      C: frac(faces.filter((f) => f > 15).length, 15),
      D: share(faces, (f) => f <= 15),
    });
  },
  [`${P}15`]: (q) => {
    mustContain(q, "250 plastic ducks", "40 are marked with a star", "NOT marked with a star");
    const ducks = Array.from({ length: 250 }, (_, i) => i < 40); // true: marked
    const unmarked = share(ducks, (marked) => !marked);
    expectSpr(q, unmarked);
  },
  [`${P}16`]: (q) => {
    const m = q.passage.match(/!\[([^\]]*)\]\(([^)]+)\)/);
    ensure(m && m[2] === "qb-probability-16-spinner", "the passage does not show the spinner");
    mustContain(q, "blue sector or the green sector", "equally likely to stop at any point");
    // each sector's central angle, from the end points of its arc around the center
    const angles = {};
    const re =
      /data-name="(\w+)" d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)A([\d.]+) [\d.]+ 0 (\d) 1 ([\d.]+) ([\d.]+)Z"/g;
    for (const s of figureSvg(m[2]).matchAll(re)) {
      const [cx, cy, x1, y1, , large, x2, y2] = s.slice(2).map(Number);
      const from = Math.atan2(x1 - cx, cy - y1); // clockwise from 12 o'clock
      let sweep = ((Math.atan2(x2 - cx, cy - y2) - from) * 180) / Math.PI;
      while (sweep <= 0) sweep += 360;
      ensure(sweep > 180 === (large === 1), `the arc of sector ${s[1]} has the wrong large-arc flag`);
      angles[s[1]] = Math.round(sweep * 100) / 100;
    }
    ensure(Object.keys(angles).length === 4, "the spinner does not have four sectors");
    ensure(
      close(
        Object.values(angles).reduce((a, b) => a + b, 0),
        360,
      ),
      "the sectors do not fill the circle",
    );
    for (const [name, a] of Object.entries(angles)) {
      ensure(Number.isInteger(a), `sector ${name} is not a whole number of degrees`);
      ensure(m[1].includes(`${name.toLowerCase()}, ${a} degrees`), `the description does not give ${name} as ${a}`);
      ensure(figureSvg(m[2]).includes(`>${a}°</text>`), `the figure does not label ${a}°`);
    }
    // one point of the circle per degree, each equally likely
    const stops = [];
    for (const [name, a] of Object.entries(angles)) for (let d = 0; d < a; d++) stops.push(name);
    const key = share(stops, (s) => s === "Blue" || s === "Green");
    numericMcq(q, key, {
      A: share(stops, (s) => s === "Green"),
      C: frac(2, 4),
      D: share(stops, (s) => s === "Red" || s === "Yellow"),
    });
  },
  [`${P}17`]: (q) => {
    const tb = table(q);
    mustContain(q, "100 plots", "raised-bed plots is selected", "grow vegetables?");
    const all = individuals(tb);
    const raised = all.filter((p) => p.row === "Raised bed");
    const veg = (p) => p.col === "Vegetables";
    numericMcq(q, share(raised, veg), {
      A: share(all, (p) => veg(p) && p.row === "Raised bed"),
      B: share(all.filter(veg), (p) => p.row === "Raised bed"),
      C: share(raised, (p) => !veg(p)),
    });
  },
  [`${P}18`]: (q) => {
    mustContain(q, "18 jazz songs", "$\\frac{3}{8}$", "NOT jazz songs");
    const totals = [];
    for (let t = 18; t <= 5000; t++) if (frac(18, t).eq(frac(3, 8))) totals.push(t);
    ensure(totals.length === 1, `${totals.length} playlist sizes fit`);
    expectSpr(q, totals[0] - 18);
  },
  [`${P}19`]: (q) => {
    mustContain(q, "Two fair six-sided dice", "numbered 1 through 6", "sum of the two numbers rolled is 8");
    const rolls = [];
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) rolls.push([a, b]);
    const eight = ([a, b]) => a + b === 8;
    const unordered = rolls.filter(([a, b]) => eight([a, b]) && a <= b).length;
    numericMcq(q, share(rolls, eight), { A: frac(unordered, 36), B: frac(1, 11), D: share(rolls, (r) => !eight(r)) });
  },
  [`${P}20`]: (q) => {
    const rows = tableRows(q.passage).slice(1);
    mustContain(q, "last 120 repairs", "battery repair or a charging-port repair");
    const repairs = rows.flatMap(([type, n]) => Array(Number(n)).fill(type));
    ensure(repairs.length === 120, "the repairs do not add up to 120");
    const is =
      (...types) =>
      (r) =>
        types.includes(r);
    numericMcq(q, share(repairs, is("Battery", "Charging port")), {
      A: share(repairs, is("Charging port")),
      B: share(repairs, is("Battery")),
      D: share(repairs, is("Cracked screen", "Other")),
    });
  },
  [`${P}21`]: (q) => {
    mustContain(q, "operate independently", "green when he reaches it is 0.6", "green when he reaches it is 0.45");
    const days = independentGrid([0.6, 0.45]);
    const key = share(days, ([a, b]) => a && b);
    numericMcq(q, key, {
      A: share(days, ([a, b]) => !a && !b),
      C: share(days, ([a, b]) => a !== b),
      D: share(days, ([a, b]) => a || b),
    });
  },
  [`${P}22`]: (q) => {
    mustContain(q, "8 pens: 5 black pens and 3 red pens", "without putting the first pen back", "both pens");
    const pens = [...Array(5).fill("black"), ...Array(3).fill("red")];
    const draws = [];
    for (let i = 0; i < 8; i++) for (let j = 0; j < 8; j++) if (i !== j) draws.push([pens[i], pens[j]]);
    const withReplacement = [];
    for (const a of pens) for (const b of pens) withReplacement.push([a, b]);
    const key = share(draws, ([a, b]) => a === "red" && b === "red");
    numericMcq(q, key, {
      B: share(withReplacement, ([a, b]) => a === "red" && b === "red"),
      C: frac(3, 8).mul(frac(3, 7)),
      D: frac(3, 8).add(frac(2, 7)),
    });
  },
  [`${P}23`]: (q) => {
    const tb = table(q);
    mustContain(q, "200 high school juniors", "plays a school sport or has a part-time job, or both");
    const all = individuals(tb);
    const sport = (j) => j.row === "Plays a school sport";
    const job = (j) => j.col === "Has a part-time job";
    const key = share(all, (j) => sport(j) || job(j));
    numericMcq(q, key, {
      A: share(all, (j) => !sport(j) && !job(j)),
      B: share(all, (j) => sport(j) !== job(j)),
      D: frac(all.filter(sport).length + all.filter(job).length, all.length),
    });
  },
  [`${P}24`]: (q) => {
    const tb = table(q);
    mustContain(q, "1,850 round-trip tickets", "expected to be child tickets");
    const roundTrip = individuals(tb).filter((t) => t.row === "Round trip");
    expectSpr(q, share(roundTrip, (t) => t.col === "Child").mul(1850));
  },
  [`${P}25`]: (q) => {
    const tb = table(q);
    mustContain(q, "240 animals", "NOT a bird is selected", "was released?");
    const all = individuals(tb);
    const notBird = all.filter((a) => a.col !== "Bird");
    const released = (a) => a.row === "Released";
    numericMcq(q, share(notBird, released), {
      A: share(all, (a) => released(a) && a.col !== "Bird"),
      B: share(notBird, (a) => !released(a)),
      C: share(all.filter(released), (a) => a.col !== "Bird"),
    });
  },
  [`${P}26`]: (q) => {
    mustContain(q, "Machine A makes 70%", "2% of the chains it makes are defective", "other 30%", "4% of the chains");
    // 1,000 chains, one by one: 700 from A (14 defective), 300 from B (12 defective)
    const chains = [];
    for (let i = 0; i < 1000; i++) {
      const machine = i < 700 ? "A" : "B";
      const k = machine === "A" ? i : i - 700;
      chains.push({ machine, defective: machine === "A" ? k < (2 * 700) / 100 : k < (4 * 300) / 100 });
    }
    const defective = chains.filter((c) => c.defective);
    const key = share(defective, (c) => c.machine === "B");
    numericMcq(q, key, {
      A: share(chains, (c) => c.defective && c.machine === "B"),
      B: share(
        chains.filter((c) => c.machine === "B"),
        (c) => c.defective,
      ),
      C: share(chains, (c) => c.machine === "B"),
    });
  },
  [`${P}27`]: (q) => {
    mustContain(q, "240 students", "37.5% are in the lower school", "60% buy lunch", "50 bring lunch");
    // every split of the 240 students into the four groups that fits the facts
    const fits = [];
    for (let lower = 0; lower <= 240; lower++)
      for (let upperBuy = 0; upperBuy <= 240 - lower; upperBuy++) {
        const upper = 240 - lower;
        if (!frac(lower, 240).eq(Q.of("0.375")) || !frac(upperBuy, upper).eq(frac(60, 100))) continue;
        fits.push({ lowerBuy: lower - 50, upperBuy });
      }
    ensure(fits.length === 1, `${fits.length} tables fit the facts`);
    const { lowerBuy, upperBuy } = fits[0];
    expectSpr(q, frac(lowerBuy, lowerBuy + upperBuy));
  },
  [`${P}28`]: (q) => {
    const tb = table(q);
    mustContain(q, "200 bean seeds", "Which of the following statements is true?");
    const all = individuals(tb);
    const pr = (given, event) => share(all.filter(given), event).num();
    const sand = (s) => s.row === "Sand";
    const clay = (s) => s.row === "Clay";
    const loam = (s) => s.row === "Loam";
    const sprouted = (s) => s.col === "Sprouted";
    const not = (f) => (s) => !f(s);
    const everyone = () => true;
    expectClaims(q, [
      {
        has: ["did not sprout was planted in sand is greater than", "planted in sand did not sprout"],
        ok: pr(not(sprouted), sand) > pr(sand, not(sprouted)),
      },
      {
        has: ["planted in clay sprouted is equal to", "sprouted was planted in clay"],
        ok: close(pr(clay, sprouted), pr(sprouted, clay)),
      },
      {
        has: ["planted in loam is more likely not to have sprouted", "planted in clay"],
        ok: pr(loam, not(sprouted)) > pr(clay, not(sprouted)),
      },
      {
        has: ["from all 200 seeds sprouted and was planted in sand is $\\frac{3}{5}$"],
        ok: close(
          pr(everyone, (s) => sprouted(s) && sand(s)),
          0.6,
        ),
      },
    ]);
  },
  [`${P}29`]: (q) => {
    mustContain(q, "independent", "Amara's ticket wins a prize is 0.2", "Joon's ticket wins a prize is 0.15");
    const either = share(independentGrid([0.2, 0.15]), ([a, j]) => a || j);
    mustContain(q, "at least one");
    expectSpr(q, either);
  },
  [`${P}30`]: (q) => {
    const tb = table(q);
    mustContain(q, "280 guests", "stayed more than 1 night is selected", "for business?");
    const all = individuals(tb);
    const long = (g) => g.col !== "1 night";
    const business = (g) => g.row === "Business";
    numericMcq(q, share(all.filter(long), business), {
      A: share(all, (g) => long(g) && business(g)),
      C: share(
        all.filter((g) => g.col === "2 or 3 nights"),
        business,
      ),
      D: share(all.filter(business), long),
    });
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
