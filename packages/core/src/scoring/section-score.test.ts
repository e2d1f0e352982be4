import { describe, expect, it } from "vitest";
import { MODULE_QUESTION_COUNT, SECTIONS, type Section } from "../content/taxonomy.js";
import { ROUTING_THRESHOLDS, type Module2Route } from "./routing.js";
import {
  EASIER_ROUTE_MAX_SCALED,
  SCALE_ANCHORS,
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
    expect(scoreSection({ section, route: "harder", items })).toEqual({
      rawCorrect: 2 * MODULE_QUESTION_COUNT[section],
      rawTotal: 2 * MODULE_QUESTION_COUNT[section],
      scaled: 800,
    });
  });

  it.each(SECTIONS.flatMap((section) => ROUTES.map((route) => [section, route] as const)))(
    "%s: every answer wrong on the %s route gives 200",
    (section, route) => {
      const items = adaptiveSection(section, route);
      expect(scoreSection({ section, route, items })).toEqual({ rawCorrect: 0, rawTotal: items.length, scaled: 200 });
    },
  );

  it("keeps 800 and 200 for modules that lean further towards hard or easy questions", () => {
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
      expect(scaled("math", "harder", items)).toBe(200);
      expect(scaled("math", "easier", items)).toBe(200);
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

describe("thetaToScaled", () => {
  it("goes through its anchors and is flat beyond the ends", () => {
    for (const [theta, score] of SCALE_ANCHORS) expect(thetaToScaled(theta)).toBe(score);
    expect(thetaToScaled(-4)).toBe(200);
    expect(thetaToScaled(4)).toBe(800);
    expect(thetaToScaled(-1.9 / 2)).toBe(380);
    expect(thetaToScaled(1.25)).toBe(680);
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
