import { useEffect, useSyncExternalStore } from "react";
import type katexModule from "katex";

type Katex = typeof katexModule;

/*
 * KaTeX (its code, style sheet and fonts) is a fifth of a question screen's JavaScript and costs a
 * slow phone a long task to evaluate, yet most reading and writing screens hold no formula. It is
 * loaded only for text that may hold one, and before such text is shown: the screens that fetch
 * questions wait for it with their data (`whenTypesettable`), so no formula is ever drawn twice.
 */
let katex: Katex | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Without a dollar sign or a backslash there is no formula and no escape: most reading passages. */
export const MAY_HOLD_MATH = /[$\\]/;

export const loadedKatex = (): Katex | null => katex;

export function loadKatex(): Promise<void> {
  loading ??= Promise.all([import("katex"), import("./katex-style")]).then(([module]) => {
    katex = module.default;
    for (const listener of listeners) listener();
  });
  return loading;
}

/** True when any string in `value` (nested arrays and objects included) may hold a formula. */
export function mayHoldMath(value: unknown): boolean {
  if (typeof value === "string") return MAY_HOLD_MATH.test(value);
  if (Array.isArray(value)) return value.some(mayHoldMath);
  if (value !== null && typeof value === "object") return Object.values(value).some(mayHoldMath);
  return false;
}

/** Resolves with `data` once KaTeX is ready for it: at once when `data` holds no formula. */
export async function whenTypesettable<T>(data: T): Promise<T> {
  if (katex === null && mayHoldMath(data)) await loadKatex();
  return data;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether formulas in `text` can be typeset now. A screen that did not wait for KaTeX shows the
 * source until it arrives, then the formulas.
 */
export function useTypesettable(text: string): boolean {
  const needed = MAY_HOLD_MATH.test(text);
  const ready = useSyncExternalStore(subscribe, () => katex !== null);
  useEffect(() => {
    if (needed && !ready) void loadKatex().catch(() => undefined);
  }, [needed, ready]);
  return !needed || ready;
}
