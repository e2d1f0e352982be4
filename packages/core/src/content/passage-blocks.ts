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
export const tableCells = (line: string): string[] =>
  line
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((c) => c.trim());

export function passageBlocks(text: string): PassageBlock[] {
  const blocks: PassageBlock[] = [];
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    if (isTableLine(line)) {
      const rows: string[][] = [];
      while (i < lines.length && isTableLine(lines[i] ?? "")) rows.push(tableCells(lines[i++] ?? ""));
      const [header = [], ...body] = rows;
      blocks.push({ kind: "table", header, rows: body });
      continue;
    }
    if (BULLET.test(line)) {
      const items: string[] = [];
      while (i < lines.length && BULLET.test(lines[i] ?? "")) items.push((lines[i++] ?? "").replace(BULLET, ""));
      blocks.push({ kind: "list", items });
      continue;
    }
    blocks.push(HEADING.test(line) ? { kind: "heading", text: line } : { kind: "paragraph", text: line });
    i += 1;
  }
  return blocks;
}
