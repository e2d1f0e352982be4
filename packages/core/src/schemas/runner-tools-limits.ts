// Kept apart from the schemas so the runner can read them without evaluating zod (decision 011).
/** Limits of what a student keeps with an attempt (docs/api.md, "Runner tools"). */
export const ANNOTATION_LIMITS = {
  highlightsPerQuestion: 40,
  noteChars: 500,
  calculatorExpressions: 30,
  expressionChars: 200,
  /** The calculator's whole state, as JSON. */
  calculatorBytes: 4096,
} as const;

export const HIGHLIGHT_COLOURS = ["yellow", "blue", "pink"] as const;
export type HighlightColour = (typeof HIGHLIGHT_COLOURS)[number];

/** The runner's in-app zoom, 100% to 200% in steps of 25%. */
export const ZOOM_STEPS = [1, 1.25, 1.5, 1.75, 2] as const;
