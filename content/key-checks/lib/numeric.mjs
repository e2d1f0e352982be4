// Numeric tools the key checks share. The checks recompute answers by their own route, so these favour
// plain scanning and bisection over closed formulas: a formula copied from an explanation would repeat
// its mistake.

/** Relative comparison (absolute below 1): the checks compare values of very different sizes. */
export const close = (a, b, tol = 1e-9) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));
export const deg = (d) => (d * Math.PI) / 180;

/** Two lists of numbers hold the same values, in any order. */
export function sameSet(a, b, tol = 1e-7) {
  const x = [...a].sort((u, v) => u - v);
  const y = [...b].sort((u, v) => u - v);
  return x.length === y.length && x.every((v, i) => close(v, y[i], tol));
}

/** A seeded generator (32-bit LCG): samples must be the same on every run, or a failure cannot be replayed. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}
let shared = rng(12345);
/** The shared sample source; each checkKeys call restarts it, so a file's samples do not depend on the others. */
export const random = () => shared();
export function reseed() {
  shared = rng(12345);
}

export function bisect(f, lo, hi) {
  let flo = f(lo);
  if (flo === 0) return lo;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Real zeros of f on [lo, hi], sorted and rounded to 1e-9. A sign change is refined by bisection and kept only
 * if f really vanishes there (a pole changes sign too); a zero where f touches 0 without changing sign is
 * found as a local minimum of |f| that reaches 0.
 */
export function rootsScan(f, lo, hi, step = 1e-3) {
  const roots = [];
  const push = (r) => {
    if (!roots.some((s) => Math.abs(s - r) < 1e-6)) roots.push(r);
  };
  // x = lo + k * step, not x += step: the grid must not drift over a long scan
  let n = Math.max(2, Math.ceil((hi - lo) / step) + 1);
  if (lo + (n - 1) * step < hi) n++;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let k = 0; k < n; k++) ys[k] = f((xs[k] = lo + k * step));
  for (let k = 0; k + 1 < xs.length; k++) {
    const y0 = ys[k];
    const y1 = ys[k + 1];
    if (y0 === 0) push(xs[k]);
    else if (Number.isFinite(y0) && Number.isFinite(y1) && y1 !== 0 && Math.sign(y0) !== Math.sign(y1)) {
      const r = bisect(f, xs[k], xs[k + 1]);
      if (Math.abs(f(r)) < 1e-6) push(r);
    }
  }
  for (let k = 1; k + 1 < xs.length; k++) {
    const b = Math.abs(ys[k]);
    if (!(b < 1e-4 && b <= Math.abs(ys[k - 1]) && b <= Math.abs(ys[k + 1]))) continue;
    let l = xs[k - 1];
    let h = xs[k + 1];
    for (let i = 0; i < 100; i++) {
      const m1 = l + (h - l) / 3;
      const m2 = h - (h - l) / 3;
      if (Math.abs(f(m1)) < Math.abs(f(m2))) h = m2;
      else l = m1;
    }
    const r = (l + h) / 2;
    if (Math.abs(f(r)) < 1e-9) push(Math.round(r * 1e6) / 1e6);
  }
  return roots.map((r) => Math.round(r * 1e9) / 1e9).sort((a, b) => a - b);
}

/** The zero of f, which must be linear in its one variable with a nonzero slope (or this throws). */
export function solveLinear(f) {
  const b = f(0);
  const a = f(1) - b;
  if (!close(f(2), 2 * a + b) || !close(f(-3), b - 3 * a)) throw new Error("not a linear equation");
  if (Math.abs(a) < 1e-9) throw new Error("not a linear equation with one solution");
  const x = -b / a;
  if (Math.abs(f(x)) > 1e-9) throw new Error("linear solve failed");
  return x;
}

/** Solves a1 x + b1 y = c1, a2 x + b2 y = c2; null when there is no unique solution. */
export function solve2(a1, b1, c1, a2, b2, c2) {
  const det = a1 * b2 - a2 * b1;
  if (Math.abs(det) < 1e-12) return null;
  const x = (c1 * b2 - c2 * b1) / det;
  const y = (a1 * c2 - a2 * c1) / det;
  if (!close(a1 * x + b1 * y, c1) || !close(a2 * x + b2 * y, c2)) throw new Error("solve2 failed");
  return { x, y };
}
/** Number of solutions of a1 x + b1 y = c1, a2 x + b2 y = c2: 0, 1 or Infinity. */
export function countSolutions2(a1, b1, c1, a2, b2, c2) {
  if (Math.abs(a1 * b2 - a2 * b1) > 1e-12) return 1;
  const dependent = Math.abs(a1 * c2 - a2 * c1) < 1e-12 && Math.abs(b1 * c2 - b2 * c1) < 1e-12;
  return dependent ? Infinity : 0;
}
/** Number of solutions of a linear equation in x given as g(x) = left - right: 0, 1 or Infinity. */
export function countSolutions1(g) {
  const a = g(1) - g(0);
  if (Math.abs(a) > 1e-12) return 1;
  return Math.abs(g(0)) < 1e-12 ? Infinity : 0;
}

/** Minimum of f on [lo, hi]: a fine scan, then ternary search around the best grid point. */
export function minimum(f, lo, hi) {
  const n = 20000;
  let bx = lo;
  for (let i = 0; i <= n; i++) {
    const x = lo + ((hi - lo) * i) / n;
    if (f(x) < f(bx)) bx = x;
  }
  let l = Math.max(lo, bx - (hi - lo) / n);
  let h = Math.min(hi, bx + (hi - lo) / n);
  for (let i = 0; i < 200; i++) {
    const m1 = l + (h - l) / 3;
    const m2 = h - (h - l) / 3;
    if (f(m1) < f(m2)) h = m2;
    else l = m1;
  }
  const x = (l + h) / 2;
  return { x, y: f(x) };
}
export function maximum(f, lo, hi) {
  const { x } = minimum((t) => -f(t), lo, hi);
  return { x, y: f(x) };
}

/** Simpson's rule. */
export function integrate(f, a, b, n = 2000) {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += f(a + i * h) * (i % 2 ? 4 : 2);
  return (s * h) / 3;
}

export const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
export const sd = (xs) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
export const sorted = (xs) => [...xs].sort((a, b) => a - b);
export function median(xs) {
  const s = sorted(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Every x = i / den with lo <= x <= hi for which pred(x) holds: a search over a grid of exact steps. */
export function scan(lo, hi, den, pred) {
  const hits = [];
  for (let i = Math.ceil(lo * den); i <= hi * den; i++) if (pred(i / den)) hits.push(i / den);
  return hits;
}

/** The angle at vertex V between the rays to P and Q, in degrees (points are [x, y]). */
export function angleAt(V, P, Q) {
  const u = [P[0] - V[0], P[1] - V[1]];
  const v = [Q[0] - V[0], Q[1] - V[1]];
  const c = (u[0] * v[0] + u[1] * v[1]) / (Math.hypot(...u) * Math.hypot(...v));
  return (Math.acos(Math.max(-1, Math.min(1, c))) * 180) / Math.PI;
}
