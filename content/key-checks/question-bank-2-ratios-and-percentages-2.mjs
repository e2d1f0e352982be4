// Recomputes the keys of the second batch of question-bank questions for the Problem-Solving and Data Analysis
// (domain Q) skill Percentages: qb-percentages-10 … 30 (21 questions). The questions on ratios, rates and units
// of the same batch are checked by question-bank-2-ratios-and-percentages-1.mjs. Read by
// `npm run content:check`; run on its own (`node content/key-checks/question-bank-2-ratios-and-percentages-2.mjs`)
// to check the Markdown files without the app.
//
// Every check asserts that the question text holds the data it uses (mustContain, or the table read out of the
// passage), then recomputes the answer by its own route: whole-number arithmetic in cents and hundredths, a scan
// over candidate original amounts (reverse percents) and amounts added (the mixture), counting through the
// table's rows and columns, and reading the bar heights back from the SVG of the bar graph. The mutation pass in
// ./lib proves that each check notices a wrong key.
import { assert, ensure, expectExpr, expectOption, expectSpr, expectValue, mustContain } from "./lib/assertions.mjs";
import { close, scan } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { tableRows, valueOf } from "./lib/tex.mjs";

const SKILLS = ["percentages"];

// ---------- helpers ----------
function only(list, what) {
  ensure(list.length === 1, `${what}: expected one value, found [${list}]`);
  return list[0];
}
/** "\$17.22" -> 1722 (cents) */
function cents(o) {
  const m = /^\\\$(\d+)\.(\d\d)$/.exec(o.trim());
  if (!m) throw new Error(`'${o}' is not an amount of money`);
  return Number(m[1]) * 100 + Number(m[2]);
}
/** "$12.5\%$" -> 12.5 */
function percent(o) {
  ensure(o.includes("\\%"), `'${o}' is not a percent`);
  return valueOf(o.replace("\\%", ""));
}
/** The passage's table as { header, rows: [label, ...numbers] }. */
function table(q) {
  const [header, ...rows] = tableRows(q.passage);
  ensure(header && rows.length, "the passage has no table");
  return { header, rows: rows.map(([label, ...cells]) => [label, ...cells.map(Number)]) };
}
const row = (t, label) => {
  const r = t.rows.find((r) => r[0] === label);
  ensure(r, `the table has no row ${label}`);
  return r;
};

const P = "qb-percentages-";
const CHECKS = {
  [`${P}10`]: (q) => {
    mustContain(q, "covers 2,400 hectares", "35% is wetland");
    expectValue(q, (2400 * 35) / 100);
  },
  [`${P}11`]: (q) => {
    mustContain(q, "planted 250 tree seedlings", "215 of the seedlings were still alive", "without the % sign");
    // the percent p for which p hundredths of 250 are 215
    expectSpr(q, [
      only(
        scan(0, 100, 10, (p) => close((p * 250) / 100, 215)),
        "percent",
      ),
    ]);
  },
  [`${P}12`]: (q) => {
    mustContain(q, "taking 12% off the price", "original price of $p$ dollars");
    expectExpr(q, ({ p }) => p - (12 / 100) * p, { vars: ["p"] });
  },
  [`${P}13`]: (q) => {
    mustContain(q, "lent 1,250 DVDs in 2019 and 1,000 DVDs in 2022", "decrease");
    expectValue(q, ((1250 - 1000) * 100) / 1250, { read: percent });
  },
  [`${P}14`]: (q) => {
    mustContain(q, "fell from 6.4% in March to 5.6% in April", "By what percent");
    // in hundredths of a percentage point: 640 -> 560
    expectValue(q, ((640 - 560) * 100) / 640, { read: percent });
  },
  [`${P}15`]: (q) => {
    mustContain(q, "harvested 35 tons", "140% of last year's harvest");
    expectValue(q, (35 * 140) / 100);
  },
  [`${P}16`]: (q) => {
    mustContain(q, "walk or ride a bicycle", "without the % sign");
    const t = table(q);
    ensure(t.rows.length === 4, "the table does not have four rows");
    const total = t.rows.reduce((s, r) => s + r[1], 0);
    const share = row(t, "Walk")[1] + row(t, "Bicycle")[1];
    expectSpr(q, [(share * 100) / total]);
  },
  [`${P}17`]: (q) => {
    mustContain(q, "earned \\$16.40 per hour", "a 5% raise");
    expectValue(q, 1640 + (1640 * 5) / 100, { read: cents });
  },
  [`${P}18`]: (q) => {
    const id = `${P}18-books-by-genre`;
    const m = /!\[([^\]]*)\]\(([^)]+)\)/.exec(q.passage);
    ensure(m && m[2] === id, `expected figure ${id}`);
    // bar heights from the SVG: 4 px a book above the axis at y = 330
    const bars = [...figureSvg(id).matchAll(/<rect x="\d+" y="(\d+)" width="50" height="(\d+)" fill="#2563eb"\/>/g)];
    ensure(bars.length === 4, "figure does not have four bars");
    const books = bars.map(([, y, h]) => {
      assert(Number(y) + Number(h) === 330, q.id, "a bar does not stand on the axis");
      return Number(h) / 4;
    });
    const genres = ["Mystery", "Science fiction", "History", "Poetry"];
    genres.forEach((g, i) => assert(m[1].includes(`${g}, ${books[i]}`), q.id, `description disagrees on ${g}`));
    mustContain(q, "Every book the store sold that weekend was in one of these genres", "science fiction books");
    const all = books.reduce((s, b) => s + b, 0);
    expectValue(q, (books[1] * 100) / all, { read: percent });
  },
  [`${P}19`]: (q) => {
    mustContain(q, "reduced by 35%", "sale price of the tent is \\$117");
    // the original price in cents whose 65% is 11,700 cents
    const c = only(
      scan(1, 100000, 1, (c) => c * 65 === 11700 * 100),
      "price",
    );
    expectSpr(q, [c / 100]);
  },
  [`${P}20`]: (q) => {
    mustContain(q, "36,000 in 2021", "increased by 25% from 2021 to 2022", "decreased by 20% from 2022 to 2023");
    let riders = 36000;
    riders += (riders * 25) / 100;
    riders -= (riders * 20) / 100;
    expectValue(q, riders);
  },
  [`${P}21`]: (q) => {
    mustContain(q, "4,800 students, 60% of the students live on campus", "35% have a car");
    const onCampus = (4800 * 60) / 100;
    expectValue(q, (onCampus * 35) / 100);
  },
  [`${P}22`]: (q) => {
    mustContain(q, "radius of a circular fountain pool is increased by 30%", "area");
    // the surface as a polygon of 3,600 points on the circle (shoelace area), before and after: radius 10, then 13
    const area = (r) => {
      let twice = 0;
      for (let k = 0; k < 3600; k++) {
        const [a, b] = [(2 * Math.PI * k) / 3600, (2 * Math.PI * (k + 1)) / 3600];
        twice += r * Math.cos(a) * r * Math.sin(b) - r * Math.cos(b) * r * Math.sin(a);
      }
      return twice / 2;
    };
    const growth = ((area(10 * 1.3) - area(10)) * 100) / area(10);
    expectValue(q, Math.round(growth * 1e6) / 1e6, { read: percent });
  },
  [`${P}23`]: (q) => {
    mustContain(q, "pays \\$60.00 for a blender", "45% above that cost", "sales tax of 8%");
    const price = 6000 + (6000 * 45) / 100;
    expectValue(q, price + (price * 8) / 100, { read: cents });
  },
  [`${P}24`]: (q) => {
    mustContain(q, "2,500 tons of material in 2021", "increased by 4% from 2021 to 2022", "another 4% from 2022");
    let tons = 2500;
    for (let year = 2021; year < 2023; year++) tons += (tons * 4) / 100;
    expectSpr(q, [Math.round(tons * 1e9) / 1e9]);
  },
  [`${P}25`]: (q) => {
    mustContain(q, "Of the surveyed residents who use the bike lane, what percent are 60 and over");
    const t = table(q);
    ensure(t.header[1] === "Uses the bike lane", "column 2 is not the users");
    const users = t.rows.reduce((s, r) => s + r[1], 0);
    expectValue(q, (row(t, "60 and over")[1] * 100) / users, { read: percent });
  },
  [`${P}26`]: (q) => {
    mustContain(q, "300 juniors and 200 seniors", "juniors, 40% attended", "seniors, 55% attended");
    const attended = (300 * 40) / 100 + (200 * 55) / 100;
    expectValue(q, (attended * 100) / (300 + 200), { read: percent });
  },
  [`${P}27`]: (q) => {
    mustContain(q, "20-liter batch", "15% juice by volume", "32% juice by volume");
    // liters of juice added, in steps of 0.01 L, with juice and drink counted in ten-thousandths of a liter
    const x = only(
      scan(0, 100, 100, (x) => {
        const juice = Math.round((20 * 15 + x * 100) * 100);
        const drink = Math.round((20 + x) * 100 * 100);
        return juice * 100 === drink * 32;
      }),
      "juice added",
    );
    expectSpr(q, [x]);
  },
  [`${P}28`]: (q) => {
    mustContain(q, "greatest percent increase from 2020 to 2023");
    const t = table(q);
    ensure(t.header[1] === "2020 (%)" && t.header[2] === "2023 (%)", "columns are not 2020 and 2023");
    const growth = t.rows.map(([county, a, b]) => [county, (b - a) / a]);
    const best = growth.reduce((m, g) => (g[1] > m[1] ? g : m));
    assert(growth.filter((g) => close(g[1], best[1])).length === 1, q.id, "two counties tie");
    expectOption(q, (o) => o.trim() === best[0], `the county ${best[0]}`);
  },
  [`${P}29`]: (q) => {
    mustContain(q, "increased by 30%", "decreased by 15%", "cost \\$132.60", "before both changes");
    // whole-cent prices p: up 30%, then down 15%, ends at 13,260 cents
    const p = only(
      scan(1, 100000, 1, (p) => p * 130 * 85 === 13260 * 100 * 100),
      "first price",
    );
    expectValue(q, p, { read: cents });
  },
  [`${P}30`]: (q) => {
    mustContain(q, "12,500 households, and 8%", "16,000 households, and 9%", "without the % sign");
    const before = (12500 * 8) / 100;
    const after = (16000 * 9) / 100;
    expectSpr(q, [((after - before) * 100) / before]);
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
