import { z } from "../zod.js";
import { emailSchema } from "../validation/email.js";

/** Redeemable codes: upper-case letters and digits in groups, typed by a student, so forgiving of case and spaces. */
export const REDEEM_CODE_PATTERN = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){2}$/;

export const redeemCodeRequestSchema = z.strictObject({
  code: z
    .string({ error: "Enter your code" })
    .transform((v) => v.trim().toUpperCase().replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, { error: "Enter your code" })
        .regex(REDEEM_CODE_PATTERN, { error: "A code looks like ABCD-EFGH-JKLM" }),
    ),
});
export type RedeemCodeRequest = z.input<typeof redeemCodeRequestSchema>;

/** A new session token carries the new proTill, so the PRO badge appears without logging out. */
export const redeemCodeResponseSchema = z.object({
  data: z.object({ message: z.string(), proTill: z.string(), token: z.string() }),
});

export const refreshTokenResponseSchema = z.object({ data: z.object({ token: z.string() }) });

export const grantProRequestSchema = z.strictObject({
  email: emailSchema,
  days: z.number().int().min(1, { error: "At least 1 day" }).max(3660, { error: "At most 3660 days" }),
});
export const revokeProRequestSchema = z.strictObject({ email: emailSchema });
export const proStatusResponseSchema = z.object({
  data: z.object({ email: z.string(), proTill: z.string().nullable() }),
});

export const createCodesRequestSchema = z.strictObject({
  /** Days of PRO each redemption adds. */
  days: z.number().int().min(1).max(3660),
  /** How many students may redeem each code. */
  maxUses: z.number().int().min(1).max(100_000).default(1),
  count: z.number().int().min(1).max(1000).default(1),
  /** ISO date-time after which the code no longer works; none: never. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreateCodesRequest = z.input<typeof createCodesRequestSchema>;
export const createCodesResponseSchema = z.object({ data: z.object({ codes: z.array(z.string()) }) });
