import { describe, expect, it } from "vitest";
import { MODULE_QUESTION_COUNT, SECTIONS, type Section } from "../content/taxonomy.js";
import { ROUTING_THRESHOLDS, type Module2Route } from "./routing.js";
import {
  EASIER_ROUTE_MAX_SCALED,
  SCALE_KNOTS,
  scaleValue,
  scoreSection,
  sectionAbility,
  thetaToScaled,
  totalScore,
  type ScoredItem,
} from "./section-score.js";
import { adaptiveSection, linearForm, seededRandom, typicalPattern } from "./test-forms.js";

const ROUTES: readonly Module2Route[] = ["easier", "harder"];
const allRight = (items: readonly ScoredItem[]) => items.map((item) => ({ ...item, correct: true }));
const scaled = (section: Section, route: Module2Route, items: readonly ScoredItem[]) =>
  scoreSection({ section, route, items }).scaled;
/** The model's own score, before the easier-route ceiling. */
const modelScaled = (section: Section, route: Module2Route, items: readonly ScoredItem[]) =>
  thetaToScaled(sectionAbility({ section, route, items }).theta);

describe("scoreSection: fixed points", () => {
  it.each(SECTIONS)("%s: every answer right on the harder route gives 800", (section) => {
    const items = allRight(adaptiveSection(section, "harder"));
    expect(scoreSection({ section, route: "harder", items })).toMatchObject({
      rawCorrect: 2 * MODULE_QUESTION_COUNT[section],
      rawTotal: 2 * MODULE_QUESTION_COUNT[section],
      scaled: 800,
    });
  });

  // Every answer wrong is estimated at -2.6 to -2.7 on the easier route (docs/scoring.md, section 5):
  // the questions cannot tell such a student from one who guesses, and the scale's bottom is flat.
  it.each(SECTIONS)("%s: every answer wrong on the easier route gives 250 to 270", (section) => {
    const items = adaptiveSection(section, "easier");
    const score = scoreSection({ section, route: "easier", items });
    expect(score).toMatchObject({ rawCorrect: 0, rawTotal: items.length });
    expect(score.scaled).toBeGreaterThanOrEqual(250);
    expect(score.scaled).toBeLessThanOrEqual(270);
  });

  it.each(SECTIONS)("%s: one miss anywhere on the harder route gives 790", (section) => {
    const form = adaptiveSection(section, "harder");
    for (let miss = 0; miss < form.length; miss++)
      expect(
        scaled(
          section,
          "harder",
          form.map((item, i) => ({ ...item, correct: i !== miss })),
        ),
      ).toBe(790);
  });

  it("keeps 800 for modules that lean further towards hard or easy questions, and all wrong at the bottom", () => {
    const mixes = [
      { module1: { E: 6, M: 9, H: 7 }, module2: { E: 1, M: 7, H: 14 } },
      { module1: { E: 8, M: 8, H: 6 }, module2: { E: 6, M: 9, H: 7 } },
      { module1: { E: 7, M: 7, H: 8 }, module2: { E: 0, M: 4, H: 18 } },
    ];
    for (const mix of mixes) {
      const build = (counts: Record<"E" | "M" | "H", number>, module: ScoredItem["module"]) =>
        (["E", "M", "H"] as const).flatMap((difficulty) =>
          Array.from({ length: counts[difficulty] }, (_, i) => ({
            difficulty,
            type: i % 4 === 3 ? ("spr" as const) : ("mcq" as const),
            module,
            correct: false,
          })),
        );
      const items = [...build(mix.module1, "module1"), ...build(mix.module2, "module2")];
      expect(scaled("math", "harder", allRight(items))).toBe(800);
      expect(scaled("math", "harder", items)).toBeLessThanOrEqual(310);
      expect(scaled("math", "easier", items)).toBeLessThanOrEqual(300);
    }
  });

  it("counts raw answers as given", () => {
    const items = adaptiveSection("math", "easier").map((item, i) => ({ ...item, correct: i % 3 === 0 }));
    expect(scoreSection({ section: "math", route: "easier", items })).toMatchObject({ rawCorrect: 15, rawTotal: 44 });
  });
});

describe("scoreSection: more right answers never lower the score", () => {
  it.each(SECTIONS.flatMap((section) => ROUTES.map((route) => [section, route] as const)))(
    "%s, %s route: flipping wrong answers to right one at a time over random patterns",
    (section, route) => {
      const random = seededRandom(section.length * 7919 + route.length);
      const form = adaptiveSection(section, route);
      let flips = 0;
      for (let pattern = 0; pattern < 60; pattern++) {
        const skill = random();
        const items = form.map((item) => ({ ...item, correct: random() < skill }));
        const wrong = items.flatMap((item, i) => (item.correct ? [] : [i]));
        // Flip in a random order, so that easy and hard, early and late questions all get their turn.
        for (let i = wrong.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [wrong[i], wrong[j]] = [wrong[j] ?? 0, wrong[i] ?? 0];
        }
        let theta = sectionAbility({ section, route, items }).theta;
        let score = scaled(section, route, items);
        for (const index of wrong) {
          const item = items[index];
          if (!item) throw new Error("index out of range");
          item.correct = true;
          const nextTheta = sectionAbility({ section, route, items }).theta;
          const nextScore = scaled(section, route, items);
          expect(nextTheta, `pattern ${pattern}, item ${index}`).toBeGreaterThan(theta);
          expect(nextScore, `pattern ${pattern}, item ${index}`).toBeGreaterThanOrEqual(score);
          theta = nextTheta;
          score = nextScore;
          flips += 1;
        }
      }
      expect(flips).toBeGreaterThan(800);
    },
    30_000,
  );
});

describe("scoreSection: the easier route caps the section", () => {
  it.each(SECTIONS)("%s: every answer right on the easier route scores at most 650", (section) => {
    const score = scaled(section, "easier", allRight(adaptiveSection(section, "easier")));
    expect(score).toBeLessThanOrEqual(EASIER_ROUTE_MAX_SCALED);
    expect(EASIER_ROUTE_MAX_SCALED).toBeLessThanOrEqual(650);
  });

  it.each(SECTIONS)(
    "%s: the model alone keeps every pattern the router can send to the easier module between 550 and 650",
    (section) => {
      // Best case on this route: one module 1 answer short of the threshold, all of module 2 right.
      // Greedy: add, one at a time, the module 1 right answer that raises the estimate most.
      const size = MODULE_QUESTION_COUNT[section];
      const form = adaptiveSection(section, "easier");
      const module1 = form.slice(0, size);
      const module2 = allRight(form.slice(size));
      for (let added = 0; added < ROUTING_THRESHOLDS[section] - 1; added++) {
        let best = -1;
        let bestTheta = Number.NEGATIVE_INFINITY;
        module1.forEach((item, i) => {
          if (item.correct) return;
          const trial = module1.map((other, j) => (j === i ? { ...other, correct: true } : other));
          const theta = sectionAbility({ section, route: "easier", items: [...trial, ...module2] }).theta;
          if (theta > bestTheta) [best, bestTheta] = [i, theta];
        });
        module1[best] = { ...(module1[best] as ScoredItem), correct: true };
      }
      const best = modelScaled(section, "easier", [...module1, ...module2]);
      expect(best).toBeLessThanOrEqual(650);
      // sat-facts: "roughly 600 to 650"; a cap far below would make the easier route a trap.
      expect(best).toBeGreaterThanOrEqual(580);

      const random = seededRandom(size);
      for (let pattern = 0; pattern < 100; pattern++) {
        const right = new Set<number>();
        while (right.size < ROUTING_THRESHOLDS[section] - 1) right.add(Math.floor(random() * size));
        const items = [...form.slice(0, size).map((item, i) => ({ ...item, correct: right.has(i) })), ...module2];
        expect(modelScaled(section, "easier", items)).toBeLessThanOrEqual(best);
      }
    },
  );
});

describe("scoreSection: published paper-test data points (sat-facts)", () => {
  // A linear form is scored with module 1 calibration on the same ability scale (see test-forms.ts);
  // sat-facts gives ranges, and the model must land within 30 points of them.
  it("Reading and Writing: raw 33 of 66 lands within 30 points of 470 to 490", () => {
    const items = typicalPattern("reading-writing", "harder", linearForm("reading-writing", 66), 33);
    const score = scaled("reading-writing", "harder", items);
    expect(score).toBeGreaterThanOrEqual(470 - 30);
    expect(score).toBeLessThanOrEqual(490 + 30);
  });

  it("Math: raw 33 of 54 lands within 30 points of 510 to 540", () => {
    const items = typicalPattern("math", "harder", linearForm("math", 54), 33);
    expect(items.filter((item) => item.correct)).toHaveLength(33);
    expect(items.filter((item) => item.type === "spr").length).toBeGreaterThanOrEqual(13);
    const score = scaled("math", "harder", items);
    expect(score).toBeGreaterThanOrEqual(510 - 30);
    expect(score).toBeLessThanOrEqual(540 + 30);
  });

  it("scores a linear form the same whichever route is named: it has no module 2", () => {
    const items = typicalPattern("math", "harder", linearForm("math", 54), 33);
    expect(scaled("math", "easier", items)).toBe(scaled("math", "harder", items));
  });
});

describe("scoreSection: which answers were right matters, not just how many", () => {
  it.each(SECTIONS)("%s: the same raw score is worth more on the harder route", (section) => {
    const size = MODULE_QUESTION_COUNT[section];
    const threshold = ROUTING_THRESHOLDS[section];
    const harder = adaptiveSection(section, "harder");
    const easier = adaptiveSection(section, "easier");
    const module1 = typicalPattern(section, "harder", harder.slice(0, size), threshold);
    const rightInModule2 = Math.round(size / 2);
    const onHarder = [...module1, ...typicalPattern(section, "harder", harder.slice(size), rightInModule2)];
    const onEasier = [...module1, ...typicalPattern(section, "easier", easier.slice(size), rightInModule2)];
    expect(scoreSection({ section, route: "harder", items: onHarder }).rawCorrect).toBe(threshold + rightInModule2);
    expect(scoreSection({ section, route: "easier", items: onEasier }).rawCorrect).toBe(threshold + rightInModule2);
    expect(scaled(section, "harder", onHarder)).toBeGreaterThan(scaled(section, "easier", onEasier));
  });

  // Two answers swap: the same raw score, the same other answers, a different estimate.
  const swapOne = (section: Section, rawCorrect: number, pick: (item: ScoredItem) => "right" | "wrong" | null) => {
    const form = typicalPattern(section, "harder", adaptiveSection(section, "harder"), rawCorrect);
    const right = form.findIndex((item) => pick(item) === "right");
    const wrong = form.findIndex((item) => pick(item) === "wrong");
    if (right < 0 || wrong < 0) throw new Error("the form lacks the questions to swap");
    const theta = (rightIndex: number, wrongIndex: number) =>
      sectionAbility({
        section,
        route: "harder",
        items: form.map((item, i) =>
          i === rightIndex ? { ...item, correct: true } : i === wrongIndex ? { ...item, correct: false } : item,
        ),
      }).theta;
    return { asPicked: theta(right, wrong), swapped: theta(wrong, right) };
  };

  it("a typed (spr) answer, which cannot be guessed, counts for more than a multiple-choice one", () => {
    const { asPicked, swapped } = swapOne("math", 30, (item) =>
      item.module !== "module2" || item.difficulty !== "M" ? null : item.type === "spr" ? "right" : "wrong",
    );
    expect(asPicked).toBeGreaterThan(swapped + 0.01);
  });

  it("a hard question right next to a missed easy one is read partly as a lucky guess", () => {
    const { asPicked, swapped } = swapOne("reading-writing", 38, (item) =>
      item.module !== "module2" ? null : item.difficulty === "E" ? "right" : item.difficulty === "H" ? "wrong" : null,
    );
    expect(asPicked).toBeGreaterThan(swapped + 0.01);
  });
});

describe("scoreSection: input checks", () => {
  it("refuses a section without items", () => {
    expect(() => scoreSection({ section: "math", route: "harder", items: [] })).toThrow(RangeError);
  });

  it("refuses a typed answer in Reading and Writing", () => {
    const items: ScoredItem[] = [{ difficulty: "M", type: "spr", module: "module1", correct: true }];
    expect(() => scoreSection({ section: "reading-writing", route: "harder", items })).toThrow(/student-produced/);
  });
});

describe("the scale", () => {
  it("goes through its knots and is flat beyond the ends", () => {
    for (const [theta, score] of SCALE_KNOTS) {
      expect(scaleValue(theta)).toBeCloseTo(score, 10);
      expect(thetaToScaled(theta)).toBe(Math.round(score / 10) * 10);
    }
    expect(thetaToScaled(-4)).toBe(200);
    expect(thetaToScaled(4)).toBe(800);
    // Halfway between two knots the cubic's value, by hand (Hermite basis at t = 1/2: 1/2, 1/8, 1/2, -1/8):
    // between (-1, 410) and (0, 520) the secants are (410-300)/1.2 = 91.67 and 110, so the slope at -1 is
    // (w0 + w1) / (w0/91.67 + w1/110) with w0 = 2·1 + 1.2 = 3.2, w1 = 1 + 2·1.2 = 3.4: 6.6 / 0.06582 = 100.27;
    // at 0 the secants are 110 and (615-520)/0.8 = 118.75, w0 = 2·0.8 + 1 = 2.6, w1 = 0.8 + 2 = 2.8:
    // 5.4 / 0.047218 = 114.36. Value at -0.5: 410/2 + 520/2 + (100.27 - 114.36)/8 = 465 - 1.76 = 463.24.
    expect(scaleValue(-0.5)).toBeCloseTo(463.24, 1);
    expect(thetaToScaled(-0.5)).toBe(460);
  });

  it("rises monotonically from 200 to 800 in steps of 10", () => {
    let previous = 200;
    for (let theta = -4; theta <= 4; theta += 0.001) {
      const score = thetaToScaled(theta);
      expect(score % 10).toBe(0);
      expect(score).toBeGreaterThanOrEqual(previous);
      expect(score).toBeLessThanOrEqual(800);
      previous = score;
    }
    expect(previous).toBe(800);
  });

  it("is smooth: strictly rising between the end knots, with a slope that never jumps (no kink)", () => {
    const slope = (theta: number, h = 1e-5) => (scaleValue(theta + h) - scaleValue(theta - h)) / (2 * h);
    const first = SCALE_KNOTS[0]?.[0] ?? 0;
    const last = SCALE_KNOTS[SCALE_KNOTS.length - 1]?.[0] ?? 0;
    let previous = slope(first + 0.001);
    for (let theta = first + 0.002; theta < last; theta += 0.001) {
      const now = slope(theta);
      expect(now, `slope at ${theta.toFixed(3)}`).toBeGreaterThan(0);
      // A kink shows as a jump of the slope between neighbouring points: the old scale jumped by 84.
      expect(Math.abs(now - previous), `slope change at ${theta.toFixed(3)}`).toBeLessThan(1);
      previous = now;
    }
    // Across every knot, from either side.
    for (const [theta] of SCALE_KNOTS.slice(1, -1))
      expect(Math.abs(slope(theta - 1e-4, 1e-6) - slope(theta + 1e-4, 1e-6))).toBeLessThan(0.1);
    expect(slope(first - 0.5)).toBe(0);
    expect(slope(last + 0.5)).toBe(0);
  });

  it("spends its points where the test measures: about 100 to 125 per unit in the middle, less at the ends", () => {
    const slope = (theta: number) => (scaleValue(theta + 1e-4) - scaleValue(theta - 1e-4)) / 2e-4;
    for (const theta of [-1, -0.5, 0, 0.5, 1]) {
      expect(slope(theta)).toBeGreaterThanOrEqual(95);
      expect(slope(theta)).toBeLessThanOrEqual(130);
    }
    expect(slope(-2.5)).toBeLessThan(90);
    expect(slope(2.3)).toBeLessThan(50);
  });

  it.each(SECTIONS)("%s: every score from 700 to 800 is reachable on the harder route", (section) => {
    // Patterns with 0 to 12 answers wrong (every single miss, then random sets that keep the harder route).
    const form = adaptiveSection(section, "harder");
    const size = MODULE_QUESTION_COUNT[section];
    const reached = new Set<number>();
    const random = seededRandom(31);
    for (let misses = 0; misses <= 12; misses++)
      for (let trial = 0; trial < (misses <= 1 ? form.length : 120); trial++) {
        const wrong = new Set<number>(misses === 1 ? [trial] : []);
        while (wrong.size < misses) wrong.add(Math.floor(random() * form.length));
        if ([...wrong].filter((i) => i < size).length > size - ROUTING_THRESHOLDS[section]) continue;
        reached.add(
          scaled(
            section,
            "harder",
            form.map((item, i) => ({ ...item, correct: !wrong.has(i) })),
          ),
        );
      }
    for (let score = 700; score <= 800; score += 10) expect(reached, `${score}`).toContain(score);
  });
});

describe("totalScore", () => {
  it("adds the two section scores: 400 to 1600", () => {
    expect(totalScore(200, 200)).toBe(400);
    expect(totalScore(800, 800)).toBe(1600);
    expect(totalScore(470, 550)).toBe(1020);
  });

  it.each([
    [190, 500],
    [500, 810],
    [555, 500],
    [Number.NaN, 500],
    [500.5, 500],
  ])("refuses %s + %s: not two section scores", (readingWriting, math) => {
    expect(() => totalScore(readingWriting, math)).toThrow(RangeError);
  });
});
