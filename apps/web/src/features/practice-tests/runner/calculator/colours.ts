/**
 * One colour per row, in row order, so a curve and its row always match. Named, because the
 * row's result tells a screen reader which colour its graph has. The values live in
 * calculator.css as `calc-colour-N`; each passes 3:1 against the white graph.
 */
const NAMES = ["blue", "red", "green", "purple", "orange", "teal"] as const;

export interface RowColour {
  name: (typeof NAMES)[number];
  className: string;
}

export function colourOf(row: number): RowColour {
  const index = row % NAMES.length;
  return { name: NAMES[index] ?? "blue", className: `calc-colour-${String(index)}` };
}
