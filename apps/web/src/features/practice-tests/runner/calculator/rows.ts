/**
 * What each row of the expression list means and shows. Rows may use each other's constants and
 * functions in any order (as in Desmos), so definitions are resolved on demand with a cycle check;
 * one bad row only ever marks itself.
 */
import type Fraction from "fraction.js";
import type { AssignmentNode, FunctionAssignmentNode, MathNode } from "mathjs";
import { describeValue, evaluateExact, type ExactFn, type ExactScope, type ValueText } from "./exact";
import {
  BUILTIN_CONSTANTS,
  BUILTIN_FUNCTIONS,
  isOperatorNode,
  isSymbolNode,
  parseRow,
  RELATIONS,
  RESERVED,
  references,
  type Relation,
  type RelationFn,
} from "./math-engine";

export type RealFn = (x: number) => number;
export type ExactFn1 = (x: Fraction) => Fraction | null;

export interface Plot {
  /** What the graph's accessible name and the table's picker call it, as typed. */
  label: string;
  f: RealFn;
  exact: ExactFn1;
}

export type RowResult =
  | { kind: "empty" }
  | { kind: "error"; message: string }
  | { kind: "value"; text: ValueText }
  | { kind: "constant"; name: string; text: ValueText }
  | { kind: "defined"; name: string }
  | ({ kind: "curve" } & Plot)
  | ({ kind: "region"; relation: Relation } & Plot)
  | { kind: "vertical"; label: string; x: number };

export const CHECK = "Check this expression";

interface Definition {
  row: number;
  name: string;
  params: string[] | null;
  body: MathNode;
}

/** A function call's scope: its parameters over the shared constants, as a Map mathjs accepts. */
class Layer {
  constructor(
    private readonly parent: ReadonlyMap<string, unknown>,
    private readonly names: readonly string[],
    readonly values: unknown[],
  ) {}
  has(key: string): boolean {
    return this.names.includes(key) || this.parent.has(key);
  }
  get(key: string): unknown {
    const i = this.names.indexOf(key);
    return i >= 0 ? this.values[i] : this.parent.get(key);
  }
  set(key: string, value: unknown): this {
    const i = this.names.indexOf(key);
    if (i >= 0) this.values[i] = value;
    return this;
  }
  keys(): IterableIterator<string> {
    return new Set([...this.names, ...this.parent.keys()]).values();
  }
}

const asNumber = (value: unknown): number => (typeof value === "number" ? value : NaN);

function definitionOf(node: MathNode, row: number): Definition | null {
  if (node.type === "AssignmentNode") {
    const { object, value } = node as AssignmentNode;
    if (!isSymbolNode(object) || object.name === "x" || object.name === "y") return null;
    return { row, name: object.name, params: null, body: value };
  }
  if (node.type === "FunctionAssignmentNode") {
    const { name, params, expr } = node as FunctionAssignmentNode;
    return { row, name, params, body: expr };
  }
  return null;
}

/** Builds every row's result from the typed texts; pure, so it can run on each keystroke. */
export function evaluateRows(texts: readonly string[]): RowResult[] {
  const results: RowResult[] = texts.map(() => ({ kind: "empty" }));
  const nodes: (MathNode | null)[] = texts.map((text, i) => {
    if (text.trim() === "") return null;
    try {
      return parseRow(text);
    } catch {
      results[i] = { kind: "error", message: CHECK };
      return null;
    }
  });

  const definitions = new Map<string, Definition>();
  nodes.forEach((node, row) => {
    const def = node && definitionOf(node, row);
    if (!def) return;
    if (RESERVED.has(def.name)) results[row] = { kind: "error", message: `${CHECK}: “${def.name}” is a built-in name` };
    else if (definitions.has(def.name))
      results[row] = { kind: "error", message: `${CHECK}: “${def.name}” is defined twice` };
    else definitions.set(def.name, def);
  });

  const scope = new Map<string, unknown>();
  const exactScope = { constants: new Map<string, Fraction>(), functions: new Map<string, ExactFn>() };
  const state = new Map<string, "busy" | "ok" | "failed">();

  /** Null when every name `node` uses is usable with `params` bound; else why not. */
  function check(node: MathNode, params: readonly string[]): string | null {
    const refs = references(node);
    if (refs.unsupported) return CHECK;
    for (const name of refs.symbols) {
      if (params.includes(name) || BUILTIN_CONSTANTS.has(name)) continue;
      if (name === "x" || name === "y") return `${CHECK}: “${name}” can only be used in a graph`;
      const def = definitions.get(name);
      if (!def || def.params) return `${CHECK}: “${name}” is not defined`;
      if (!resolve(def)) return `${CHECK}: “${name}” has a problem`;
    }
    for (const name of refs.calls) {
      if (BUILTIN_FUNCTIONS.has(name)) continue;
      const def = definitions.get(name);
      if (!def?.params) return `${CHECK}: “${name}” is not a function`;
      if (!resolve(def)) return `${CHECK}: “${name}” has a problem`;
    }
    return null;
  }

  function resolve(def: Definition): boolean {
    const seen = state.get(def.name);
    if (seen === "busy") {
      results[def.row] = { kind: "error", message: `${CHECK}: “${def.name}” refers to itself` };
      state.set(def.name, "failed");
      return false;
    }
    if (seen) return seen === "ok";
    state.set(def.name, "busy");
    const problem = check(def.body, def.params ?? []);
    if (state.get(def.name) === "failed") return false;
    if (problem) {
      state.set(def.name, "failed");
      results[def.row] = { kind: "error", message: problem };
      return false;
    }
    const code = def.body.compile();
    if (def.params) {
      const params = def.params;
      scope.set(def.name, (...args: unknown[]) => asNumber(code.evaluate(new Layer(scope, params, args))));
      exactScope.functions.set(def.name, (args) => {
        if (args.length !== params.length) return null;
        const constants = new Map(exactScope.constants);
        params.forEach((p, i) => constants.set(p, args[i] as Fraction));
        return evaluateExact(def.body, { constants, functions: exactScope.functions });
      });
    } else {
      const value = asNumber(code.evaluate(scope));
      const exact = evaluateExact(def.body, exactScope);
      scope.set(def.name, value);
      if (exact) exactScope.constants.set(def.name, exact);
      const text = describeValue(value, exact, references(def.body).usesSqrt);
      results[def.row] = { kind: "constant", name: def.name, text };
    }
    state.set(def.name, "ok");
    return true;
  }

  for (const def of definitions.values()) resolve(def);

  const plot = (label: string, body: MathNode, param = "x"): Plot | string => {
    const problem = check(body, [param]);
    if (problem) return problem;
    const code = body.compile();
    const layer = new Layer(scope, [param], [0]);
    const f = (x: number) => {
      layer.values[0] = x;
      try {
        return asNumber(code.evaluate(layer));
      } catch {
        return NaN;
      }
    };
    const exact = (x: Fraction) => {
      const constants = new Map(exactScope.constants).set(param, x);
      return evaluateExact(body, { constants, functions: exactScope.functions });
    };
    return { label, f, exact };
  };

  nodes.forEach((node, row) => {
    if (!node || results[row]?.kind !== "empty") return;
    const label = (texts[row] ?? "").trim();
    results[row] = rowResult(node, label, definitions, plot, scope, exactScope, check);
  });
  return results;
}

type PlotFn = (label: string, body: MathNode, param?: string) => Plot | string;

function rowResult(
  node: MathNode,
  label: string,
  definitions: ReadonlyMap<string, Definition>,
  plot: PlotFn,
  scope: ReadonlyMap<string, unknown>,
  exactScope: ExactScope,
  check: (node: MathNode, params: readonly string[]) => string | null,
): RowResult {
  const asCurve = (result: Plot | string): RowResult =>
    typeof result === "string" ? { kind: "error", message: result } : { kind: "curve", ...result };

  if (node.type === "FunctionAssignmentNode") {
    const { name, params } = node as FunctionAssignmentNode;
    const def = definitions.get(name);
    const [param] = params;
    if (!def || params.length !== 1 || !param) return { kind: "defined", name };
    return asCurve(plot(label, def.body, param));
  }
  if (node.type === "AssignmentNode") {
    const { object, value } = node as AssignmentNode;
    if (isSymbolNode(object) && object.name === "y") return asCurve(plot(label, value));
    if (isSymbolNode(object) && object.name === "x") {
      const problem = check(value, []);
      if (problem) return { kind: "error", message: problem };
      const x = asNumber(value.compile().evaluate(scope));
      return Number.isFinite(x) ? { kind: "vertical", label, x } : { kind: "error", message: CHECK };
    }
    return { kind: "error", message: CHECK };
  }
  if (isOperatorNode(node) && node.fn in RELATIONS) {
    const [left, right] = node.args;
    const relation = RELATIONS[node.fn as RelationFn];
    const flipped = { ">": "<", ">=": "<=", "<": ">", "<=": ">=" } as const;
    const yAlone = (n: MathNode | undefined) => !!n && isSymbolNode(n) && n.name === "y";
    let result: Plot | string = `${CHECK}: write it as y > … or y < …`;
    if (yAlone(left) && right) result = plot(label, right);
    else if (yAlone(right) && left) result = plot(label, left);
    if (typeof result === "string") return { kind: "error", message: result };
    return { kind: "region", relation: yAlone(left) ? relation : flipped[relation], ...result };
  }

  const refs = references(node);
  if (refs.symbols.has("x")) return asCurve(plot(`y = ${label}`, node));
  const problem = check(node, []);
  if (problem) return { kind: "error", message: problem };
  const value = asNumber(node.compile().evaluate(scope));
  return { kind: "value", text: describeValue(value, evaluateExact(node, exactScope), refs.usesSqrt) };
}

/** The rows that draw something, with the row index that gives each its colour. */
export function plottedRows(results: readonly RowResult[]) {
  return results.flatMap((result, row) =>
    result.kind === "curve" || result.kind === "region" || result.kind === "vertical" ? [{ row, result }] : [],
  );
}
