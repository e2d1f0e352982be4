import type { ContentQuestion } from "../content/question.schema.js";
import type { Difficulty, Section } from "../content/taxonomy.js";
import { itemParameters } from "./calibration.js";
import { estimateAbility, type AbilityEstimate, type ItemResponse } from "./irt.js";
import { module2Key, type Module2Route } from "./routing.js";

export interface ScoredItem {
  difficulty: Difficulty;
  type: ContentQuestion["type"];
  module: "module1" | "module2";
  /** Graded on the server; an unanswered question is simply not correct. */
  correct: boolean;
}

export interface SectionScoreInput {
  section: Section;
  /** The module 2 the student was given; it decides how module 2 items are calibrated. */
  route: Module2Route;
  items: readonly ScoredItem[];
}

export interface SectionScore {
  rawCorrect: number;
  rawTotal: number;
  /** 200 to 800 in steps of 10. */
  scaled: number;
}

export const SECTION_SCALE = { min: 200, max: 800, step: 10 } as const;

/**
 * Theta to scale score: straight lines between these [theta, score] knots, flat beyond the ends.
 * - (0, 550): the middle test taker. Placed so that the paper-test data points of sat-facts land
 *   in range (Reading and Writing 33/66 at about 470, Math 33/54 at about 550; see docs/scoring.md).
 * - (-1.9, 200): the floor. Guessing makes a run of wrong answers weak evidence and the prior pulls
 *   toward the middle, so a student with every answer wrong is estimated only at about -2.0 to -2.6;
 *   the floor sits above that, with room for modules holding more hard questions than usual, so
 *   that all wrong scores 200 as on the real test.
 * - (2.5, 800): the ceiling. Every answer right on the harder route gives about 2.7; missing one
 *   hard question gives about 2.4, which scores 780 to 790, so 800 is kept for a perfect section.
 * The lower segment is steeper (184 points per unit against 100) because the same guessing and
 * prior squeeze the estimates of weak students toward the middle; the steeper line spreads them
 * back over 200 to 550.
 */
export const SCALE_ANCHORS: readonly (readonly [theta: number, scaled: number])[] = [
  [-1.9, 200],
  [0, 550],
  [2.5, 800],
];

/**
 * sat-facts: the easier route caps the section at roughly 600 to 650. The model already keeps
 * every pattern that the routing rule can send to the easier module at or below about 610; this
 * ceiling only binds for a pattern the router cannot produce (more than the threshold right in
 * module 1, yet given the easier module 2), for which the easier module holds no evidence above 650.
 */
export const EASIER_ROUTE_MAX_SCALED = 650;

/** Monotone: the knots rise in both coordinates and rounding to the step keeps the order. */
export function thetaToScaled(theta: number): number {
  const first = SCALE_ANCHORS[0];
  const last = SCALE_ANCHORS[SCALE_ANCHORS.length - 1];
  if (!first || !last) throw new Error("SCALE_ANCHORS is empty");
  let raw = theta <= first[0] ? first[1] : last[1];
  for (let i = 1; i < SCALE_ANCHORS.length; i++) {
    const lower = SCALE_ANCHORS[i - 1];
    const upper = SCALE_ANCHORS[i];
    if (!lower || !upper || theta <= lower[0] || theta > upper[0]) continue;
    raw = lower[1] + ((upper[1] - lower[1]) * (theta - lower[0])) / (upper[0] - lower[0]);
  }
  const stepped = Math.round(raw / SECTION_SCALE.step) * SECTION_SCALE.step;
  return Math.min(SECTION_SCALE.max, Math.max(SECTION_SCALE.min, stepped));
}

/** The 3PL responses of a section: each item calibrated for the module it sat in. */
export function sectionResponses(input: SectionScoreInput): ItemResponse[] {
  return input.items.map((item) => ({
    ...itemParameters(item, item.module === "module1" ? "module1" : module2Key(input.route)),
    correct: item.correct,
  }));
}

/** The ability estimate behind a section score, before the scale and the easier-route ceiling. */
export function sectionAbility(input: SectionScoreInput): AbilityEstimate {
  return estimateAbility(sectionResponses(input));
}

export function scoreSection(input: SectionScoreInput): SectionScore {
  if (input.items.length === 0) throw new RangeError("A section score needs at least one item");
  if (input.section === "reading-writing" && input.items.some((item) => item.type === "spr"))
    throw new RangeError("Reading and Writing has no student-produced responses");
  const modelScaled = thetaToScaled(sectionAbility(input).theta);
  return {
    rawCorrect: input.items.filter((item) => item.correct).length,
    rawTotal: input.items.length,
    scaled: input.route === "easier" ? Math.min(modelScaled, EASIER_ROUTE_MAX_SCALED) : modelScaled,
  };
}

function assertSectionScaled(name: string, value: number): void {
  if (
    !Number.isInteger(value) ||
    value < SECTION_SCALE.min ||
    value > SECTION_SCALE.max ||
    value % SECTION_SCALE.step !== 0
  )
    throw new RangeError(`${name} must be a section score from 200 to 800 in steps of 10, got ${value}`);
}

/** Total score, 400 to 1600: the sum of the two section scores, as on the real test. */
export function totalScore(readingWriting: number, math: number): number {
  assertSectionScaled("readingWriting", readingWriting);
  assertSectionScaled("math", math);
  return readingWriting + math;
}
