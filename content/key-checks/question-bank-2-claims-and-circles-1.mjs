// Recomputes the keys of the second batch of question-bank questions on evaluating statistical claims
// (observational studies and experiments): qb-statistical-claims-10 … 30 (21 questions). The Circles questions of
// the same batch are checked by question-bank-2-claims-and-circles-2.mjs. Read by `npm run content:check`; run on
// its own (`node content/key-checks/question-bank-2-claims-and-circles-1.mjs`) to check the Markdown files
// without the app.
//
// Every check asserts that the question text holds the facts it uses (mustContain). Numeric answers are
// recounted with whole numbers (students, patients and drivers counted one by one, group sizes found by a scan).
// In a reasoning question each choice is encoded as data (what it claims, about which population, for what
// reason), and a rule decides which claims the study supports: random assignment of a treatment, with a
// significant difference and nothing else differing between the groups, allows cause and effect; random
// sampling from a population allows generalizing to that population and no further; a sample chosen by
// convenience or by who answers is biased toward the people it reaches. Where the rule is about a direction of
// bias or a base rate, a seeded simulation of a population shows it. The check asserts that each choice's text
// says what its data say (key phrases) and that exactly the key is supported. The mutation pass in ./lib proves
// that each check notices a wrong key.
import { ensure, expectClaims, expectSpr, mustContain } from "./lib/assertions.mjs";
import { mean, rng } from "./lib/numeric.mjs";
import { selfTest } from "./lib/pack-files.mjs";
import { Q } from "./lib/rational.mjs";
import { runKeyChecks } from "./lib/run-checks.mjs";

const SKILLS = ["statistical-claims"];

/** Every whole number n with lo <= n <= hi for which pred(n) holds. */
function scan(lo, hi, pred) {
  const hits = [];
  for (let n = lo; n <= hi; n++) if (pred(n)) hits.push(n);
  return hits;
}
function only(list, what) {
  ensure(list.length === 1, `${what}: expected one value, found [${list}]`);
  return list[0];
}
/** A percent of a count, counted out: the k for which k hundredths of the whole make `part` (exact). */
const percentOf = (part, whole) => new Q(BigInt(part) * 100n, BigInt(whole));

/**
 * What a study supports. A cause-and-effect claim needs random assignment, a significant difference and no
 * other systematic difference between the groups; without them the most a significant result shows is an
 * association. A claim holds for the sampled population when the sample was random, else for people like the
 * participants only.
 */
function supported(design) {
  const kind = !design.significant
    ? "no-evidence"
    : design.randomAssignment && !design.confounded
      ? "causal"
      : "association";
  const scope = design.randomSample ? design.population : "like-participants";
  return (c) => c.kind === kind && c.scope === scope;
}
/** Each choice's claim (with its key phrases) judged by the rule; exactly the key must hold. */
function judged(q, rule, claims) {
  expectClaims(
    q,
    claims.map((c) => ({ has: c.has, ok: rule(c) })),
  );
}

const S = "qb-statistical-claims-";
const CHECKS = {
  [`${S}10`]: (q) => {
    mustContain(q, "randomly assigned 48 runners to two groups of 24", "wore the cooling vest", "ordinary shirt");
    // the group asked about, as the study describes it
    const group = { isGroup: true, getsTreatment: false, selectedFromAllRunners: false };
    const role = group.getsTreatment ? "treatment" : "control";
    judged(
      q,
      (c) =>
        c.role === "sample" ? group.selectedFromAllRunners : c.role === "variable" ? !group.isGroup : c.role === role,
      [
        { has: "The treatment group", role: "treatment" },
        { has: "The control group", role: "control" },
        { has: "A random sample of all runners", role: "sample" },
        { has: "A confounding variable", role: "variable" },
      ],
    );
  },
  [`${S}11`]: (q) => {
    mustContain(q, "$\\frac{2}{5}$ of the school's 150 ninth graders", "All the other ninth graders");
    let attend = 0;
    for (let s = 0; s < 150; s++) if ((s + 1) * 5 <= 150 * 2) attend++; // the first 2/5 of a shuffled roster
    expectSpr(q, [150 - attend]);
  },
  [`${S}12`]: (q) => {
    mustContain(q, "48,000 households that compost", "represents all the households in the city");
    judged(q, (c) => c.random && c.frame === "all households", [
      { has: "first 400 households that answer", random: false, frame: "volunteers" },
      { has: "closest to the city's community compost site", random: false, frame: "near the site" },
      { has: "attend a city workshop", random: false, frame: "workshop" },
      { has: "at random from a list of all the households", random: true, frame: "all households" },
    ]);
  },
  [`${S}13`]: (q) => {
    mustContain(q, "bottles of sunscreen sold", "swimmers rescued", "without sunscreen sales having any effect");
    // a confounder is linked to both variables and changes from one day to the next
    judged(q, (c) => c.linksSales && c.linksRescues && c.variesByDay, [
      { has: "hot, sunny days", linksSales: true, linksRescues: true, variesByDay: true },
      { has: "had not put on any sunscreen", linksSales: false, linksRescues: true, variesByDay: false },
      { has: "stayed the same every day of the summer", linksSales: true, linksRescues: false, variesByDay: false },
      {
        has: "in the afternoon rather than in the morning",
        linksSales: false,
        linksRescues: true,
        variesByDay: false,
      },
    ]);
  },
  [`${S}14`]: (q) => {
    mustContain(q, "surveyed 250 adults as they left the town's largest fitness center", "6.5 hours per week");
    // a town of 20,000 adults; the chance of meeting one at the fitness center grows with the hours exercised
    const r = rng(14);
    const town = Array.from({ length: 20000 }, () => (r() < 0.3 ? 0 : 12 * r() ** 2));
    const sample = [];
    while (sample.length < 250) {
      const h = town[Math.floor(r() * town.length)];
      if (r() < h / 12) sample.push(h);
    }
    const gap = mean(sample) - mean(town);
    const direction = gap > 0.5 ? "greater" : gap < -0.5 ? "less" : "close";
    judged(q, (c) => c.direction === direction, [
      { has: ["close to the mean", "250 adults is a large sample"], direction: "close" },
      { has: ["close to the mean", "the largest in the town"], direction: "close" },
      { has: "greater than the mean", direction: "greater" },
      { has: "less than the mean", direction: "less" },
    ]);
  },
  [`${S}15`]: (q) => {
    mustContain(q, "2,350 campsite reservations", "selected 4% of the July reservations at random");
    expectSpr(q, [
      only(
        scan(0, 2350, (k) => k * 100 === 4 * 2350),
        "reservations",
      ),
    ]);
  },
  [`${S}16`]: (q) => {
    mustContain(
      q,
      "same color and taste but no medicine",
      "randomly assigned 180 adults with colds to two groups of 90",
    );
    // what a placebo changes in the design: only what the control group believes it is taking
    const placeboControls = "expectations";
    judged(q, (c) => c.controls === placeboControls, [
      { has: "the same number of adults", controls: "group size" },
      { has: "generalized to all adults with colds", controls: "who is studied" },
      { has: "the adults' expectations", controls: "expectations" },
      { has: "recover from their colds more quickly", controls: "health of the control group" },
    ]);
  },
  [`${S}17`]: (q) => {
    mustContain(q, "recruited 100 hikers", "used a random process to decide which 50");
    // a random split of 100 recruits with varied experience: the two halves' mean experience nearly agree
    const r = rng(17);
    const years = Array.from({ length: 100 }, () => Math.floor(r() * 30));
    const order = years.map((y) => [r(), y]).sort((a, b) => a[0] - b[0]);
    const [g1, g2] = [order.slice(0, 50), order.slice(50)].map((g) => mean(g.map(([, y]) => y)));
    const balances = Math.abs(g1 - g2) < 0.25 * mean(years);
    // random assignment balances the groups; generalizing needs random sampling; size and blinding need no randomness
    judged(q, (c) => c.purpose === "balance" && balances, [
      { has: "alike, on average, in other ways", purpose: "balance" },
      { has: "applied to all the hikers in the country", purpose: "generalize" },
      { has: "contains exactly 50 hikers", purpose: "size" },
      { has: "keep the hikers from knowing", purpose: "blinding" },
    ]);
  },
  [`${S}18`]: (q) => {
    mustContain(q, "randomly assigned 250 patients", "two groups of equal size", "110 patients", "85 patients");
    const size = only(
      scan(1, 250, (n) => 2 * n === 250),
      "group size",
    );
    expectSpr(q, [percentOf(110, size).sub(percentOf(85, size))]);
  },
  [`${S}19`]: (q) => {
    mustContain(q, "1,200 households selected at random from a county", "causes a household to spend less");
    const design = { randomSample: true, randomAssignment: false, n: 1200 };
    judged(q, (c) => c.ok, [
      { has: "selected at random from the county", ok: !design.randomSample },
      { has: "too small to show any relationship", ok: design.n < 30 },
      { has: "may still buy some of their vegetables", ok: false }, // says nothing about the cause
      { has: "not randomly assigned to have a garden", ok: !design.randomAssignment },
    ]);
  },
  [`${S}20`]: (q) => {
    mustContain(
      q,
      "3,000 households selected at random",
      "Only 270 surveys were returned",
      "visit a library at least once a week",
    );
    const responseRate = 270 / 3000;
    const respondentsDiffer = true; // mostly weekly visitors, as the text says
    judged(q, (c) => c.ok, [
      { has: "selected at random, so the sample could not represent", ok: false }, // random selection is the strength
      { has: "may differ from those that did not", ok: responseRate < 0.5 && respondentsDiffer },
      { has: "sent to every household", ok: false }, // a random sample needs no census
      { has: "too few for the results of any survey", ok: 270 < 30 },
    ]);
  },
  [`${S}21`]: (q) => {
    mustContain(
      q,
      "420 ninth graders, 390 tenth graders, 360 eleventh graders, and 330 twelfth graders",
      "sample of 100",
    );
    const grades = [420, 390, 360, 330];
    const total = grades.reduce((s, g) => s + g, 0);
    // each grade's share of 100 seats, seat by seat: n seats for a grade when n / 100 = grade / total
    const seats = grades.map((g) =>
      only(
        scan(0, 100, (n) => n * total === g * 100),
        "seats",
      ),
    );
    ensure(seats.reduce((s, n) => s + n, 0) === 100, "the seats do not add to 100");
    expectSpr(q, [seats[2]]);
  },
  [`${S}22`]: (q) => {
    mustContain(
      q,
      "9,000 members",
      "selected 200 of the members who work night shifts at random",
      "randomly assigned 100",
    );
    mustContain(q, "significantly fewer sleep problems");
    const design = { randomSample: true, population: "night-shift members", randomAssignment: true, significant: true };
    judged(q, supported(design), [
      { has: "for the association's members who work night shifts", kind: "causal", scope: "night-shift members" },
      { has: "for all 9,000 members of the association", kind: "causal", scope: "all members" },
      { has: "cannot be said to cause fewer problems", kind: "association", scope: "night-shift members" },
      {
        has: ["for the 100 nurses who wore them", "cannot be applied to any other nurses"],
        kind: "causal",
        scope: "sample",
      },
    ]);
  },
  [`${S}23`]: (q) => {
    mustContain(q, "students who chose to use a flashcard app", "causes higher quiz scores");
    // each change, as the design it would give: cause and effect needs the app assigned at random
    judged(q, (c) => c.assignment === "random", [
      { has: "Including twice as many students", assignment: "chosen", sampling: "class" },
      { has: "Selecting students at random from the whole school", assignment: "chosen", sampling: "random" },
      { has: "how many minutes per week", assignment: "chosen", sampling: "class" },
      { has: "Randomly assigning some students to use the app", assignment: "random", sampling: "class" },
    ]);
  },
  [`${S}24`]: (q) => {
    mustContain(q, "students who work as peer tutors have higher grade point averages", "raises students' grades");
    // a fact weakens a causal claim when it explains the association without the cause
    judged(q, (c) => c.effect === "explains the association without the cause", [
      { has: "selected at random from all the students", effect: "generalizes the association" },
      { has: "helps them understand it better", effect: "suggests a mechanism" },
      { has: "already high before they applied", effect: "explains the association without the cause" },
      { has: "statistically significant", effect: "rules out chance" },
    ]);
  },
  [`${S}25`]: (q) => {
    mustContain(q, "500 people at random from the list of everyone who bought a monthly rail pass in a city last year");
    const frame = "rail-pass buyers in the city last year";
    judged(q, (c) => c.scope === frame, [
      { has: "All the people who travel to work in the city", scope: "city workers" },
      { has: "All the people who bought a monthly rail pass in the city last year", scope: frame },
      { has: "Only the 500 people", scope: "sample" },
      { has: "ride trains to work in any city in the country", scope: "country train riders" },
    ]);
  },
  [`${S}26`]: (q) => {
    mustContain(q, "1,500 residents selected at random", "40% returned the survey");
    mustContain(q, "$\\frac{3}{4}$ of the residents who returned it said they support");
    let returned = 0;
    for (let i = 1; i <= 1500; i++) if (i * 100 <= 1500 * 40) returned++;
    let support = 0;
    for (let i = 1; i <= returned; i++) if (i * 4 <= returned * 3) support++;
    expectSpr(q, [percentOf(support, 1500)]);
  },
  [`${S}27`]: (q) => {
    mustContain(q, "Study 1: Researchers selected 800 adults at random from all the adults in a city");
    mustContain(q, "Study 2: Researchers recruited 120 adult volunteers", "randomly assigned 60 of the volunteers");
    const studies = {
      1: { randomSample: true, randomAssignment: false },
      2: { randomSample: false, randomAssignment: true },
    };
    const ids = Object.keys(studies).map(Number);
    const causal = ids.filter((i) => studies[i].randomAssignment);
    const general = ids.filter((i) => studies[i].randomSample);
    const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
    judged(q, (c) => same(c.causal, causal) && same(c.general, general), [
      { has: "Both studies support", causal: [1, 2], general: [1, 2] },
      { has: "Study 1 supports a cause-and-effect conclusion", causal: [1], general: [] },
      { has: "Neither study supports any conclusion", causal: [], general: [] },
      { has: "Only Study 2 supports a cause-and-effect conclusion", causal: [2], general: [1] },
    ]);
  },
  [`${S}28`]: (q) => {
    mustContain(q, "all 140 bridges in the state that were built more than 100 years ago", "85% of these bridges");
    // if 85% of the bridges built were stone and every material survived equally, the survivors are 85% stone too
    const r = rng(28);
    let stone = 0;
    let left = 0;
    for (let i = 0; i < 100000; i++) {
      const isStone = r() < 0.85;
      if (r() < 0.3) {
        left++;
        if (isStone) stone++;
      }
    }
    const sameShareWithoutAdvantage = Math.abs(stone / left - 0.85) < 0.01;
    const census = true; // every such bridge was examined
    judged(q, (c) => c.ok, [
      { has: "even if stone lasts no longer", ok: sameShareWithoutAdvantage },
      { has: "instead of a random sample of them", ok: !census },
      { has: "too small for a percent", ok: !census && 140 < 30 },
      { has: "can also last more than 100 years", ok: false }, // exceptions do not refute a tendency
    ]);
  },
  [`${S}29`]: (q) => {
    mustContain(
      q,
      "randomly assigned 240 second graders to 10 classes",
      "4 classes that used the new program had 15 students",
    );
    mustContain(q, "6 classes that used the district's old program had 30 students", "significantly higher");
    const [newKids, oldKids] = [4 * 15, 6 * 30];
    ensure(newKids + oldKids === 240 && 4 + 6 === 10, "the classes do not hold the 240 students");
    const design = { randomAssignment: true, significant: true, sizesDiffer: 15 !== 30 };
    judged(q, (c) => c.ok, [
      { has: "were not alike", ok: !design.randomAssignment },
      { has: "also much smaller", ok: design.sizesDiffer },
      { has: "cannot be compared", ok: newKids === 0 || oldKids === 0 },
      { has: "could easily be due to chance alone", ok: !design.significant },
    ]);
  },
  [`${S}30`]: (q) => {
    mustContain(
      q,
      "randomly assigned 240 student drivers",
      "3 times as many student drivers assigned to the new program",
    );
    mustContain(q, "126 passed", "27 passed");
    const standard = only(
      scan(1, 240, (s) => 3 * s + s === 240),
      "standard group",
    );
    expectSpr(q, [percentOf(126, 3 * standard).sub(percentOf(27, standard))]);
  },
};

/** @param {Map<string, {id,type,passage,prompt,options?,correctOption?,acceptedAnswers?,explanation}>} questions */
export function checkKeys(questions) {
  return runKeyChecks(CHECKS, questions, (id) =>
    SKILLS.some((s) => new RegExp(`^qb-${s}-(1[0-9]|2[0-9]|30)$`).test(id)),
  );
}

selfTest(import.meta.url, checkKeys, SKILLS);
