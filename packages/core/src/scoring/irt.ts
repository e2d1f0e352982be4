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
 * EAP with a standard normal prior: the posterior mean over the fixed grid. Unlike a maximum-likelihood
 * estimate it exists for every pattern, all right and all wrong included, and for any 3PL item
 * (a > 0) turning a wrong answer into a right one can only raise it (the likelihood ratio
 * P/(1-P) grows with theta), which is what makes the section score monotone.
 */
export function estimateAbility(responses: readonly ItemResponse[]): AbilityEstimate {
  // Summing logs keeps a long form or extreme parameters from underflowing to zero likelihood.
  const logPosterior = THETA_GRID.map((theta) => {
    let sum = -(theta * theta) / 2;
    for (const response of responses) {
      const p = probabilityCorrect(theta, response);
      sum += Math.log(response.correct ? p : 1 - p);
    }
    return sum;
  });
  const peak = Math.max(...logPosterior);
  const weights = logPosterior.map((value) => Math.exp(value - peak));
  const total = weights.reduce((sum, w) => sum + w, 0);
  let mean = 0;
  THETA_GRID.forEach((theta, i) => (mean += (theta * (weights[i] ?? 0)) / total));
  let variance = 0;
  THETA_GRID.forEach((theta, i) => (variance += ((theta - mean) ** 2 * (weights[i] ?? 0)) / total));
  return { theta: mean, sd: Math.sqrt(variance) };
}
