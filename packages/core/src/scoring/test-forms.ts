/**
 * Test forms for the scoring tests (not exported from the package): adaptive sections with a
 * realistic difficulty mix, linear paper-style forms, and "typical" answer patterns.
 */
import type { Difficulty, Section } from "../content/taxonomy.js";
import { MODULE_QUESTION_COUNT } from "../content/taxonomy.js";
import { probabilityCorrect } from "./irt.js";
import type { Module2Route } from "./routing.js";
import { sectionResponses, type ScoredItem } from "./section-score.js";

type Mix = Record<Difficulty, number>;
type ModuleMixes = { module1: Mix; easier: Mix; harder: Mix };

/**
 * Difficulty mixes in the shape sat-facts describes: module 1 a broad mix, the easier module mostly
 * easy and medium, the harder module mostly medium and hard. They match the built-in test of the
 * server (apps/server/src/content/fixture) to within a question or two per band.
 */
export const ADAPTIVE_MIX: Record<Section, ModuleMixes> = {
  "reading-writing": { module1: { E: 9, M: 9, H: 9 }, easier: { E: 12, M: 10, H: 5 }, harder: { E: 5, M: 10, H: 12 } },
  math: { module1: { E: 7, M: 8, H: 7 }, easier: { E: 10, M: 8, H: 4 }, harder: { E: 4, M: 8, H: 10 } },
};

/** About a quarter of Math questions are student-produced responses (sat-facts): every fourth. */
const SPR_EVERY = 4;

function items(section: Section, mix: Mix, module: ScoredItem["module"]): ScoredItem[] {
  const out: ScoredItem[] = [];
  for (const difficulty of ["E", "M", "H"] as const) {
    for (let i = 0; i < mix[difficulty]; i++) {
      const spr = section === "math" && (out.length + 1) % SPR_EVERY === 0;
      out.push({ difficulty, type: spr ? "spr" : "mcq", module, correct: false });
    }
  }
  return out;
}

/** One adaptive section, every answer wrong; module 1 first, then the module 2 of the route. */
export function adaptiveSection(section: Section, route: Module2Route): ScoredItem[] {
  const mix = ADAPTIVE_MIX[section];
  const module1 = items(section, mix.module1, "module1");
  const module2 = items(section, route === "easier" ? mix.easier : mix.harder, "module2");
  if (module1.length !== MODULE_QUESTION_COUNT[section] || module2.length !== MODULE_QUESTION_COUNT[section])
    throw new Error(`ADAPTIVE_MIX for ${section} does not add up to the module size`);
  return [...module1, ...module2];
}

/**
 * A linear form like the older paper tests the sat-facts data points come from: every student
 * answers the same questions, so the form is a broad mix (a third of each label) calibrated as
 * module 1 questions, the broad-mix module of the adaptive test. IRT puts both tests on one
 * ability scale, so the score the model gives a raw score on such a form is directly comparable
 * with the published paper-test conversion.
 */
export function linearForm(section: Section, length: number): ScoredItem[] {
  const third = Math.round(length / 3);
  return items(section, { E: third, M: third, H: length - 2 * third }, "module1");
}

/**
 * Marks `rawCorrect` items right the way a typical student with that raw score would: within each
 * difficulty band, as many as the model expects from the student whose expected raw score is
 * `rawCorrect`, or in proportion to it below chance (largest remainders settle the rounding).
 * Not "the easiest first", which no real student does and which the 3PL model would read as
 * unusually consistent.
 */
export function typicalPattern(
  section: Section,
  route: Module2Route,
  form: readonly ScoredItem[],
  rawCorrect: number,
): ScoredItem[] {
  const responses = sectionResponses({ section, route, items: form });
  const expected = (theta: number) => responses.reduce((sum, item) => sum + probabilityCorrect(theta, item), 0);
  let low = -6;
  let high = 6;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (expected(mid) < rawCorrect) low = mid;
    else high = mid;
  }
  // Bands: questions with the same parameters are interchangeable for the model.
  const bands = new Map<string, { indexes: number[]; expected: number; count: number }>();
  responses.forEach((item, index) => {
    const key = `${item.a}|${item.b}|${item.c}`;
    const band = bands.get(key) ?? { indexes: [], expected: 0, count: 0 };
    band.indexes.push(index);
    band.expected += probabilityCorrect(low, item);
    bands.set(key, band);
  });
  const all = [...bands.values()];
  // Below chance no ability expects so few right; scaling the shares keeps the raw score exact.
  const total = all.reduce((sum, band) => sum + band.expected, 0);
  for (const band of all) {
    band.expected = Math.min(band.indexes.length, (band.expected * rawCorrect) / total);
    band.count = Math.floor(band.expected);
  }
  let left = rawCorrect - all.reduce((sum, band) => sum + band.count, 0);
  for (const band of [...all].sort((x, y) => y.expected - y.count - (x.expected - x.count))) {
    if (left <= 0) break;
    band.count += 1;
    left -= 1;
  }
  const right = new Set(all.flatMap((band) => band.indexes.slice(0, band.count)));
  return form.map((item, index) => ({ ...item, correct: right.has(index) }));
}

/** Mulberry32: a small seeded generator, so a failing random pattern can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
