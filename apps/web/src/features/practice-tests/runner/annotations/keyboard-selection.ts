import { ATOM } from "../../../../components/ui/text-map";
import { domTextOf, rootsIn } from "./highlight-roots";

export type SelectionKey = "ArrowRight" | "ArrowLeft" | "ArrowDown" | "ArrowUp";
type Span = { a: number; b: number };

const wordsOf = (text: string): Span[] =>
  [...text.matchAll(/\S+/g)].map((m) => ({ a: m.index, b: m.index + m[0].length }));

/**
 * Word-by-word selection from the keyboard, where plain arrows already move between questions:
 * Shift+→ / Shift+← move the selection's end a word later / earlier, Shift+↓ / Shift+↑ its start.
 * A one-word selection that cannot shrink moves instead, so the student walks to the first word.
 */
export function nextSelection(text: string, current: Span | null, key: SelectionKey): Span | null {
  const words = wordsOf(text);
  const first = words[0];
  if (!first) return null;
  if (!current) return first;
  const { a, b } = current;
  const after = words.find((w) => w.a >= b);
  const before = [...words].reverse().find((w) => w.b <= a);
  switch (key) {
    case "ArrowRight":
      return after ? { a, b: after.b } : current;
    case "ArrowLeft": {
      const shorter = [...words].reverse().find((w) => w.b < b && w.a >= a);
      if (shorter) return { a, b: shorter.b };
      return before ?? current;
    }
    case "ArrowDown": {
      const later = words.find((w) => w.a > a && w.b <= b);
      if (later) return { a: later.a, b };
      return after ?? current;
    }
    case "ArrowUp":
      return before ? { a: before.a, b } : current;
  }
}

/** Applies a selection key inside a pane; answers what is now selected, for screen readers. */
export function selectWithKeyboard(pane: Element, key: SelectionKey): string | null {
  const root = rootsIn(pane)[0];
  const dom = root ? domTextOf(root) : null;
  const selection = window.getSelection();
  if (!root || !dom || !selection) return null;
  let current: Span | null = null;
  if (selection.rangeCount > 0 && !selection.isCollapsed) {
    const range = selection.getRangeAt(0);
    if (root.element.contains(range.startContainer) && root.element.contains(range.endContainer))
      current = {
        a: dom.indexOf(range.startContainer, range.startOffset, "start"),
        b: dom.indexOf(range.endContainer, range.endOffset, "end"),
      };
  }
  const next = nextSelection(dom.text, current, key);
  const range = next ? dom.range(next.a, next.b) : null;
  if (!next || !range) return null;
  selection.removeAllRanges();
  selection.addRange(range);
  return dom.text.slice(next.a, next.b).replaceAll(ATOM, "…");
}
