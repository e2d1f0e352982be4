/**
 * The three-parameter logistic (3PL) item-response model and an expected a posteriori (EAP)
 * ability estimate. sat-facts: the digital SAT is scored with IRT, which third-party sources
 * describe as 3PL (discrimination a, difficulty b, guessing c).
 */

export interface ItemParameters {
  /** Discrimination: how sharply the chance of a right answer rises around b. */
  a: number;
  /** Difficulty: the ability at which a student is halfway between guessing and certainty. */
  b: number;
  /** Guessing: the chance that a student of very low ability still answers right. */
  c: number;
}

export interface ItemResponse extends ItemParameters {
  correct: boolean;
}

export interface AbilityEstimate {
  /** Posterior mean of ability (theta). */
  theta: number;
  /** Posterior standard deviation: how uncertain theta still is. */
  sd: number;
}

/**
 * The usual scaling constant: with it, a logistic curve with discrimination a stays within 0.01
 * of the normal-ogive curve with the same a, so a keeps the meaning it has in the IRT literature.
 */
export const LOGISTIC_SCALING = 1.7;

/**
 * 81 points from -4 to 4 in steps of 0.1. The standard normal prior puts less than 0.01% of its
 * weight beyond ±4, so the grid loses nothing; 0.1 steps keep the posterior mean smooth.
 */
export const THETA_GRID: readonly number[] = Array.from({ length: 81 }, (_, i) => Math.round((i - 40) * 10) / 100);

export function probabilityCorrect(theta: number, item: ItemParameters): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-LOGISTIC_SCALING * item.a * (theta - item.b)));
}

/**
 * The standard deviation of the scoring prior, a normal centred on the middle test taker. The
 * population is N(0, 1) by definition of the scale; a slightly wider prior halves the pull of the
 * estimate toward the middle at the ends (the bias at theta = -2 falls from about 0.22 to 0.12)
 * for a small loss of precision in the middle. docs/scoring.md, section 5, has the figures.
 */
export const PRIOR_SD = 1.15;

/**
 * One item's log P(right) and log P(wrong) at every grid point, in one array (right, then wrong),
 * kept by a, then b, then c (numbers as keys: no string to build per answer).
 */
const logTables = new Map<number, Map<number, Map<number, Float64Array>>>();
const MAX_CACHED_ITEMS = 20_000;
let cachedItems = 0;

export function logTable(item: ItemParameters): Float64Array {
  let byB = logTables.get(item.a);
  if (!byB) logTables.set(item.a, (byB = new Map<number, Map<number, Float64Array>>()));
  let byC = byB.get(item.b);
  if (!byC) byB.set(item.b, (byC = new Map<number, Float64Array>()));
  let table = byC.get(item.c);
  if (table) return table;
  const n = THETA_GRID.length;
  table = new Float64Array(2 * n);
  for (let g = 0; g < n; g++) {
    const p = probabilityCorrect(THETA_GRID[g] ?? 0, item);
    table[g] = Math.log(p);
    table[n + g] = Math.log(1 - p);
  }
  if (cachedItems >= MAX_CACHED_ITEMS) {
    logTables.clear();
    cachedItems = 0;
    return table;
  }
  byC.set(item.c, table);
  cachedItems += 1;
  return table;
}

const LOG_PRIOR = THETA_GRID.map((theta) => -(theta * theta) / (2 * PRIOR_SD * PRIOR_SD));

/**
 * EAP with a normal prior (mean 0, PRIOR_SD): the posterior mean over the fixed grid. Unlike a
 * maximum-likelihood estimate it exists for every pattern, all right and all wrong included, and
 * for any 3PL item (a > 0) turning a wrong answer into a right one can only raise it (the
 * likelihood ratio P/(1-P) grows with theta), which is what makes the section score monotone.
 * An item's log-probabilities over the grid are computed once per parameter set and kept, so
 * scoring a section is additions only (the score-recovery benchmark scores millions).
 */
export function estimateAbility(responses: readonly ItemResponse[]): AbilityEstimate {
  return estimateAbilityFromTables(
    responses.map((response) => logTable(response)),
    responses.map((response) => response.correct),
  );
}

const LOG_PRIOR_ARRAY = Float64Array.from(LOG_PRIOR);

/** estimateAbility from the items' log tables (logTable): what the section scorer calls. */
export function estimateAbilityFromTables(
  tables: readonly Float64Array[],
  correct: readonly boolean[],
): AbilityEstimate {
  const n = THETA_GRID.length;
  // Summing logs keeps a long form or extreme parameters from underflowing to zero likelihood.
  const logPosterior = LOG_PRIOR_ARRAY.slice();
  tables.forEach((table, i) => {
    const offset = correct[i] ? 0 : n;
    for (let g = 0; g < n; g++) logPosterior[g] = (logPosterior[g] ?? 0) + (table[offset + g] ?? 0);
  });
  let peak = Number.NEGATIVE_INFINITY;
  for (let g = 0; g < n; g++) peak = Math.max(peak, logPosterior[g] ?? 0);
  let total = 0;
  let first = 0;
  let second = 0;
  for (let g = 0; g < n; g++) {
    const weight = Math.exp((logPosterior[g] ?? 0) - peak);
    const theta = THETA_GRID[g] ?? 0;
    total += weight;
    first += weight * theta;
    second += weight * theta * theta;
  }
  const mean = first / total;
  return { theta: mean, sd: Math.sqrt(Math.max(0, second / total - mean * mean)) };
}
