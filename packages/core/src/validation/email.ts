import { z } from "../zod.js";
import { EMAIL_MESSAGE, EMAIL_PATTERN } from "./email-rules.js";

export * from "./email-rules.js";

export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, { error: "Email must be at most 254 characters" })
  .regex(EMAIL_PATTERN, { error: EMAIL_MESSAGE })
  .transform((value) => value.toLowerCase());
