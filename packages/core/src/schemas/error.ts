import { z } from "../zod.js";

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

/** The one shape of every failed API call. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  retryAfterSeconds: z.number().int().optional(),
  /** A failure the client acts on by itself, beyond showing the message (see ERROR_CODES). */
  code: z.string().optional(),
  requestId: z.string().optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
