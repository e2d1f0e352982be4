import { z } from "../zod.js";
import { PASSWORD_MESSAGES } from "./password-messages.js";

/** For logging in: any stored password may be tried, so only presence and an upper bound are checked. */
export const loginPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .max(1024, { error: PASSWORD_MESSAGES.tooLong });

export * from "./password-rules.js";
export * from "./new-password.js";
