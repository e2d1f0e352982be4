import { z } from "../zod.js";
import { emailSchema } from "../validation/email.js";
import { loginPasswordSchema } from "../validation/password.js";
import { newPasswordSchema } from "../validation/new-password.js";
import { EMAIL_LINK_MESSAGE, EMAIL_LINK_TOKEN_PATTERN } from "../validation/email-link-rules.js";

/**
 * The token of an emailed link. Missing, malformed or too long reads the same as expired or used:
 * the student can do one thing about all of them (ask for a new link).
 */
const linkTokenSchema = z
  .string({ error: EMAIL_LINK_MESSAGE })
  .regex(EMAIL_LINK_TOKEN_PATTERN, { error: EMAIL_LINK_MESSAGE });

export const forgotPasswordRequestSchema = z.strictObject({ userName: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({ token: linkTokenSchema, password: newPasswordSchema });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const verifyEmailRequestSchema = z.strictObject({ token: linkTokenSchema });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  /** The account's address now (the new one after a change). */
  email: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const changeEmailRequestSchema = z.strictObject({
  newEmail: emailSchema,
  /** The current password: a session alone (a borrowed device) must not be enough to take the account. */
  password: loginPasswordSchema,
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

export const changeEmailResponseSchema = z.object({
  data: z.object({ message: z.string(), pendingEmail: z.string() }),
});

export const resendVerificationResponseSchema = z.object({ data: z.object({ message: z.string() }) });
