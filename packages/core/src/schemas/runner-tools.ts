import { z } from "../zod.js";

import { ANNOTATION_LIMITS, HIGHLIGHT_COLOURS, ZOOM_STEPS } from "./runner-tools-limits.js";

export * from "./runner-tools-limits.js";

const userTestId = z.uuid({ error: "userTestId must be a valid id" });

/**
 * A highlight: characters [start, end) of the question's passage or prompt, as the source text
 * holds them (UTF-16 code units), with a colour and an optional note.
 */
export const highlightSchema = z
  .strictObject({
    target: z.enum(["passage", "prompt"], { error: "target is passage or prompt" }),
    start: z.number().int({ error: "start must be a whole number" }).nonnegative({ error: "start cannot be negative" }),
    end: z.number().int({ error: "end must be a whole number" }).positive({ error: "end must be after start" }),
    colour: z.enum(HIGHLIGHT_COLOURS, { error: "colour is yellow, blue or pink" }),
    note: z
      .string()
      .max(ANNOTATION_LIMITS.noteChars, { error: `A note has at most ${ANNOTATION_LIMITS.noteChars} characters` })
      .default(""),
  })
  .refine((h) => h.end > h.start, { error: "end must be after start", path: ["end"] });
export type Highlight = z.output<typeof highlightSchema>;

export const saveAnnotationsRequestSchema = z.strictObject({
  userTestId,
  qId: z.string().min(1).max(100),
  highlights: z.array(highlightSchema).max(ANNOTATION_LIMITS.highlightsPerQuestion, {
    error: `At most ${ANNOTATION_LIMITS.highlightsPerQuestion} highlights on one question`,
  }),
});
export type SaveAnnotationsRequest = z.input<typeof saveAnnotationsRequestSchema>;

export const calculatorStateSchema = z
  .strictObject({
    expressions: z
      .array(
        z.string().max(ANNOTATION_LIMITS.expressionChars, {
          error: `An expression has at most ${ANNOTATION_LIMITS.expressionChars} characters`,
        }),
      )
      .max(ANNOTATION_LIMITS.calculatorExpressions, {
        error: `At most ${ANNOTATION_LIMITS.calculatorExpressions} expressions`,
      }),
  })
  .refine((s) => JSON.stringify(s).length <= ANNOTATION_LIMITS.calculatorBytes, {
    error: `The calculator's state is limited to ${ANNOTATION_LIMITS.calculatorBytes} bytes`,
    path: ["expressions"],
  });

export const saveCalculatorRequestSchema = z.strictObject({ userTestId, calculator: calculatorStateSchema });

/** The student's choices for the runner that follow them to another device. */
export const toolSettingsSchema = z.strictObject({
  zoom: z.number({ error: "zoom must be a number" }).refine((z) => (ZOOM_STEPS as readonly number[]).includes(z), {
    error: "zoom is 1, 1.25, 1.5, 1.75 or 2",
  }),
  timerHidden: z.boolean({ error: "timerHidden must be true or false" }),
  /** The option eliminator switched on (crossed-out choices show, and can be crossed out). */
  eliminator: z.boolean({ error: "eliminator must be true or false" }).default(false),
});
export type ToolSettings = z.output<typeof toolSettingsSchema>;

export const saveToolSettingsRequestSchema = z.strictObject({ userTestId, settings: toolSettingsSchema });

export const attemptToolsQuerySchema = z.strictObject({ userTestId });

export const attemptToolsSchema = z.object({
  annotations: z.array(z.object({ qId: z.string(), highlights: z.array(highlightSchema) })),
  calculator: z.object({ expressions: z.array(z.string()) }),
  /** Null until the student changes a setting in this attempt. */
  settings: toolSettingsSchema.nullable(),
});
export type AttemptTools = z.infer<typeof attemptToolsSchema>;
export const attemptToolsResponseSchema = z.object({ data: attemptToolsSchema });
export const savedToolsResponseSchema = z.object({ data: z.object({ saved: z.boolean() }) });
