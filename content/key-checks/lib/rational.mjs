// Exact fractions (BigInt). Answer forms are decided exactly (is "0.667" the rounding of 2/3 at full width?),
// where a floating-point tolerance could accept a near miss.

const gcd = (a, b) => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

export class Q {
  constructor(n, d = 1n) {
    n = BigInt(n);
    d = BigInt(d);
    if (d === 0n) throw new Error("division by zero");
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n, d) || 1n;
    this.n = n / g;
    this.d = d / g;
  }
  /** A Q, a BigInt, an integer, or a decimal literal such as "1.12" (read exactly, not through a float). */
  static of(x) {
    if (x instanceof Q) return x;
    if (typeof x === "bigint") return new Q(x);
    if (typeof x === "number" && Number.isInteger(x)) return new Q(BigInt(x));
    const s = String(x);
    const m = /^(-?)(\d*)(?:\.(\d+))?$/.exec(s);
    if (!m) throw new Error(`not a decimal: ${s}`);
    const frac = m[3] ?? "";
    return new Q((m[1] ? -1n : 1n) * BigInt((m[2] || "0") + frac), 10n ** BigInt(frac.length));
  }
  add(o) {
    o = Q.of(o);
    return new Q(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o) {
    o = Q.of(o);
    return new Q(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o) {
    o = Q.of(o);
    return new Q(this.n * o.n, this.d * o.d);
  }
  div(o) {
    o = Q.of(o);
    return new Q(this.n * o.d, this.d * o.n);
  }
  pow(k) {
    let r = new Q(1n);
    for (let i = 0; i < k; i++) r = r.mul(this);
    return r;
  }
  eq(o) {
    o = Q.of(o);
    return this.n === o.n && this.d === o.d;
  }
  num() {
    return Number(this.n) / Number(this.d);
  }
  toString() {
    return this.d === 1n ? `${this.n}` : `${this.n}/${this.d}`;
  }
}

/**
 * A computed value as an exact fraction. Checks that compute in floating point pass numbers; those must be
 * within 1e-9 of a fraction with a denominator up to 10000, or the value is not a gridable answer.
 */
export function toRational(v) {
  if (v instanceof Q || typeof v === "bigint" || Number.isInteger(v)) return Q.of(v);
  if (typeof v !== "number" || !Number.isFinite(v)) throw new Error(`${v} is not a number`);
  for (let d = 1; d <= 10000; d++) {
    const n = Math.round(v * d);
    if (Math.abs(n / d - v) < 1e-9) return new Q(BigInt(n), BigInt(d));
  }
  throw new Error(`${v} is not a simple fraction`);
}
