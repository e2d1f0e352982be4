/** The table of values: x from a start by a step, y exact when the function keeps it rational. */
import Fraction from "fraction.js";
import { formatDecimal, formatFraction } from "./exact";
import type { Plot } from "./rows";

export const TABLE_LENGTH = 11;

export interface TableRow {
  x: string;
  y: string;
}

export interface Table {
  rows: TableRow[];
  startInvalid: boolean;
  stepInvalid: boolean;
}

/** "-5", "0.5" and "1/2" all read exactly; anything else is not a number here. */
export function readNumber(text: string): Fraction | null {
  try {
    return new Fraction(text.trim().replace(/[−–]/g, "-"));
  } catch {
    return null;
  }
}

export function tableRows(plot: Pick<Plot, "f" | "exact">, startText: string, stepText: string): Table {
  const start = readNumber(startText);
  const step = readNumber(stepText);
  const stepInvalid = step === null || step.equals(0);
  if (start === null || step === null || stepInvalid) return { rows: [], startInvalid: start === null, stepInvalid };
  const rows: TableRow[] = [];
  for (let k = 0; k < TABLE_LENGTH; k += 1) {
    const x = start.add(step.mul(k));
    const exact = plot.exact(x);
    const y = (exact && formatFraction(exact)) ?? formatDecimal(plot.f(x.valueOf()));
    rows.push({ x: formatFraction(x) ?? formatDecimal(x.valueOf()), y });
  }
  return { rows, startInvalid: false, stepInvalid: false };
}
