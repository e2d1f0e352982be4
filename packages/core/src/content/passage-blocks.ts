/**
 * Reads a passage as the content packs store it (and the runner and bank show it): one paragraph per line, `Text 1` / `Text 2`
 * headings for paired passages, `•` bullet notes, and tables as consecutive `a | b | c` lines whose
 * first line is the header row.
 */
export type PassageBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; header: string[]; rows: string[][] };

const BULLET = /^[•▪◦]\s*/;
const HEADING = /^Text \d+$/;
/** A `|` inside a formula (an absolute value) never makes a table. */
const withoutMath = (line: string) => line.replace(/\$[^$]*\$/g, "");
export const isTableLine = (line: string): boolean => {
  const plain = withoutMath(line);
  return plain.includes(" | ") || /^\|.*\|$/.test(plain);
};
export const tableCells = (line: string): string[] => tableCellsLocated({ text: line, at: 0 }).map((c) => c.text);

/** A piece of a passage with where it starts in the source; `text` is exactly the source there. */
export interface Located {
  text: string;
  at: number;
}

export type LocatedPassageBlock =
  | { kind: "paragraph"; text: Located }
  | { kind: "heading"; text: Located }
  | { kind: "list"; items: Located[] }
  | { kind: "table"; header: Located[]; rows: Located[][] };

function trimLocated(piece: Located): Located {
  const text = piece.text.trim();
  const lead = piece.text.length - piece.text.trimStart().length;
  return { text, at: piece.at + lead };
}

function tableCellsLocated(line: Located): Located[] {
  const from = line.text.startsWith("|") ? 1 : 0;
  const to = line.text.length > from && line.text.endsWith("|") ? line.text.length - 1 : line.text.length;
  const cells: Located[] = [];
  let at = from;
  for (const cell of line.text.slice(from, to).split("|")) {
    cells.push(trimLocated({ text: cell, at: line.at + at }));
    at += cell.length + 1;
  }
  return cells;
}

export function passageBlocks(text: string): PassageBlock[] {
  return locatedPassageBlocks(text).map((block): PassageBlock => {
    switch (block.kind) {
      case "list":
        return { kind: "list", items: block.items.map((item) => item.text) };
      case "table":
        return {
          kind: "table",
          header: block.header.map((c) => c.text),
          rows: block.rows.map((row) => row.map((c) => c.text)),
        };
      case "heading":
      case "paragraph":
        return { kind: block.kind, text: block.text.text };
    }
  });
}

/** `passageBlocks` keeping where every piece of text starts, so highlights can point into the source. */
export function locatedPassageBlocks(text: string): LocatedPassageBlock[] {
  const blocks: LocatedPassageBlock[] = [];
  const lines = [...text.matchAll(/[^\n]+/g)]
    .map((m) => trimLocated({ text: m[0], at: m.index }))
    .filter((l) => l.text !== "");
  const textOf = (k: number) => lines[k]?.text ?? "";
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? { text: "", at: 0 };
    if (isTableLine(line.text)) {
      const rows: Located[][] = [];
      while (i < lines.length && isTableLine(textOf(i))) rows.push(tableCellsLocated(lines[i++] ?? line));
      const [header = [], ...body] = rows;
      blocks.push({ kind: "table", header, rows: body });
      continue;
    }
    if (BULLET.test(line.text)) {
      const items: Located[] = [];
      while (i < lines.length && BULLET.test(textOf(i))) {
        const item = lines[i++] ?? line;
        const bullet = BULLET.exec(item.text)?.[0].length ?? 0;
        items.push({ text: item.text.slice(bullet), at: item.at + bullet });
      }
      blocks.push({ kind: "list", items });
      continue;
    }
    blocks.push({ kind: HEADING.test(line.text) ? "heading" : "paragraph", text: line });
    i += 1;
  }
  return blocks;
}
