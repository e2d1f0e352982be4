// Recomputes the keys of the second batch of question-bank questions for the Problem-Solving and Data Analysis
// (domain Q) skill Ratios, rates, proportional relationships, and units: qb-ratios-rates-and-units-10 … 30
// (21 questions). The Percentages questions of the same batch are checked by
// question-bank-2-ratios-and-percentages-2.mjs. Read by `npm run content:check`; run on its own
// (`node content/key-checks/question-bank-2-ratios-and-percentages-1.mjs`) to check the Markdown files without
// the app.
//
// Every check asserts that the question text holds the data it uses (mustContain), then recomputes the answer by
// its own route: scanning a grid of candidate values for the one that keeps the ratio, stepping a rate minute by
// minute or second by second, counting small unit cubes or tiles instead of converting units, brute force over
// whole numbers for the linked ratios, and reading the figures' labels and points back from the SVG files. The
// mutation pass in ./lib proves that each check notices a wrong key.
import { assert, ensure, expectSpr, expectValue, mustContain } from "./lib/assertions.mjs";
import { close, scan } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";

const SKILLS = ["ratios-rates-and-units"];

// ---------- helpers ----------
function only(list, what) {
  ensure(list.length === 1, `${what}: expected one value, found [${list}]`);
  return list[0];
}
/** "\$147.00" -> 147 */
function money(o) {
  const m = /^\\\$([\d,]+\.\d\d)$/.exec(o.trim());
  if (!m) throw new Error(`'${o}' is not an amount of money`);
  return Number(m[1].replace(/,/g, ""));
}
/** Rounded to 1e-9: a value summed step by step in floating point, made gridable. */
const tidy = (v) => Math.round(v * 1e9) / 1e9;
/** The figure in the passage, by id, and its description. */
function figure(q, id) {
  const m = /!\[([^\]]*)\]\(([^)]+)\)/.exec(q.passage);
  ensure(m && m[2] === id, `expected figure ${id}`);
  return { description: m[1], svg: figureSvg(id) };
}

const R = "qb-ratios-rates-and-units-";
const CHECKS = {
  [`${R}10`]: (q) => {
    mustContain(q, "4.5 kilograms of flour to make 18 loaves", "make 30 loaves");
    // the flour for 30 loaves keeps the same flour-to-loaf ratio as 4.5 kg for 18 loaves
    const f = only(
      scan(0, 500, 100, (f) => close(f * 18, 4.5 * 30)),
      "flour",
    );
    expectValue(q, f);
  },
  [`${R}11`]: (q) => {
    mustContain(q, "54 miles per hour", "in 40 minutes");
    let miles = 0;
    for (let minute = 0; minute < 40; minute++) miles += 54 / 60;
    expectSpr(q, [tidy(miles)]);
  },
  [`${R}12`]: (q) => {
    mustContain(q, "1 inch on the model represents 2 feet", "13.5 inches tall");
    // half an inch of model at a time, each worth 1 foot
    let feet = 0;
    for (let half = 0; half < 13.5 * 2; half++) feet += 2 / 2;
    expectValue(q, feet);
  },
  [`${R}13`]: (q) => {
    mustContain(q, "ratio 2 to 7 by weight", "63 kilograms of this mix", "kilograms of clover seed");
    const clover = only(
      scan(0, 63, 4, (c) => close(7 * c, 2 * (63 - c))),
      "clover",
    );
    expectValue(q, clover);
  },
  [`${R}14`]: (q) => {
    mustContain(q, "3 milliliters of water every 10 seconds", "in 1 day", "1 liter = 1,000 milliliters");
    let ml = 0;
    for (let s = 10; s <= 24 * 60 * 60; s += 10) ml += 3; // one drip of 3 mL every 10 seconds
    expectValue(q, ml / 1000);
  },
  [`${R}15`]: (q) => {
    mustContain(q, "directly proportional", "When $x = 6$, $y = 15$", "when $x = 14$");
    const y = only(
      scan(-500, 500, 10, (y) => close(y * 6, 15 * 14)),
      "y",
    );
    expectValue(q, y);
  },
  [`${R}16`]: (q) => {
    const id = `${R}16-garden-plan`;
    const { description, svg } = figure(q, id);
    assert(description.includes("6 centimeters long and 4.5 centimeters wide"), q.id, "description lacks the sizes");
    assert(description.includes("Scale: 1 cm = 2.5 m"), q.id, "description lacks the scale");
    for (const label of [">6 cm<", ">4.5 cm<", ">Scale: 1 cm = 2.5 m<"])
      assert(svg.includes(label), q.id, `figure lacks the label ${label}`);
    const rect = /<rect x="\d+" y="\d+" width="(\d+)" height="(\d+)" fill="#dcfce7"/.exec(svg);
    ensure(rect, "figure has no garden rectangle");
    assert(close(Number(rect[1]) / Number(rect[2]), 6 / 4.5), q.id, "the drawn rectangle is not 6 by 4.5");
    mustContain(q, "actual area, in square meters");
    // count 0.25 m by 0.25 m squares of the real garden
    const side = 0.25;
    const along = Math.round((6 * 2.5) / side);
    const across = Math.round((4.5 * 2.5) / side);
    let squares = 0;
    for (let i = 0; i < along; i++) for (let j = 0; j < across; j++) squares++;
    expectValue(q, squares * side * side);
  },
  [`${R}17`]: (q) => {
    mustContain(q, "weighs 7.5 pounds", "1 pound = 16 ounces");
    let ounces = 0;
    for (let lb = 0; lb < 7.5; lb += 0.5) ounces += 8;
    expectSpr(q, [ounces]);
  },
  [`${R}18`]: (q) => {
    mustContain(q, "84 nautical miles in 6 hours", "travel 126 nautical miles");
    // quarter hour by quarter hour at the ferry's speed
    let miles = 0;
    let hours = 0;
    while (miles < 126 - 1e-9) {
      miles += (84 / 6) * 0.25;
      hours += 0.25;
    }
    assert(close(miles, 126), q.id, "the trip does not end on a quarter hour");
    expectValue(q, hours);
  },
  [`${R}19`]: (q) => {
    mustContain(q, "mass of 2.4 kilograms", "volume of 6,000 cubic centimeters", "grams per cubic centimeter");
    mustContain(q, "1 kilogram = 1,000 grams");
    const d = only(
      scan(0, 100, 1000, (d) => close(d * 6000, 2.4 * 1000)),
      "density",
    );
    expectValue(q, d);
  },
  [`${R}20`]: (q) => {
    mustContain(q, "profit of \\$8,400", "ratio $2 : 3 : 7$", "Chidi receive than Amaru");
    const part = only(
      scan(1, 8400, 1, (v) => 2 * v + 3 * v + 7 * v === 8400),
      "dollars per part",
    );
    expectSpr(q, [7 * part - 2 * part]);
  },
  [`${R}21`]: (q) => {
    mustContain(q, "holds 1,260 gallons when full", "contains 360 gallons", "18 gallons per minute");
    mustContain(q, "3 gallons per minute");
    let water = 360;
    let minutes = 0;
    for (; water < 1260; minutes++) water += 18 - 3;
    assert(water === 1260, q.id, "the tank is not full on a whole minute");
    expectValue(q, minutes);
  },
  [`${R}22`]: (q) => {
    mustContain(q, "depth of 4 inches", "27 feet long and 18 feet wide", "cubic yards");
    mustContain(q, "1 yard = 3 feet and 1 foot = 12 inches");
    // count 1-inch cubes of mulch, then cubes of a cubic yard (36 inches a side)
    const mulch = 27 * 12 * (18 * 12) * 4;
    const yard = 36 * 36 * 36;
    let yards = 0;
    for (let left = mulch; left > 0; left -= yard) yards++;
    assert(yards * yard === mulch, q.id, "not a whole number of cubic yards");
    expectValue(q, yards);
  },
  [`${R}23`]: (q) => {
    mustContain(q, "252 kilometers per hour", "meters per second", "1 kilometer = 1,000 meters");
    let meters = 0;
    for (let s = 0; s < 3600; s++) meters += (252 * 1000) / 3600;
    expectValue(q, meters / 3600, { tol: 1e-9 });
  },
  [`${R}24`]: (q) => {
    const id = `${R}24-ice-machine`;
    const { description, svg } = figure(q, id);
    assert(description.includes("starts at the origin, (0, 0)"), q.id, "description lacks the origin");
    assert(description.includes("The point (8, 6) on the line is marked"), q.id, "description lacks (8, 6)");
    // the marked dot and the line's ends, at 30 px a unit from (70, 340)
    const px = ([x, y]) => [70 + 30 * x, 340 - 30 * y];
    const [cx, cy] = px([8, 6]);
    assert(svg.includes(`cx="${cx}" cy="${cy}"`), q.id, "figure has no dot at (8, 6)");
    assert(svg.includes(`M${px([0, 0]).join(" ")}L${px([12, 9]).join(" ")}`), q.id, "line does not run (0, 0)–(12, 9)");
    mustContain(q, "constant rate", "in 2 hours");
    let kg = 0;
    for (let minute = 0; minute < 2 * 60; minute++) kg += 6 / 8;
    expectSpr(q, [tidy(kg)]);
  },
  [`${R}25`]: (q) => {
    mustContain(q, "tulips to the number of daffodils is $3 : 4$", "daffodils to the number of irises is $6 : 5$");
    mustContain(q, "There are 90 irises");
    const hits = [];
    for (let d = 1; d <= 1000; d++)
      for (let t = 1; t <= 1000; t++) if (5 * d === 6 * 90 && 4 * t === 3 * d) hits.push(t);
    expectValue(q, only(hits, "tulips"));
  },
  [`${R}26`]: (q) => {
    mustContain(q, "15 milligrams per kilogram", "3 equal doses", "weighs 44 pounds", "1 kilogram = 2.2 pounds");
    const kg = only(
      scan(0, 100, 10, (k) => close(k * 2.2, 44)),
      "kilograms",
    );
    const daily = 15 * kg;
    expectValue(q, daily / 3);
  },
  [`${R}27`]: (q) => {
    mustContain(q, "drives 90 kilometers", "speed of 60 kilometers per hour", "speed of 40 kilometers per hour");
    // minute by minute: out at 60 km/h, back at 40 km/h
    let km = 0;
    let minutes = 0;
    for (; km < 90 - 1e-9; minutes++) km += 60 / 60;
    let back = 0;
    for (; back < 90 - 1e-9; minutes++) back += 40 / 60;
    assert(close(km, 90) && close(back, 90), q.id, "a leg does not end on a whole minute");
    expectSpr(q, [tidy((km + back) / (minutes / 60))]);
  },
  [`${R}28`]: (q) => {
    mustContain(q, "12 feet by 10 feet", "8 inches on a side", "1 foot = 12 inches");
    let tiles = 0;
    for (let x = 0; x + 8 <= 12 * 12; x += 8) for (let y = 0; y + 8 <= 10 * 12; y += 8) tiles++;
    assert(tiles * 64 === 144 * 120, q.id, "the tiles do not cover the floor exactly");
    expectValue(q, tiles);
  },
  [`${R}29`]: (q) => {
    mustContain(q, "exchanges \\$500 for euros at a rate of 0.90 euro per dollar", "spends 310 euros");
    mustContain(q, "1.05 dollars per euro");
    // in euro cents and dollar cents
    const euroCents = (500 * 100 * 90) / 100 - 310 * 100;
    const dollarCents = (euroCents * 105) / 100;
    expectValue(q, Math.round(dollarCents) / 100, { read: money });
  },
  [`${R}30`]: (q) => {
    mustContain(q, "$\\frac{1}{20}$ of the corresponding length", "holds 1.5 liters");
    // the model tank as a box of 1.5 liters, every edge made 20 times as long
    const [a, b] = [0.5, 1.2];
    const c = 1.5 / (a * b);
    const real = 20 * a * (20 * b) * (20 * c);
    expectSpr(q, [Math.round(real * 1e6) / 1e6]);
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
