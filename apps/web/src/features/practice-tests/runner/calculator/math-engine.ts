/**
 * The calculator's mathjs instance. `mathjs/number` with only the functions below keeps the lazy
 * chunk near 45 kB gzipped; the full entry with its Fraction type doubles it, so exact rational
 * results come from fraction.js in `exact.ts` instead. floor/ceil are left out on purpose: in this
 * entry they drag in decimal.js (another 12 kB) for a function SAT questions do not need.
 */
import {
  absDependencies,
  acosDependencies,
  addDependencies,
  asinDependencies,
  atanDependencies,
  cbrtDependencies,
  compileDependencies,
  cosDependencies,
  create,
  divideDependencies,
  eDependencies,
  expDependencies,
  largerDependencies,
  largerEqDependencies,
  log10Dependencies,
  logDependencies,
  modDependencies,
  multiplyDependencies,
  nthRootDependencies,
  parseDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  sinDependencies,
  smallerDependencies,
  smallerEqDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
} from "mathjs/number";
import type { ConstantNode, FactoryFunctionMap, FunctionNode, MathNode, OperatorNode, SymbolNode } from "mathjs";

export const math = create({
  absDependencies,
  acosDependencies,
  addDependencies,
  asinDependencies,
  atanDependencies,
  cbrtDependencies,
  compileDependencies,
  cosDependencies,
  divideDependencies,
  eDependencies,
  expDependencies,
  largerDependencies,
  largerEqDependencies,
  log10Dependencies,
  logDependencies,
  modDependencies,
  multiplyDependencies,
  nthRootDependencies,
  parseDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  sinDependencies,
  smallerDependencies,
  smallerEqDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  // The type declarations mark each `*Dependencies` export as possibly undefined; none is.
} as FactoryFunctionMap);

/** Names a row may call without defining them (after `ln`/`log` are renamed below). */
export const BUILTIN_FUNCTIONS = new Set([
  "abs",
  "acos",
  "asin",
  "atan",
  "cbrt",
  "cos",
  "exp",
  "log",
  "log10",
  "mod",
  "nthRoot",
  "round",
  "sin",
  "sqrt",
  "tan",
]);
export const BUILTIN_CONSTANTS = new Set(["pi", "e"]);
/** What a student may type but cannot redefine. */
export const RESERVED = new Set([...BUILTIN_FUNCTIONS, ...BUILTIN_CONSTANTS, "ln", "x", "y"]);

export const RELATIONS = { larger: ">", largerEq: ">=", smaller: "<", smallerEq: "<=" } as const;
export type RelationFn = keyof typeof RELATIONS;
export type Relation = (typeof RELATIONS)[RelationFn];

/** Typing aids only (symbols from a phone keyboard, "15% of 80"); the parsing is mathjs's. */
export function normalizeInput(text: string): string {
  return text
    .replace(/≤/g, "<=")
    .replace(/≥/g, ">=")
    .replace(/[−–]/g, "-")
    .replace(/[×·]/g, "*")
    .replace(/÷/g, "/")
    .replace(/π/g, "pi")
    .replace(/%\s*of\b/g, "% *");
}

/**
 * Parses one row. `ln` becomes mathjs's natural `log` and a one-argument `log` becomes `log10`,
 * as on the calculators students know (Desmos, TI). Throws mathjs's SyntaxError on bad input.
 */
export function parseRow(text: string): MathNode {
  const node = math.parse(normalizeInput(text));
  node.traverse((n) => {
    if (!isFunctionNode(n) || !isSymbolNode(n.fn)) return;
    if (n.fn.name === "log" && n.args.length === 1) n.fn.name = "log10";
    else if (n.fn.name === "ln") n.fn.name = "log";
  });
  return node;
}

export const isSymbolNode = (n: MathNode): n is SymbolNode => n.type === "SymbolNode";
export const isFunctionNode = (n: MathNode): n is FunctionNode => n.type === "FunctionNode";
export const isOperatorNode = (n: MathNode): n is OperatorNode => n.type === "OperatorNode";

export interface References {
  symbols: Set<string>;
  calls: Set<string>;
  /** The first construct the calculator does not handle (a matrix, a string, a block…). */
  unsupported: string | null;
  usesSqrt: boolean;
}

const SUPPORTED = new Set(["ConstantNode", "SymbolNode", "OperatorNode", "ParenthesisNode", "FunctionNode"]);

/** Which names an expression reads and calls, so a row can be checked before it is evaluated. */
export function references(node: MathNode): References {
  const out: References = { symbols: new Set(), calls: new Set(), unsupported: null, usesSqrt: false };
  node.traverse((n, path, parent) => {
    if (!SUPPORTED.has(n.type) || (n.type === "ConstantNode" && typeof (n as ConstantNode).value !== "number")) {
      out.unsupported ??= n.type;
      return;
    }
    if (isFunctionNode(n) && !isSymbolNode(n.fn)) out.unsupported ??= "FunctionNode";
    if (!isSymbolNode(n)) return;
    if (parent && isFunctionNode(parent) && path === "fn") {
      out.calls.add(n.name);
      if (n.name === "sqrt" || n.name === "nthRoot" || n.name === "cbrt") out.usesSqrt = true;
    } else {
      out.symbols.add(n.name);
    }
  });
  return out;
}
