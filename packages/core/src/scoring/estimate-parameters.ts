/**
 * Item parameters estimated from stored answers: marginal maximum likelihood with the EM algorithm
 * of Bock and Aitkin (1981), with priors on the parameters (Bayes modal estimation, as in BILOG-MG
 * and mirt), for the 3PL model of irt.ts. Typed answers (spr) are 2PL: c stays 0. docs/scoring.md,
 * section 4, describes the method, its priors, the minimum number of answers and the tests.
 *
 * Written here rather than taken from a library (nothing added to the dependencies): the method is
 * about 400 lines with its comments, and a general numerical library would still leave the
 * model's derivatives, the priors, the linking and the fit statistics to write.
 */
import { LOGISTIC_SCALING, probabilityCorrect, type ItemParameters } from "./irt.js";

export interface CalibrationItem {
  id: string;
  type: "mcq" | "spr";
  /**
   * The parameters the item is scored with today (its label's, or an earlier calibration's): the
   * centre of the priors on a and b, and the scale the estimates are linked back to.
   */
  current: ItemParameters;
}

/** One person's answers: a section of one completed attempt. Items not shown are simply absent. */
export type CalibrationPerson = readonly { item: number; correct: boolean }[];

export interface EstimatedItem {
  id: string;
  a: number;
  b: number;
  c: number;
  /** Standard errors from the curvature of the item's log posterior at the estimate. */
  se: { a: number; b: number; c: number };
  responses: number;
  /** Share of right answers among the persons who saw the item. */
  pValue: number;
  /**
   * Fit: persons grouped by ability (up to 10 groups of equal size), observed against predicted
   * share right. rmsd is their size-weighted root mean square difference (over 0.1 is poor fit);
   * q1 is Yen's chi-square over the groups with q1Df degrees of freedom (groups minus parameters).
   */
  fit: { rmsd: number; q1: number; q1Df: number };
}

export interface EstimationOptions {
  /** Quadrature nodes over -4..4 for the population N(0, 1). */
  nodes?: number;
  maxCycles?: number;
  /** Stop when no a, b or c moves by more than this in a cycle. */
  tolerance?: number;
  /** Prior on log a: normal around log(current a) with this standard deviation. */
  logASd?: number;
  /** Prior on b: normal around current b with this standard deviation. */
  bSd?: number;
  /** Prior on c (mcq): Beta(cAlpha, cBeta); BILOG-MG's default for four options, mean 0.27. */
  cAlpha?: number;
  cBeta?: number;
}

export interface EstimationResult {
  items: EstimatedItem[];
  cycles: number;
  converged: boolean;
  /** The linear map theta_label = A · theta_em + B that put the estimates on the label scale. */
  link: { A: number; B: number };
  persons: number;
}

const DEFAULTS: Required<EstimationOptions> = {
  nodes: 41,
  maxCycles: 500,
  tolerance: 1e-4,
  logASd: 0.5,
  bSd: 1,
  cAlpha: 6,
  cBeta: 16,
};

/** Bounds kept inside the validated ranges of the content format (calibration.ts). */
const BOUNDS = { logA: [Math.log(0.1), Math.log(3.9)], b: [-3.9, 3.9], c: [0.001, 0.349] } as const;

const logit = (p: number) => Math.log(p / (1 - p));
const expit = (x: number) => 1 / (1 + Math.exp(-x));
const clamp = (x: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, x));

interface Working {
  item: CalibrationItem;
  /** Free parameters: log a, b and (mcq) logit c. */
  x: number[];
  /** Expected persons (n) and right answers (r) at each node, from the E-step. */
  n: Float64Array;
  r: Float64Array;
  responses: number;
  right: number;
}

function paramsOf(w: Working): ItemParameters {
  const [logA = 0, b = 0, logitC] = w.x;
  return { a: Math.exp(logA), b, c: w.item.type === "mcq" ? expit(logitC ?? 0) : 0 };
}

/** The item's expected complete-data log posterior and its gradient in (log a, b, logit c). */
function objective(
  w: Working,
  x: readonly number[],
  nodes: readonly number[],
  o: Required<EstimationOptions>,
): { value: number; gradient: number[] } {
  const [logA = 0, b = 0, logitC] = x;
  const a = Math.exp(logA);
  const mcq = w.item.type === "mcq";
  const c = mcq ? expit(logitC ?? 0) : 0;
  let value = 0;
  const gradient = mcq ? [0, 0, 0] : [0, 0];
  nodes.forEach((theta, q) => {
    const n = w.n[q] ?? 0;
    if (n <= 0) return;
    const r = w.r[q] ?? 0;
    const L = 1 / (1 + Math.exp(-LOGISTIC_SCALING * a * (theta - b)));
    const P = Math.min(1 - 1e-12, Math.max(1e-12, c + (1 - c) * L));
    value += r * Math.log(P) + (n - r) * Math.log(1 - P);
    const dP = (r - n * P) / (P * (1 - P));
    const slope = (1 - c) * L * (1 - L) * LOGISTIC_SCALING;
    gradient[0] = (gradient[0] ?? 0) + dP * slope * a * (theta - b);
    gradient[1] = (gradient[1] ?? 0) - dP * slope * a;
    if (mcq) gradient[2] = (gradient[2] ?? 0) + dP * (1 - L) * c * (1 - c);
  });
  const priorA = Math.log(w.item.current.a);
  value -= (logA - priorA) ** 2 / (2 * o.logASd ** 2);
  gradient[0] = (gradient[0] ?? 0) - (logA - priorA) / o.logASd ** 2;
  value -= (b - w.item.current.b) ** 2 / (2 * o.bSd ** 2);
  gradient[1] = (gradient[1] ?? 0) - (b - w.item.current.b) / o.bSd ** 2;
  if (mcq) {
    value += (o.cAlpha - 1) * Math.log(c) + (o.cBeta - 1) * Math.log(1 - c);
    gradient[2] = (gradient[2] ?? 0) + (o.cAlpha - 1) * (1 - c) - (o.cBeta - 1) * c;
  }
  return { value, gradient };
}

/** The Hessian by central differences of the analytic gradient (a 2x2 or 3x3, so cheap and exact enough). */
function hessian(
  w: Working,
  x: readonly number[],
  nodes: readonly number[],
  o: Required<EstimationOptions>,
): number[][] {
  const h = 1e-5;
  const columns = x.map((_, j) => {
    const up = x.map((v, k) => (k === j ? v + h : v));
    const down = x.map((v, k) => (k === j ? v - h : v));
    const gu = objective(w, up, nodes, o).gradient;
    const gd = objective(w, down, nodes, o).gradient;
    return gu.map((g, i) => (g - (gd[i] ?? 0)) / (2 * h));
  });
  // Symmetrise: H[i][j] = (d g_i / d x_j + d g_j / d x_i) / 2.
  return x.map((_, i) => x.map((__, j) => ((columns[j]?.[i] ?? 0) + (columns[i]?.[j] ?? 0)) / 2));
}

/** Solves A · v = b for a small symmetric matrix (Gaussian elimination with partial pivoting). */
function solve(matrix: number[][], rhs: number[]): number[] | undefined {
  const n = rhs.length;
  const m = matrix.map((row, i) => [...row, rhs[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    if (Math.abs(m[pivot]?.[col] ?? 0) < 1e-12) return undefined;
    [m[col], m[pivot]] = [m[pivot] ?? [], m[col] ?? []];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = (m[row]?.[col] ?? 0) / (m[col]?.[col] ?? 1);
      for (let k = col; k <= n; k++) (m[row] as number[])[k] = (m[row]?.[k] ?? 0) - factor * (m[col]?.[k] ?? 0);
    }
  }
  return m.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

function boundsOf(w: Working): (readonly [number, number])[] {
  return w.item.type === "mcq"
    ? [BOUNDS.logA, BOUNDS.b, [logit(BOUNDS.c[0]), logit(BOUNDS.c[1])]]
    : [BOUNDS.logA, BOUNDS.b];
}

/** M-step for one item: Newton steps on its log posterior, halved until the posterior rises. */
function maximise(w: Working, nodes: readonly number[], o: Required<EstimationOptions>): void {
  const bounds = boundsOf(w);
  for (let iteration = 0; iteration < 5; iteration++) {
    const { value, gradient } = objective(w, w.x, nodes, o);
    const H = hessian(w, w.x, nodes, o);
    // Newton on a concave region; elsewhere (H not negative definite) a plain gradient step.
    let step = solve(
      H.map((row) => row.map((v) => -v)),
      gradient,
    );
    if (
      !step ||
      step.some((s) => !Number.isFinite(s)) ||
      step.reduce((sum, s, i) => sum + s * (gradient[i] ?? 0), 0) <= 0
    )
      step = gradient.map((g) => g * 1e-3);
    const largest = Math.max(...step.map(Math.abs));
    if (largest > 0.5) step = step.map((s) => (s * 0.5) / largest);
    let scale = 1;
    let moved = false;
    for (let halving = 0; halving < 12; halving++) {
      const trial = w.x.map((v, i) => clamp(v + scale * (step[i] ?? 0), bounds[i] ?? [-Infinity, Infinity]));
      if (objective(w, trial, nodes, o).value >= value - 1e-9) {
        moved = trial.some((v, i) => Math.abs(v - (w.x[i] ?? 0)) > 1e-7);
        w.x = trial;
        break;
      }
      scale /= 2;
    }
    if (!moved) return;
  }
}

/** Posterior weights over the nodes for every person, given the current parameters. */
function posteriors(
  persons: readonly CalibrationPerson[],
  tables: readonly Float64Array[],
  logPrior: readonly number[],
): Float64Array[] {
  const Q = logPrior.length;
  return persons.map((person) => {
    const log = Float64Array.from(logPrior);
    for (const { item, correct } of person) {
      const table = tables[item];
      if (!table) continue;
      const offset = correct ? 0 : Q;
      for (let q = 0; q < Q; q++) log[q] = (log[q] ?? 0) + (table[offset + q] ?? 0);
    }
    let peak = Number.NEGATIVE_INFINITY;
    for (let q = 0; q < Q; q++) peak = Math.max(peak, log[q] ?? 0);
    let total = 0;
    for (let q = 0; q < Q; q++) {
      const weight = Math.exp((log[q] ?? 0) - peak);
      log[q] = weight;
      total += weight;
    }
    for (let q = 0; q < Q; q++) log[q] = (log[q] ?? 0) / total;
    return log;
  });
}

function logTables(working: readonly Working[], nodes: readonly number[]): Float64Array[] {
  const Q = nodes.length;
  return working.map((w) => {
    const params = paramsOf(w);
    const table = new Float64Array(2 * Q);
    nodes.forEach((theta, q) => {
      const p = Math.min(1 - 1e-12, Math.max(1e-12, probabilityCorrect(theta, params)));
      table[q] = Math.log(p);
      table[Q + q] = Math.log(1 - p);
    });
    return table;
  });
}

/**
 * Estimates a, b (and c for mcq) for every item from the persons' answers. The EM runs on the scale
 * of a N(0, 1) population of these persons; the estimates are then linked (mean/mean, Loyd and
 * Hoover 1980) to the scale of the items' current parameters: mean b and mean a as today. That keeps
 * the scores of a calibrated test on the scale the score mapping was built for, whatever the
 * ability of the students whose answers were used (a class of strong students would otherwise
 * become the new average and everyone's scores would drop).
 */
export function estimateItemParameters(
  items: readonly CalibrationItem[],
  persons: readonly CalibrationPerson[],
  options: EstimationOptions = {},
): EstimationResult {
  const o = { ...DEFAULTS, ...options };
  const nodes = Array.from({ length: o.nodes }, (_, q) => -4 + (8 * q) / (o.nodes - 1));
  const logPrior = nodes.map((theta) => -(theta * theta) / 2);
  const working: Working[] = items.map((item) => ({
    item,
    x:
      item.type === "mcq"
        ? [Math.log(item.current.a), item.current.b, logit(clamp(item.current.c || 0.2, BOUNDS.c))]
        : [Math.log(item.current.a), item.current.b],
    n: new Float64Array(o.nodes),
    r: new Float64Array(o.nodes),
    responses: 0,
    right: 0,
  }));
  for (const person of persons)
    for (const { item, correct } of person) {
      const w = working[item];
      if (!w) throw new RangeError(`person answers item ${item}, which does not exist`);
      w.responses += 1;
      if (correct) w.right += 1;
    }

  let cycles = 0;
  let converged = false;
  while (cycles < o.maxCycles && !converged) {
    cycles += 1;
    const post = posteriors(persons, logTables(working, nodes), logPrior);
    for (const w of working) {
      w.n.fill(0);
      w.r.fill(0);
    }
    persons.forEach((person, i) => {
      const weights = post[i];
      if (!weights) return;
      for (const { item, correct } of person) {
        const w = working[item];
        if (!w) continue;
        for (let q = 0; q < o.nodes; q++) {
          const weight = weights[q] ?? 0;
          w.n[q] = (w.n[q] ?? 0) + weight;
          if (correct) w.r[q] = (w.r[q] ?? 0) + weight;
        }
      }
    });
    let largest = 0;
    for (const w of working) {
      const before = paramsOf(w);
      maximise(w, nodes, o);
      const after = paramsOf(w);
      largest = Math.max(
        largest,
        Math.abs(after.a - before.a),
        Math.abs(after.b - before.b),
        Math.abs(after.c - before.c),
      );
    }
    converged = largest < o.tolerance;
  }

  // Standard errors (in log a, b, logit c from the curvature; a and c by the delta method) and fit.
  const tables = logTables(working, nodes);
  const post = posteriors(persons, tables, logPrior);
  const abilities = post.map((weights) => nodes.reduce((sum, theta, q) => sum + theta * (weights[q] ?? 0), 0));
  const raw = working.map((w) => {
    const params = paramsOf(w);
    const H = hessian(w, w.x, nodes, o);
    const se = inverseDiagonal(H.map((row) => row.map((v) => -v)));
    return {
      id: w.item.id,
      ...params,
      se: {
        a: params.a * Math.sqrt(se[0] ?? Number.NaN),
        b: Math.sqrt(se[1] ?? Number.NaN),
        c: w.item.type === "mcq" ? params.c * (1 - params.c) * Math.sqrt(se[2] ?? Number.NaN) : 0,
      },
      responses: w.responses,
      pValue: w.responses ? w.right / w.responses : 0,
      fit: itemFit(working.indexOf(w), params, w.item.type === "mcq" ? 3 : 2, persons, abilities),
    };
  });

  // Mean/mean linking onto the current parameters' scale: theta_label = A · theta_em + B.
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
  const A =
    mean(items.map((i) => i.current.a)) > 0 ? mean(raw.map((r) => r.a)) / mean(items.map((i) => i.current.a)) : 1;
  const B = mean(items.map((i) => i.current.b)) - A * mean(raw.map((r) => r.b));
  const linked = raw.map((r) => ({
    ...r,
    a: r.a / A,
    b: A * r.b + B,
    se: { a: r.se.a / A, b: A * r.se.b, c: r.se.c },
  }));
  return { items: linked, cycles, converged, link: { A, B }, persons: persons.length };
}

function inverseDiagonal(matrix: number[][]): number[] {
  return matrix.map((_, j) => {
    const unit = matrix.map((__, i) => (i === j ? 1 : 0));
    return solve(matrix, unit)?.[j] ?? Number.NaN;
  });
}

/** Observed against predicted share right in up to 10 ability groups of the persons who saw the item. */
function itemFit(
  index: number,
  params: ItemParameters,
  parameterCount: number,
  persons: readonly CalibrationPerson[],
  abilities: readonly number[],
): EstimatedItem["fit"] {
  const seen: { theta: number; correct: boolean }[] = [];
  persons.forEach((person, i) => {
    const answer = person.find((r) => r.item === index);
    if (answer) seen.push({ theta: abilities[i] ?? 0, correct: answer.correct });
  });
  seen.sort((x, y) => x.theta - y.theta);
  const groups = Math.min(10, Math.floor(seen.length / 20));
  if (groups < 2) return { rmsd: Number.NaN, q1: Number.NaN, q1Df: 0 };
  let squared = 0;
  let q1 = 0;
  for (let g = 0; g < groups; g++) {
    const group = seen.slice(Math.floor((g * seen.length) / groups), Math.floor(((g + 1) * seen.length) / groups));
    const observed = group.filter((s) => s.correct).length / group.length;
    const expected = group.reduce((sum, s) => sum + probabilityCorrect(s.theta, params), 0) / group.length;
    squared += group.length * (observed - expected) ** 2;
    q1 += (group.length * (observed - expected) ** 2) / Math.max(1e-9, expected * (1 - expected));
  }
  return { rmsd: Math.sqrt(squared / seen.length), q1, q1Df: Math.max(1, groups - parameterCount) };
}
