import type { ContentQuestion } from "../content/question.schema.js";
import type { Difficulty, Section } from "../content/taxonomy.js";
import { itemParameters } from "./calibration.js";
import {
  estimateAbilityFromTables,
  logTable,
  type AbilityEstimate,
  type ItemParameters,
  type ItemResponse,
} from "./irt.js";
import type { ModuleKey } from "../content/question.schema.js";
import { module2Key, type Module2Route } from "./routing.js";

export interface ScoredItem {
  difficulty: Difficulty;
  type: ContentQuestion["type"];
  module: "module1" | "module2";
  /** Graded on the server; an unanswered question is simply not correct. */
  correct: boolean;
  /** The item's calibrated parameters, when its content version has them (see calibration.ts). */
  calibrated?: Partial<ItemParameters> | null | undefined;
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
  /** The ability estimate behind it (posterior mean and standard deviation), for the score range. */
  theta: number;
  sd: number;
}

export const SECTION_SCALE = { min: 200, max: 800, step: 10 } as const;

/**
 * The scale: [theta, score] knots joined by a monotone cubic (Fritsch and Carlson's), with slope 0
 * at both ends and flat beyond them. docs/scoring.md, section 5, derives every knot; in short:
 * - the middle (-1 to 1.4) climbs about 100 to 125 points per unit of theta, where the estimate's
 *   own error is about 0.21 to 0.24, so a score is good to about 30 points; a normal population
 *   then scores with mean about 520 and standard deviation about 110;
 * - the top flattens (80 points per unit at 1.9, under 40 at 2.5): a perfect harder route is
 *   estimated at about 2.85, one miss at about 2.48, two at 2.24, three at 2.05, so the knots
 *   (2.8, 800), (2.5, 790), (2.25, 780) and (1.9, 760) make every score from 700 to 800 reachable
 *   and one miss worth 790;
 * - the bottom flattens too (about 75 points per unit below -2): the questions cannot tell a
 *   student at -2.5 from one at -3.5 (both mostly guess), so the scale spends few points there;
 *   every answer wrong is estimated at about -2.6 to -2.7 and scores 250 to 260, and 200 is kept
 *   for estimates below the reach of a real pattern.
 */
export const SCALE_KNOTS: readonly (readonly [theta: number, scaled: number])[] = [
  [-3.8, 200],
  [-2.2, 300],
  [-1, 410],
  [0, 520],
  [0.8, 615],
  [1.4, 690],
  [1.9, 760],
  [2.25, 780],
  [2.5, 790],
  [2.8, 800],
];

/** Fritsch-Carlson slopes at the knots: the weighted harmonic mean of the neighbouring secants, 0 at the ends. */
const KNOT_SLOPES: readonly number[] = SCALE_KNOTS.map((_, i) => {
  const previous = SCALE_KNOTS[i - 1];
  const knot = SCALE_KNOTS[i];
  const next = SCALE_KNOTS[i + 1];
  if (!previous || !knot || !next) return 0;
  const h0 = knot[0] - previous[0];
  const h1 = next[0] - knot[0];
  const d0 = (knot[1] - previous[1]) / h0;
  const d1 = (next[1] - knot[1]) / h1;
  if (d0 * d1 <= 0) return 0;
  const w0 = 2 * h1 + h0;
  const w1 = h1 + 2 * h0;
  return (w0 + w1) / (w0 / d0 + w1 / d1);
});

/**
 * The scale before rounding: continuous, with a continuous slope (no corner anywhere), rising
 * strictly between the end knots and flat beyond them.
 */
export function scaleValue(theta: number): number {
  const first = SCALE_KNOTS[0];
  const last = SCALE_KNOTS[SCALE_KNOTS.length - 1];
  if (!first || !last) throw new Error("SCALE_KNOTS is empty");
  if (!(theta > first[0])) return first[1];
  if (theta >= last[0]) return last[1];
  let i = 0;
  while ((SCALE_KNOTS[i + 1]?.[0] ?? Number.POSITIVE_INFINITY) < theta) i++;
  const [x0, y0] = SCALE_KNOTS[i] ?? first;
  const [x1, y1] = SCALE_KNOTS[i + 1] ?? last;
  const h = x1 - x0;
  const t = (theta - x0) / h;
  const t2 = t * t;
  const t3 = t2 * t;
  return (
    (2 * t3 - 3 * t2 + 1) * y0 +
    (t3 - 2 * t2 + t) * h * (KNOT_SLOPES[i] ?? 0) +
    (-2 * t3 + 3 * t2) * y1 +
    (t3 - t2) * h * (KNOT_SLOPES[i + 1] ?? 0)
  );
}

/** Theta to section score: the scale rounded to the nearest 10. Monotone, from 200 to 800. */
export function thetaToScaled(theta: number): number {
  const stepped = Math.round(scaleValue(theta) / SECTION_SCALE.step) * SECTION_SCALE.step;
  return Math.min(SECTION_SCALE.max, Math.max(SECTION_SCALE.min, stepped));
}

/**
 * sat-facts: the easier route caps the section at roughly 600 to 650. The model already keeps
 * every pattern that the routing rule can send to the easier module at or below about 610; this
 * ceiling only binds for a pattern the router cannot produce (more than the threshold right in
 * module 1, yet given the easier module 2), for which the easier module holds no evidence above 650.
 */
export const EASIER_ROUTE_MAX_SCALED = 650;

/** The 3PL responses of a section: each item calibrated for the module it sat in. */
export function sectionResponses(input: SectionScoreInput): ItemResponse[] {
  return input.items.map((item) => ({
    ...itemParameters(item, item.module === "module1" ? "module1" : module2Key(input.route)),
    correct: item.correct,
  }));
}

/** Log tables of uncalibrated items, by module, type and label: a handful, shared by every section scored. */
const defaultTables: Partial<Record<ModuleKey, Partial<Record<string, Float64Array>>>> = {};

function tableOf(item: ScoredItem, module: ModuleKey): Float64Array {
  if (item.calibrated) return logTable(itemParameters(item, module));
  const byKind = (defaultTables[module] ??= {});
  const kind = item.type === "mcq" ? item.difficulty : `spr-${item.difficulty}`;
  return (byKind[kind] ??= logTable(itemParameters(item, module)));
}

/** The ability estimate behind a section score, before the scale and the easier-route ceiling. */
export function sectionAbility(input: SectionScoreInput): AbilityEstimate {
  const module2 = module2Key(input.route);
  return estimateAbilityFromTables(
    input.items.map((item) => tableOf(item, item.module === "module1" ? "module1" : module2)),
    input.items.map((item) => item.correct),
  );
}

export function scoreSection(input: SectionScoreInput): SectionScore {
  if (input.items.length === 0) throw new RangeError("A section score needs at least one item");
  if (input.section === "reading-writing" && input.items.some((item) => item.type === "spr"))
    throw new RangeError("Reading and Writing has no student-produced responses");
  const { theta, sd } = sectionAbility(input);
  const modelScaled = thetaToScaled(theta);
  return {
    rawCorrect: input.items.filter((item) => item.correct).length,
    rawTotal: input.items.length,
    scaled: input.route === "easier" ? Math.min(modelScaled, EASIER_ROUTE_MAX_SCALED) : modelScaled,
    theta,
    sd,
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
