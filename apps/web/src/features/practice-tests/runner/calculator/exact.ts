/**
 * Exact answers. A row is re-evaluated on fraction.js values, walking the tree mathjs parsed; any
 * step that cannot stay rational (pi, sin, 2^0.5) gives up with null and the row shows a decimal.
 * SAT answers are fractions and radicals, so `3/4 + 1/6` must read 11/12, not 0.91666….
 */
import Fraction from "fraction.js";
import type { ConstantNode, MathNode, OperatorNode, ParenthesisNode } from "mathjs";
import { isFunctionNode, isOperatorNode, isSymbolNode } from "./math-engine";

export type ExactFn = (args: Fraction[]) => Fraction | null;

export interface ExactScope {
  constants: ReadonlyMap<string, Fraction>;
  functions: ReadonlyMap<string, ExactFn>;
}

/** The largest exponent worth computing exactly; beyond it the digits are not useful on screen. */
const MAX_EXPONENT = 4096;

/** The decimal a student typed, as a fraction: "0.1" is 1/10, not the float nearest to it. */
export function fractionOf(value: number): Fraction | null {
  if (!Number.isFinite(value)) return null;
  try {
    return new Fraction(String(value));
  } catch {
    return Number.isInteger(value) ? new Fraction(BigInt(value)) : new Fraction(value);
  }
}

function operate(node: OperatorNode, scope: ExactScope): Fraction | null {
  const args: Fraction[] = [];
  for (const arg of node.args) {
    const value = evaluateExact(arg, scope);
    if (value === null) return null;
    args.push(value);
  }
  const [a, b] = args;
  if (!a) return null;
  switch (node.fn) {
    case "unaryMinus":
      return a.neg();
    case "unaryPlus":
      return a;
    case "add":
      return b ? a.add(b) : null;
    case "subtract":
      return b ? a.sub(b) : null;
    case "multiply":
      return b ? a.mul(b) : null;
    case "divide":
      return b && !b.equals(0) ? a.div(b) : null;
    case "mod":
      return b && !b.equals(0) ? a.mod(b) : null;
    case "pow":
      if (!b || b.abs().compare(MAX_EXPONENT) > 0 || (a.equals(0) && b.compare(0) < 0)) return null;
      return a.pow(b);
    default:
      return null;
  }
}

export function evaluateExact(node: MathNode, scope: ExactScope): Fraction | null {
  try {
    switch (node.type) {
      case "ConstantNode": {
        const value = (node as ConstantNode).value;
        return typeof value === "number" ? fractionOf(value) : null;
      }
      case "ParenthesisNode":
        return evaluateExact((node as ParenthesisNode).content, scope);
      case "SymbolNode":
        return isSymbolNode(node) ? (scope.constants.get(node.name) ?? null) : null;
      case "OperatorNode":
        return isOperatorNode(node) ? operate(node, scope) : null;
      case "FunctionNode":
        return callExact(node, scope);
      default:
        return null;
    }
  } catch {
    // fraction.js throws on overflowing or invalid steps; the decimal result still stands.
    return null;
  }
}

function callExact(node: MathNode, scope: ExactScope): Fraction | null {
  if (!isFunctionNode(node) || !isSymbolNode(node.fn)) return null;
  const args: Fraction[] = [];
  for (const arg of node.args) {
    const value = evaluateExact(arg, scope);
    if (value === null) return null;
    args.push(value);
  }
  if (node.fn.name === "abs" && args[0]) return args[0].abs();
  const fn = scope.functions.get(node.fn.name);
  return fn ? fn(args) : null;
}

/** Up to 10 significant digits, as a calculator screen shows them. */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return "undefined";
  const abs = Math.abs(value);
  if (abs !== 0 && (abs >= 1e12 || abs < 1e-6)) {
    const [mantissa = "", exponent = ""] = value.toExponential(6).split("e");
    return `${String(Number(mantissa))} × 10^${String(Number(exponent))}`.replace(/^-/, "−");
  }
  return String(Number(value.toPrecision(10))).replace(/^-/, "−");
}

/** "11/12" with a true minus sign; numbers too long to read fall back to the decimal. */
export function formatFraction(value: Fraction): string | null {
  const text = value.toFraction();
  return text.length > 24 ? null : text.replace(/^-/, "−");
}

/** Whether the fraction's decimal expansion ends within what `formatDecimal` prints. */
function terminates(value: Fraction): boolean {
  let d = value.d;
  for (const p of [2n, 5n]) while (d % p === 0n) d /= p;
  return d === 1n && value.toString().replace(/^-|\./g, "").length <= 10;
}

function squarePart(n: bigint): [outside: bigint, inside: bigint] {
  let outside = 1n;
  let inside = n;
  for (let f = 2n; f * f <= inside; f += 1n) {
    while (inside % (f * f) === 0n) {
      inside /= f * f;
      outside *= f;
    }
  }
  return [outside, inside];
}

/**
 * `2√2` for 2.828…: the value's square is matched to a fraction with a small denominator, then
 * √(p/q) = √(p·q)/q is simplified. Only asked for rows that take a root, so an unrelated decimal
 * is never dressed up as a radical.
 */
export function radicalForm(value: number): string | null {
  const squared = value * value;
  if (!Number.isFinite(squared) || value === 0 || squared > 1e9) return null;
  const tolerance = 1e-9 * Math.max(1, squared);
  const square = new Fraction(squared).simplify(tolerance);
  if (square.d > 1000n || Math.abs(square.valueOf() - squared) > tolerance) return null;
  const [outside, inside] = squarePart(square.n * square.d);
  if (inside === 1n) return null;
  const coefficient = new Fraction(outside, square.d);
  const sign = value < 0 ? "−" : "";
  const top = coefficient.n === 1n ? "" : String(coefficient.n);
  const bottom = coefficient.d === 1n ? "" : `/${String(coefficient.d)}`;
  return `${sign}${top}√${String(inside)}${bottom}`;
}

export interface ValueText {
  /** What the row shows first: the exact form when there is one, else the decimal. */
  main: string;
  /** The decimal beside an exact form, with "=" when it is exact and "≈" when rounded. */
  decimal: string | null;
}

export function describeValue(value: number, exact: Fraction | null, tookRoot: boolean): ValueText {
  const fraction = exact ? formatFraction(exact) : null;
  if (exact && fraction !== null) {
    if (exact.d === 1n) return { main: fraction, decimal: null };
    return { main: fraction, decimal: `${terminates(exact) ? "=" : "≈"} ${formatDecimal(exact.valueOf())}` };
  }
  const radical = tookRoot ? radicalForm(value) : null;
  if (radical) return { main: radical, decimal: `≈ ${formatDecimal(value)}` };
  return { main: formatDecimal(value), decimal: null };
}
