import type { Highlight as StoredHighlight } from "@sat/core";
import { ATOM, toSource, toVisible, trimVisible, type TextMap } from "../../../../components/ui/text-map";
import { DomText } from "./dom-text";

/** A passage or a prompt on screen that can take highlights. */
export interface HighlightRoot {
  element: HTMLElement;
  qId: string;
  target: StoredHighlight["target"];
  map: TextMap;
}

export interface Editing {
  qId: string;
  index: number;
}

const roots = new Set<HighlightRoot>();
let painted: { annotations: Record<string, StoredHighlight[]>; editing: Editing | null } = {
  annotations: {},
  editing: null,
};

export function registerRoot(root: HighlightRoot): () => void {
  roots.add(root);
  return () => {
    roots.delete(root);
    paintHighlights(painted.annotations, painted.editing);
  };
}

export const rootContaining = (node: Node | null): HighlightRoot | undefined =>
  node ? [...roots].find((r) => r.element.contains(node)) : undefined;

export const rootsIn = (element: Element): HighlightRoot[] => [...roots].filter((r) => element.contains(r.element));

/**
 * The root's text as drawn, or null if it differs from what the source map expects (a renderer
 * changed without its map): then nothing is highlighted rather than the wrong words.
 */
export function domTextOf(root: HighlightRoot): DomText | null {
  const dom = new DomText(root.element);
  return dom.text === root.map.text ? dom : null;
}

/** The visible words a highlight covers, formulas and figures read as an ellipsis. */
export function quoteOf(root: HighlightRoot, start: number, end: number): string {
  const visible = toVisible(root.map, start, end);
  return visible ? root.map.text.slice(visible.a, visible.b).replaceAll(ATOM, "…") : "";
}

/** Where the current selection is, as a highlight's place in the source, if it is inside one root. */
export function selectedPlace(): { root: HighlightRoot; start: number; end: number } | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const root = rootContaining(range.startContainer) ?? rootContaining(range.endContainer);
  const dom = root ? domTextOf(root) : null;
  if (!root || !dom) return null;
  const a = root.element.contains(range.startContainer)
    ? dom.indexOf(range.startContainer, range.startOffset, "start")
    : 0;
  const b = root.element.contains(range.endContainer)
    ? dom.indexOf(range.endContainer, range.endOffset, "end")
    : dom.text.length;
  const visible = trimVisible(root.map, a, b);
  const place = visible ? toSource(root.map, visible.a, visible.b) : null;
  return place ? { root, ...place } : null;
}

/** The source position under a point on screen, for a click on a highlight. */
export function sourceAt(root: HighlightRoot, x: number, y: number): number | null {
  const doc = root.element.ownerDocument as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  const caret = doc.caretPositionFromPoint?.(x, y);
  const range = caret ? null : doc.caretRangeFromPoint?.(x, y);
  const node = caret?.offsetNode ?? range?.startContainer;
  const offset = caret?.offset ?? range?.startOffset ?? 0;
  const dom = node && root.element.contains(node) ? domTextOf(root) : null;
  if (!dom || !node) return null;
  const at = dom.indexOf(node, offset, "start");
  return root.map.starts[Math.min(at, root.map.starts.length - 1)] ?? null;
}

const supported = () => typeof CSS !== "undefined" && "highlights" in CSS && typeof Highlight !== "undefined";

/**
 * Paints every highlight on screen with the CSS Custom Highlight API: the text's DOM stays as React
 * rendered it (no wrapping elements to keep in step), and colours come from ::highlight() rules.
 */
export function paintHighlights(annotations: Record<string, StoredHighlight[]>, editing: Editing | null): void {
  painted = { annotations, editing };
  if (!supported()) return;
  const groups = new Map<string, Range[]>();
  const add = (name: string, range: Range) => groups.set(name, [...(groups.get(name) ?? []), range]);
  for (const root of roots) {
    const list = annotations[root.qId] ?? [];
    const dom = list.length > 0 ? domTextOf(root) : null;
    if (!dom) continue;
    list.forEach((h, index) => {
      if (h.target !== root.target) return;
      const visible = toVisible(root.map, h.start, h.end);
      const range = visible ? dom.range(visible.a, visible.b) : null;
      if (!range) return;
      add(`sat-${h.colour}`, range);
      if (h.note.trim()) add("sat-note", range);
      if (editing?.qId === root.qId && editing.index === index) add("sat-active", range);
    });
  }
  for (const name of ["sat-yellow", "sat-blue", "sat-pink", "sat-note", "sat-active"])
    CSS.highlights.set(name, new Highlight(...(groups.get(name) ?? [])));
}
