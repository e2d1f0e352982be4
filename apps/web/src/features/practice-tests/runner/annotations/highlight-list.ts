import { ANNOTATION_LIMITS } from "@sat/core";
import type { Highlight, HighlightColour } from "@sat/core";

export type NewHighlight = Pick<Highlight, "target" | "start" | "end" | "colour">;

const overlaps = (a: NewHighlight, b: NewHighlight) => a.target === b.target && a.start < b.end && b.start < a.end;
const order = (a: Highlight, b: Highlight) =>
  a.target === b.target ? a.start - b.start : a.target === "passage" ? -1 : 1;

/**
 * Adds a highlight to a question's list. Highlights never overlap: a new one joins those it touches
 * (their notes kept, one after another); one inside an existing highlight changes nothing, so the
 * student simply opens that one. Answers the new list and where the highlight is in it, or null
 * when the question already has the most highlights allowed.
 */
export function addHighlight(list: Highlight[], added: NewHighlight): { list: Highlight[]; index: number } | null {
  const inside = list.findIndex((h) => h.target === added.target && h.start <= added.start && added.end <= h.end);
  if (inside !== -1) return { list, index: inside };
  const touched = list.filter((h) => overlaps(h, added));
  if (touched.length === 0 && list.length >= ANNOTATION_LIMITS.highlightsPerQuestion) return null;
  const note = touched
    .map((h) => h.note.trim())
    .filter(Boolean)
    .join("\n")
    .slice(0, ANNOTATION_LIMITS.noteChars);
  const merged: Highlight = {
    target: added.target,
    start: Math.min(added.start, ...touched.map((h) => h.start)),
    end: Math.max(added.end, ...touched.map((h) => h.end)),
    colour: added.colour,
    note,
  };
  const next = [...list.filter((h) => !touched.includes(h)), merged].sort(order);
  return { list: next, index: next.indexOf(merged) };
}

export function updateHighlight(
  list: Highlight[],
  index: number,
  patch: { colour?: HighlightColour; note?: string },
): Highlight[] {
  return list.map((h, i) =>
    i === index ? { ...h, ...patch, note: (patch.note ?? h.note).slice(0, ANNOTATION_LIMITS.noteChars) } : h,
  );
}

export const removeHighlight = (list: Highlight[], index: number): Highlight[] => list.filter((_, i) => i !== index);

/** The highlight covering a source position of a target, if any. */
export const highlightAt = (list: Highlight[], target: Highlight["target"], at: number): number =>
  list.findIndex((h) => h.target === target && h.start <= at && at < h.end);
