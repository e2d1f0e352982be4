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
 * Splits question text into plain text and TeX formulas: `$…$` and `\(…\)` are inline, `$$…$$` and
 * `\[…\]` are display. `\$` outside a formula is a literal dollar sign. An opening delimiter with no
 * closing one stays as text, so a stray `$` in a price never swallows the rest of the question.
 */
export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let pending = "";
  const flushText = () => {
    if (pending) segments.push({ kind: "text", value: pending });
    pending = "";
  };

  let i = 0;
  while (i < text.length) {
    if (text.startsWith("\\$", i)) {
      pending += "$";
      i += 2;
      continue;
    }
    const delimiter = DELIMITERS.find((d) => text.startsWith(d.open, i));
    if (!delimiter) {
      pending += text[i];
      i += 1;
      continue;
    }
    const start = i + delimiter.open.length;
    const end = findClose(text, start, delimiter.close);
    if (end === -1) {
      pending += delimiter.open;
      i = start;
      continue;
    }
    flushText();
    segments.push({ kind: delimiter.kind, value: text.slice(start, end) });
    i = end + delimiter.close.length;
  }
  flushText();
  return segments;
}
