import { z } from "../zod.js";
import { PASSWORD_MESSAGES, passwordProblem } from "./password-rules.js";

/** For new passwords (sign-up). */
export const newPasswordSchema = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
