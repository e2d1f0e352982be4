import { locatedPassageBlocks } from "@sat/core";
import { splitMathLocated } from "@sat/core";
import type { Located } from "@sat/core";

/**
 * Where each character the student sees comes from in the source text, so a selection on screen
 * becomes a highlight stored as source offsets (checkable on the server, valid whatever the
 * rendering) and back. A formula, a blank or a figure is one "atom": one character here, the whole
 * of its markup in the source.
 */
export interface TextMap {
  /** The visible text in document order, each atom as ATOM. */
  text: string;
  /** Source start and end of every visible character. */
  starts: number[];
  ends: number[];
}

export const ATOM = "\uFFFC";
/** What RichText draws in place of the markup: a run of three or more underscores is a blank; ![alt](id) is a figure. */
export const RICH_SPECIAL = /(_{3,})|!\[([^\]]*)\]\(([a-z0-9][a-z0-9-]{0,79})\)/g;
/** The elements the renderers draw for atoms (KaTeX formulas, formula errors, blanks, figures). */
export const ATOM_SELECTOR = ".math-text__formula, [data-math-error], .rich-blank, .rich-figure";

class MapBuilder {
  readonly map: TextMap = { text: "", starts: [], ends: [] };

  char(value: string, start: number, end: number): void {
    this.map.text += value;
    this.map.starts.push(start);
    this.map.ends.push(end);
  }

  plain(piece: Located): void {
    for (let k = 0; k < piece.text.length; k++) this.char(piece.text[k] ?? "", piece.at + k, piece.at + k + 1);
  }

  /** Text as RichText renders it: formulas, then blanks and figures inside the plain text, are atoms. */
  rich(piece: Located): void {
    for (const segment of splitMathLocated(piece.text, piece.at)) {
      if (segment.kind !== "text") {
        this.char(ATOM, segment.start, segment.end);
        continue;
      }
      const startOf = (k: number) => segment.map[k] ?? segment.end;
      let k = 0;
      for (const match of segment.value.matchAll(RICH_SPECIAL)) {
        for (; k < match.index; k++) this.char(segment.value[k] ?? "", startOf(k), startOf(k + 1));
        k = match.index + match[0].length;
        this.char(ATOM, startOf(match.index), startOf(k));
      }
      for (; k < segment.value.length; k++) this.char(segment.value[k] ?? "", startOf(k), startOf(k + 1));
    }
  }
}

/** The map of a question's prompt (RichText of the whole text). */
export function richTextMap(source: string): TextMap {
  const builder = new MapBuilder();
  builder.rich({ text: source, at: 0 });
  return builder.map;
}

/** The map of a passage, block by block as Passage renders it (headings as plain text). */
export function passageMap(source: string): TextMap {
  const builder = new MapBuilder();
  for (const block of locatedPassageBlocks(source)) {
    if (block.kind === "heading") builder.plain(block.text);
    else if (block.kind === "paragraph") builder.rich(block.text);
    else if (block.kind === "list") block.items.forEach((item) => builder.rich(item));
    else [...block.header, ...block.rows.flat()].forEach((cell) => builder.rich(cell));
  }
  return builder.map;
}

/** Visible [a, b) to source [start, end). */
export function toSource(map: TextMap, a: number, b: number): { start: number; end: number } | null {
  const start = map.starts[a];
  const end = map.ends[b - 1];
  return start === undefined || end === undefined || b <= a ? null : { start, end };
}

/** Source [start, end) to the visible characters wholly inside it, or null if there are none. */
export function toVisible(map: TextMap, start: number, end: number): { a: number; b: number } | null {
  let a = -1;
  let b = -1;
  map.starts.forEach((s, k) => {
    if (s >= start && (map.ends[k] ?? Infinity) <= end) {
      if (a === -1) a = k;
      b = k + 1;
    }
  });
  return a === -1 ? null : { a, b };
}

/** Visible [a, b) without white space at either end; null if nothing is left. */
export function trimVisible(map: TextMap, a: number, b: number): { a: number; b: number } | null {
  while (a < b && /\s/.test(map.text[a] ?? "")) a++;
  while (b > a && /\s/.test(map.text[b - 1] ?? "")) b--;
  return b > a ? { a, b } : null;
}
