export type MathSegmentKind = "text" | "inline" | "display";

export interface MathSegment {
  kind: MathSegmentKind;
  /** For text, the literal text (escapes resolved); for math, the TeX source between the delimiters. */
  value: string;
}

interface Delimiter {
  open: string;
  close: string;
  kind: "inline" | "display";
}

// `$$` must be tried before `$`, or every display formula would read as two empty inline ones.
const DELIMITERS: readonly Delimiter[] = [
  { open: "$$", close: "$$", kind: "display" },
  { open: "$", close: "$", kind: "inline" },
  { open: "\\[", close: "\\]", kind: "display" },
  { open: "\\(", close: "\\)", kind: "inline" },
];

/**
 * Where the closing delimiter starts, or -1. Inside TeX a backslash always takes the next character
 * with it, so `\$` and `\\)` inside a formula never close it.
 */
function findClose(text: string, from: number, close: string): number {
  let i = from;
  while (i < text.length) {
    if (text.startsWith(close, i)) return i;
    i += text[i] === "\\" ? 2 : 1;
  }
  return -1;
}

/**
 * A segment with where it sits in the source, [start, end); for text, where each character starts
 * (a character ends where the next one starts, the last one at `end`).
 */
export type LocatedMathSegment = MathSegment & { start: number; end: number; map: number[] };

/**
 * Splits question text into plain text and TeX formulas: `$…$` and `\(…\)` are inline, `$$…$$` and
 * `\[…\]` are display. `\$` outside a formula is a literal dollar sign. An opening delimiter with no
 * closing one stays as text, so a stray `$` in a price never swallows the rest of the question.
 */
export function splitMath(text: string): MathSegment[] {
  return splitMathLocated(text).map(({ kind, value }) => ({ kind, value }));
}

/** `splitMath` keeping source positions, so highlights can be stored as offsets into the source. */
export function splitMathLocated(text: string, offset = 0): LocatedMathSegment[] {
  const segments: LocatedMathSegment[] = [];
  let pending = "";
  let map: number[] = [];
  const flushText = () => {
    const first = map[0];
    const last = map[map.length - 1];
    if (pending && first !== undefined && last !== undefined)
      segments.push({ kind: "text", value: pending, start: first, end: last + 1, map });
    pending = "";
    map = [];
  };
  const take = (chars: string, from: number) => {
    pending += chars;
    for (let k = 0; k < chars.length; k++) map.push(offset + from + k);
  };

  let i = 0;
  while (i < text.length) {
    if (text.startsWith("\\$", i)) {
      pending += "$";
      // The dollar sign stands for both source characters: it starts at the backslash.
      map.push(offset + i);
      i += 2;
      continue;
    }
    const delimiter = DELIMITERS.find((d) => text.startsWith(d.open, i));
    if (!delimiter) {
      take(text[i] ?? "", i);
      i += 1;
      continue;
    }
    const start = i + delimiter.open.length;
    const end = findClose(text, start, delimiter.close);
    if (end === -1) {
      take(delimiter.open, i);
      i = start;
      continue;
    }
    flushText();
    const value = text.slice(start, end);
    const after = end + delimiter.close.length;
    segments.push({ kind: delimiter.kind, value, start: offset + i, end: offset + after, map: [] });
    i = after;
  }
  flushText();
  return segments;
}
