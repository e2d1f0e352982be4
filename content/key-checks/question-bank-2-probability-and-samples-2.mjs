// Recomputes the keys of the second batch of question-bank questions for the skill Inference from sample
// statistics and margin of error (domain Q): qb-sample-statistics-and-margin-of-error-10 … 30 (21 questions). The
// probability questions of the same batch are checked by question-bank-2-probability-and-samples-1.mjs. Read by
// `npm run content:check`; run on its own (`node content/key-checks/question-bank-2-probability-and-samples-2.mjs`)
// to check the Markdown files without the app.
//
// Every check asserts that the question text holds the data it uses, then recomputes the answer by its own route:
// estimates with exact fractions (a sample's share or mean carried to the population), intervals as estimate ±
// margin found by searching, margins of error from the standard formula z·√(p(1 − p)/n) or its 1/√n scaling,
// and the bar graph read back from its SVG file through the axis labels. Reasoning questions encode each choice as
// data (which group it is about, how the sample was chosen, what it claims) and a rule of inference decides which
// claims hold: a random sample supports claims about the population it was drawn from, with the margin of error
// on both sides of the estimate; volunteers, a partial list or a different population do not; a larger random
// sample or a lower confidence level gives a smaller margin. The mutation pass in ./lib proves that each check
// notices a wrong key.
import { ensure, expectClaims, expectNumericChoices, expectOption, expectSpr, mustContain } from "./lib/assertions.mjs";
import { close } from "./lib/numeric.mjs";
import { figureSvg, selfTest } from "./lib/pack-files.mjs";
import { Q } from "./lib/rational.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";
import { tableRows, valueOf } from "./lib/tex.mjs";

const SKILLS = ["sample-statistics-and-margin-of-error"];

// ---------- helpers ----------
const frac = (n, d) => new Q(BigInt(n), BigInt(d));
const dec = (s) => Q.of(s);
/** "$4{,}320$", "$20\%$" -> number */
const num = (o) => valueOf(o.replace("\\%", ""));
const numericMcq = (q, value, slips = {}) => expectNumericChoices(q, value, { slips, read: num });
/** Every number of an option's text, in order ("From 592.5 feet to 627.5 feet" -> [592.5, 627.5]). */
const numbersIn = (o) => [...o.replace(/(\d),(\d)/g, "$1$2").matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
/** The plausible values estimate ± margin, found by stepping out from the estimate in hundredths. */
function interval(estimate, margin) {
  let lo = dec(estimate);
  let hi = dec(estimate);
  for (let step = Q.of(0); !step.eq(dec(margin)); step = step.add("0.01")) {
    lo = lo.sub("0.01");
    hi = hi.add("0.01");
  }
  return [lo.num(), hi.num()];
}
/** z of a two-sided confidence level, by bisection on the normal curve (Simpson's rule for its area). */
function zOf(level) {
  const area = (z) => {
    let s = 0;
    const n = 2000;
    const h = z / n;
    for (let i = 0; i <= n; i++) s += Math.exp(-((i * h) ** 2) / 2) * (i === 0 || i === n ? 1 : i % 2 ? 4 : 2);
    return (2 * ((s * h) / 3)) / Math.sqrt(2 * Math.PI);
  };
  let [lo, hi] = [0, 6];
  for (let i = 0; i < 60; i++)
    if (area((lo + hi) / 2) < level) lo = (lo + hi) / 2;
    else hi = (lo + hi) / 2;
  return lo;
}
/** Margin of error of a sample proportion, in percentage points. */
const moeProportion = (p, n, level = 0.95) => 100 * zOf(level) * Math.sqrt((p * (1 - p)) / n);

const S = "qb-sample-statistics-and-margin-of-error-";

const CHECKS = {
  [`${S}10`]: (q) => {
    mustContain(q, "random sample of 250 batteries", "batch of 18,000", "6 were defective");
    const est = frac(6, 250).mul(18000);
    numericMcq(q, est, { A: 6, C: frac(6, 25).mul(18000), D: Q.of(18000).sub(est) });
  },
  [`${S}11`]: (q) => {
    mustContain(q, "random sample of 45", "mean depth of the wells in the sample was 610 feet", "is 35 feet");
    const [lo, hi] = interval(610, 35);
    expectOption(q, (o) => {
      const [a, b] = numbersIn(o);
      return a === lo && b === hi;
    });
    const [A, B, , D] = q.options.map(numbersIn);
    ensure(A[0] === 610 - 70 && A[1] === 610 + 70, "choice A is not twice the margin");
    ensure(B[0] === lo && B[1] === 610, "choice B does not stop at the estimate");
    ensure(D[0] === 610 - 17.5 && D[1] === 610 + 17.5, "choice D is not half the margin");
  },
  [`${S}12`]: (q) => {
    mustContain(q, "3,600 dogs", "80 of the dogs on the list at random", "22 of them had a microchip");
    expectSpr(q, frac(22, 80).mul(3600));
  },
  [`${S}13`]: (q) => {
    mustContain(q, "random sample of 220 adults", "95% confidence level", "margin of error of 140 milligrams");
    // the margin for a mean scales as z / sqrt(n); only a random sample from the county gives a margin for it
    const margin = (c) => (c.frame === "county" ? (140 * zOf(c.level) * Math.sqrt(220 / c.n)) / zOf(0.95) : Infinity);
    const claims = [
      { has: "random sample of 110 adults from the county", frame: "county", n: 110, level: 0.95 },
      { has: ["same sample of 220 adults", "99% confidence level"], frame: "county", n: 220, level: 0.99 },
      { has: "patients of one nutrition clinic", frame: "one clinic", n: 220, level: 0.95 },
      { has: "random sample of 880 adults from the county", frame: "county", n: 880, level: 0.95 },
    ];
    expectClaims(
      q,
      claims.map((c) => ({ has: c.has, ok: margin(c) < 140 })),
    );
  },
  [`${S}14`]: (q) => {
    mustContain(q, "random sample of 320", "64 said they would attend");
    const students = Array.from({ length: 320 }, (_, i) => i < 64); // true: would attend
    const yes = students.filter(Boolean).length;
    numericMcq(q, frac(yes, 320).mul(100), {
      B: frac(yes, 320 - yes).mul(100),
      C: yes,
      D: frac(320 - yes, 320).mul(100),
    });
  },
  [`${S}15`]: (q) => {
    mustContain(q, "random sample of 160 of the 3,250 households", "total of 288 working bicycles");
    const perHousehold = frac(288, 160);
    expectSpr(q, perHousehold.mul(3250));
  },
  [`${S}16`]: (q) => {
    mustContain(q, "random sample of 400 of its 5,600 season-ticket holders", "largest group");
    const sampledFrom = "season-ticket holders";
    // the groups each choice names, and whether every member could have been selected
    const claims = [
      { has: "All 5,600 of the team's season-ticket holders", group: "season-ticket holders", covered: true },
      { has: "The 400 season-ticket holders who were surveyed", group: "sample", covered: true },
      { has: "All the people who attend the team's games", group: "attendees", covered: false },
      { has: "All the baseball fans who live in the team's city", group: "city fans", covered: false },
    ];
    // the largest covered group is the sampled population itself: the sample is a part of it
    expectClaims(
      q,
      claims.map((c) => ({ has: c.has, ok: c.covered && c.group === sampledFrom })),
    );
  },
  [`${S}17`]: (q) => {
    mustContain(q, "2,400 employees", "mean number of hours per week", "choosing 120 employees");
    const claims = [
      { has: "attended the company's most recent all-staff meeting", random: false, frame: "meeting-goers" },
      { has: "first 120 responses", random: false, frame: "volunteers" },
      { has: "120 of the company's managers selected at random", random: true, frame: "managers" },
      { has: "selected at random from a list of all the company's employees", random: true, frame: "all employees" },
    ];
    expectClaims(
      q,
      claims.map((c) => ({ has: c.has, ok: c.random && c.frame === "all employees" })),
    );
  },
  [`${S}18`]: (q) => {
    mustContain(q, "mean of 1,500 hours", "random sample of 50 bulbs of this model", "1,438 hours", "is 45 hours");
    const [lo, hi] = interval(1438, 45);
    const claims = [
      { has: "exactly 1,438 hours", about: "model mean", holds: false }, // an estimate is never exact
      { has: "No bulb of this model lasts longer than 1,483", about: "single bulbs", holds: false },
      { has: "likely less than the advertised 1,500 hours", about: "model mean", holds: hi < 1500 && lo < hi },
      { has: "of every model", about: "other models", holds: hi < 1500 },
    ];
    expectClaims(
      q,
      claims.map((c) => ({ has: c.has, ok: c.about === "model mean" && c.holds })),
    );
  },
  [`${S}19`]: (q) => {
    mustContain(q, "between 37% and 45%", "subtracting the margin of error from, and adding it to");
    expectOption(q, (o) => {
      const [pct, margin] = numbersIn(o);
      const [lo, hi] = interval(pct, margin);
      return lo === 37 && hi === 45;
    });
  },
  [`${S}20`]: (q) => {
    const m = q.passage.match(/!\[([^\]]*)\]\(([^)]+)\)/);
    ensure(m, "no figure in the passage");
    mustContain(q, "random sample of 250 of its 9,000 members", "use the branch office most often");
    const svg = figureSvg(m[2]);
    // the value scale from two axis labels, then each bar's height in members
    const ticks = [...svg.matchAll(/class="yt" x="[\d.]+" y="([\d.]+)"[^>]*>(\d+)</g)].map((t) => [+t[1], +t[2]]);
    ensure(ticks.length >= 2, "the figure has no axis labels");
    const [[y0, v0], [y1, v1]] = [ticks[0], ticks.at(-1)];
    const valueAt = (y) => v0 + ((y - y0) * (v1 - v0)) / (y1 - y0);
    const heights = [...svg.matchAll(/class="bar" x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/g)].map(
      (b) => Math.round((valueAt(+b[1]) - valueAt(+b[1] + +b[2])) * 1000) / 1000,
    );
    const names = [...svg.matchAll(/class="xc"[^>]*>([^<]+)</g)].map((t) => t[1]);
    ensure(heights.length === 4 && names.length === 4, "the figure does not have four labeled bars");
    ensure(heights.reduce((a, b) => a + b, 0) === 250, "the bars do not add up to the 250 sampled members");
    names.forEach((n, i) => ensure(m[1].includes(`${n}, ${heights[i]} members`), `the description does not give ${n}`));
    const branch = heights[names.indexOf("Branch office")];
    expectSpr(q, frac(branch, 250).mul(9000));
  },
  [`${S}21`]: (q) => {
    mustContain(q, "random sample of 150 of the 4,200 students enrolled at Eastlake", "is the population?");
    // the population: the whole group the sample was drawn from and the estimate describes
    const claims = [
      { has: "All 4,200 students enrolled at Eastlake", role: "drawn from" },
      { has: "The 150 students who were selected", role: "sample" },
      { has: "The 39 students in the sample", role: "part of sample" },
      { has: "community colleges in the country", role: "outside" },
    ];
    expectClaims(
      q,
      claims.map((c) => ({ has: c.has, ok: c.role === "drawn from" })),
    );
  },
  [`${S}22`]: (q) => {
    mustContain(q, "2,300 chose to answer", "4.2 days per week");
    const sample = { random: false, experiment: false, population: "app users" };
    const claims = [
      { has: "because 2,300 users is a large sample", claim: "estimate", about: "app users" },
      { has: "causes people to exercise", claim: "cause", about: "app users" },
      { has: "Adults in the country", claim: "estimate", about: "country" },
      { has: "may not represent all the app's users", claim: "caution", about: "app users" },
    ];
    const supported = (c) =>
      c.claim === "caution"
        ? !sample.random
        : c.claim === "cause"
          ? sample.experiment
          : sample.random && c.about === sample.population;
    expectClaims(
      q,
      claims.map((c) => ({ has: c.has, ok: supported(c) })),
    );
  },
  [`${S}23`]: (q) => {
    mustContain(q, "random sample of 1,500 adults", "44% said yes", "2.5 percentage points", "300 were ages 18 to 24");
    mustContain(q, "51% of them said yes", "same confidence level");
    const whole = moeProportion(0.44, 1500);
    ensure(Math.abs(whole - 2.5) < 0.05, "2.5 points is not the margin of a sample of 1,500 at 95%");
    const young = moeProportion(0.51, 300);
    const claims = [
      { has: "greater than 2.5 percentage points", ok: young > 2.5 },
      { has: "less than 2.5 percentage points", ok: young < 2.5 },
      { has: "equal to 2.5 percentage points", ok: close(young, 2.5, 1e-3) },
      { has: "0.5 percentage point", ok: close(young, 0.5, 1e-3) },
    ];
    expectClaims(q, claims);
  },
  [`${S}24`]: (q) => {
    mustContain(q, "15,000 apple trees", "random sample of 300", "36 of them", "3.5 percentage points", "greatest");
    const pct = frac(36, 300).mul(100);
    const [, hi] = interval(pct.num(), 3.5);
    expectSpr(q, dec(String(hi)).div(100).mul(15000));
  },
  [`${S}25`]: (q) => {
    mustContain(q, "random sample of 250", "40% of the riders", "was 6 percentage points", "about 3 percentage points");
    ensure(Math.abs(moeProportion(0.4, 250) - 6) < 0.1, "6 points is not the margin of 250 riders at 95%");
    // the sample size among the choices whose margin of error comes closest to 3 points
    const sizes = q.options.map(num);
    const gap = (n) => Math.abs(moeProportion(0.4, n) - 3);
    const best = sizes.reduce((a, b) => (gap(b) < gap(a) ? b : a));
    numericMcq(q, best, { A: 250 / 2, B: 250 * 2, D: 250 * 16 });
  },
  [`${S}26`]: (q) => {
    const rows = tableRows(q.passage);
    const cell = (r, c) => Number(rows.find((x) => x[0] === r)[rows[0].indexOf(c)]);
    mustContain(
      q,
      "12,000 of the 30,000 households",
      "random sample of 400",
      "apartment households in the city that own a pet",
    );
    ensure(
      cell("Apartment", "Owns a pet") + cell("Apartment", "Does not own a pet") === cell("Apartment", "Total"),
      "row",
    );
    ensure(cell("Apartment", "Total") + cell("House", "Total") === 400, "the sample is not 400 households");
    const apt = frac(cell("Apartment", "Owns a pet"), cell("Apartment", "Total"));
    numericMcq(q, apt.mul(12000), {
      A: frac(cell("Apartment", "Owns a pet"), 400).mul(12000),
      C: frac(cell("Apartment", "Does not own a pet"), cell("Apartment", "Total")).mul(12000),
      D: frac(cell("Total", "Owns a pet"), 400).mul(30000),
    });
  },
  [`${S}27`]: (q) => {
    mustContain(q, "12,000 fire hydrants", "between 1,140 and 1,740", "in percentage points?");
    // search estimates and margins, in tenths of a percentage point, whose interval applied to 12,000 hydrants
    // gives the range: (p - m) tenths of 1% of 12,000 is 12(p - m) hydrants
    const found = [];
    for (let p = 0; p <= 1000; p++)
      for (let m = 1; m <= p; m++) if (12 * (p - m) === 1140 && 12 * (p + m) === 1740) found.push(frac(m, 10));
    ensure(found.length === 1, `${found.length} margins fit the range`);
    expectSpr(q, found[0]);
  },
  [`${S}28`]: (q) => {
    mustContain(q, "directory of the landline telephone numbers", "58% said yes", "3.5 percentage points");
    mustContain(q, "do not have a landline");
    const frame = "landline adults";
    const [lo, hi] = interval(58, 3.5);
    const claims = [
      { has: ["between 54.5% and 61.5% of all the adults in the state"], about: "all adults", claim: "interval" },
      { has: "cannot be biased", about: "all adults", claim: "no bias" },
      { has: "Exactly 58%", about: frame, claim: "exact" },
      {
        has: ["may be outside the interval from 54.5% to 61.5%", "could not be selected"],
        about: "all adults",
        claim: "caution",
      },
    ];
    ensure(lo === 54.5 && hi === 61.5, "the interval is not 58 ± 3.5");
    // the interval is valid only for the list sampled; for anyone left off the list, only the caution holds
    const ok = (c) => (c.claim === "caution" ? c.about !== frame : c.claim === "interval" && c.about === frame);
    expectClaims(
      q,
      claims.map((c) => ({ has: c.has, ok: ok(c) })),
    );
  },
  [`${S}29`]: (q) => {
    mustContain(q, "The first survey, of 300 adults", "between 42% and 50%", "The second survey, of 1,200 adults");
    const first = (50 - 42) / 2;
    const second = first * Math.sqrt(300 / 1200); // the margin scales as 1 / sqrt(n)
    ensure(close(second, moeProportion(0.46, 1200) * (first / moeProportion(0.46, 300))), "scaling disagrees");
    expectOption(q, (o) => {
      const [lo, hi] = numbersIn(o);
      return close((hi - lo) / 2, second);
    });
  },
  [`${S}30`]: (q) => {
    mustContain(q, "2,400 grapevines", "random sample of 60", "6.35 kilograms per vine", "is 0.45 kilogram", "least");
    const [lo] = interval(6.35, 0.45);
    expectSpr(q, dec(String(lo)).mul(2400));
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
