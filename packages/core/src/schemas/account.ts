import { z } from "../zod.js";
import { PASSWORD_MESSAGES } from "../validation/password-messages.js";
import { newPasswordSchema } from "../validation/new-password.js";

import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from "../validation/account-rules.js";

export { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD };

/** Any stored password may be tried, so only presence and an upper bound are checked (as at login). */
const currentPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .max(1024, { error: PASSWORD_MESSAGES.tooLong });

export const deviceSessionSchema = z.object({
  id: z.string(),
  /** Parsed from the user agent the session signed in with, e.g. 'Chrome 140'; '' when unknown. */
  browser: z.string(),
  /** e.g. 'Windows 10', 'Android 14', 'iOS 18.1'; '' when unknown. */
  system: z.string(),
  /** desktop, mobile, tablet or '' when unknown. */
  deviceType: z.string(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionsResponseSchema = z.object({ data: z.array(deviceSessionSchema) });

export const signOutSessionRequestSchema = z.strictObject({
  sessionId: z.uuid({ error: ACCOUNT_MESSAGES.sessionIdInvalid }),
});
export type SignOutSessionRequest = z.infer<typeof signOutSessionRequestSchema>;

export const signedOutResponseSchema = z.object({
  data: z.object({ message: z.string(), signedOut: z.number().int() }),
});

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const deleteAccountRequestSchema = z.strictObject({
  password: currentPasswordSchema,
  confirmation: z
    .string({ error: ACCOUNT_MESSAGES.confirmationRequired })
    .max(100, { error: ACCOUNT_MESSAGES.confirmationRequired })
    .refine((value) => value.trim() === DELETE_CONFIRMATION_WORD, { error: ACCOUNT_MESSAGES.confirmationRequired }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const accountMessageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** One database row as stored, with its columns in camelCase (docs/personal-data.md lists them). */
const rows = z.array(z.record(z.string(), z.unknown()));

/** Everything the product holds about one student (format: docs/personal-data.md). */
export const accountExportSchema = z.object({
  format: z.literal("sat-practice-personal-data"),
  version: z.literal(1),
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  sessions: rows,
  attempts: z.array(
    z.object({
      attempt: z.record(z.string(), z.unknown()),
      answers: rows,
      results: rows,
      annotations: rows,
      calculator: rows,
      toolSettings: rows,
    }),
  ),
  questionBank: z.object({ practices: rows, checks: rows, questionStatus: rows }),
  skillEvidence: rows,
  reviewItems: rows,
  proCodeRedemptions: rows,
  failedLogins: rows,
  /** Password-reset, verification and email-change links mailed to the student (never the token). */
  emailLinks: rows,
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export const accountExportResponseSchema = z.object({ data: accountExportSchema });
