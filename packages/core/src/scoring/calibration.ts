import type { ContentQuestion, ModuleKey } from "../content/question.schema.js";
import type { Difficulty } from "../content/taxonomy.js";
import type { ItemParameters } from "./irt.js";

/**
 * Item parameters for the 3PL model, derived from what a question carries: its difficulty label,
 * its type and the module it sits in. The College Board publishes no item statistics, so these are
 * a model, not measurements; docs/scoring.md explains how they were chosen and checked.
 *
 * The ability scale (theta) is that of the standard normal prior: 0 is the middle test taker and
 * one unit is one standard deviation of the population.
 */

/**
 * One discrimination for every item: the labels say nothing about it. 1.2 (with the 1.7 scaling
 * constant) is a moderate value; together with the spread of b below it was tuned so that the
 * published paper-test data points land in range (a flatter model pulls Reading and Writing 33/66
 * down and pushes Math 33/54 up).
 */
export const DISCRIMINATION = 1.2;

/**
 * Difficulty of a module 1 question by label. Module 1 is the broad mix every student sees, so its
 * bands sit around the middle of the population: a median student (theta 0) answers about 85% of
 * easy, 63% of medium and 40% of hard four-option questions right.
 */
export const DIFFICULTY_LOCATION: Record<Difficulty, number> = { E: -0.7, M: 0, H: 0.7 };

/**
 * Module 2 is assembled from the side of each band nearest its purpose: the easier module from the
 * easier questions of each label, the harder module from the harder ones. The shift is asymmetric
 * because the harder module must tell 700 from 800 apart, while the easier module only has to
 * measure up to the 600 to 650 its route is capped at (sat-facts). With these shifts the best
 * pattern that can reach the easier route scores about 600, and all right on the harder route 800.
 */
export const MODULE_LOCATION_SHIFT: Record<ModuleKey, number> = {
  module1: 0,
  "module2-easier": -0.4,
  "module2-harder": 0.8,
};

/**
 * Guessing: a blind guess among four options is right one time in four. A typed answer cannot be
 * guessed that way, so a student-produced response has none.
 */
export const GUESSING: Record<ContentQuestion["type"], number> = { mcq: 0.25, spr: 0 };

export interface CalibrationInput {
  difficulty: Difficulty;
  type: ContentQuestion["type"];
  /**
   * Parameters estimated from real answers (content packs: `a`, `b`, `c` in the front matter,
   * written by `npm run calibrate`). Each one given replaces the label-derived value; b is then
   * the item's own difficulty, whatever module it sits in.
   */
  calibrated?: Partial<ItemParameters> | null | undefined;
}

/**
 * What a calibrated parameter may be. a > 0 keeps the score monotone (a right answer never lowers
 * it) and a above 4 is a step function no real question is; |b| above 4 is beyond the scoring
 * grid; c above 0.35 would say a four-option question is guessed right more than one time in three.
 */
export const ITEM_PARAMETER_LIMITS = {
  a: { min: 0, max: 4, minIncluded: false },
  b: { min: -4, max: 4, minIncluded: true },
  c: { min: 0, max: 0.35, minIncluded: true },
} as const;

/** The first broken limit of a parameter as a message, or null when the value is allowed. */
export function itemParameterProblem(name: keyof ItemParameters, value: unknown): string | null {
  const limit = ITEM_PARAMETER_LIMITS[name];
  const range = `${limit.minIncluded ? "from" : "greater than"} ${limit.min} ${limit.minIncluded ? "to" : "and at most"} ${limit.max}`;
  if (typeof value !== "number" || !Number.isFinite(value)) return `${name} must be a number ${range}`;
  if ((limit.minIncluded ? value < limit.min : value <= limit.min) || value > limit.max)
    return `${name} must be ${range}, got ${value}`;
  return null;
}

/** The label-derived parameters of an item in a module: what an uncalibrated item is scored with. */
export function defaultItemParameters(item: Omit<CalibrationInput, "calibrated">, module: ModuleKey): ItemParameters {
  return {
    a: DISCRIMINATION,
    b: DIFFICULTY_LOCATION[item.difficulty] + MODULE_LOCATION_SHIFT[module],
    c: GUESSING[item.type],
  };
}

/** The parameters an item is scored with: its calibrated ones where it has them, else the label's. */
export function itemParameters(item: CalibrationInput, module: ModuleKey): ItemParameters {
  const defaults = defaultItemParameters(item, module);
  const own = item.calibrated;
  if (!own) return defaults;
  return { a: own.a ?? defaults.a, b: own.b ?? defaults.b, c: own.c ?? defaults.c };
}
