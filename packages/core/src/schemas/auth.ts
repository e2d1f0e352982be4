import { z } from "zod";
import { emailSchema } from "../validation/email.js";
import { mobileSchema } from "../validation/phone.js";
import { loginPasswordSchema, newPasswordSchema } from "../validation/password.js";

export const NAME_MESSAGES = {
  required: "Full Name is required",
  tooLong: "Full Name must be at most 100 characters",
} as const;

const fullNameSchema = z
  .string({ error: NAME_MESSAGES.required })
  .trim()
  .min(1, { error: NAME_MESSAGES.required })
  .max(100, { error: NAME_MESSAGES.tooLong });

const whenExamSchema = z.union([z.literal(""), z.iso.datetime({ offset: true })], {
  error: "When Exam must be a valid date",
});

export const signupRequestSchema = z.strictObject({
  userName: emailSchema,
  password: newPasswordSchema,
  name: fullNameSchema,
  mobile: mobileSchema.optional().default(""),
  profilePic: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "Profile picture must be an http(s) address" })])
    .optional()
    .default(""),
  whenExam: whenExamSchema.optional().default(""),
  referalCode: z
    .string()
    .trim()
    .max(32, { error: "Referral code must be at most 32 characters" })
    .regex(/^[A-Za-z0-9_-]*$/, { error: "Referral code may hold only letters, digits, - and _" })
    .optional()
    .default(""),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const loginRequestSchema = z.strictObject({
  userName: emailSchema,
  password: loginPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  isLogin: z.boolean(),
  token: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const ssoLoginQuerySchema = z.strictObject({
  token: z.string({ error: "token is required" }).min(1, { error: "token is required" }).max(4096),
});

export const emptyQuerySchema = z.strictObject({});

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  whenExam: z.string().nullable(),
  /** 400 to 1600 in steps of 10, or null when not set. */
  targetScore: z.number().int().nullable(),
  extendedTime: z.enum(["none", "time-and-a-half", "double"]),
  proTill: z.string().nullable(),
  isPro: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ data: profileSchema });

export const logoutResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** Claims of the session token (spec section 3: exp, proTill, name), plus the session id. */
export const sessionClaimsSchema = z.object({
  sub: z.string(),
  sid: z.string(),
  name: z.string(),
  proTill: z.string().nullable(),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** The partner token of the redirect login. */
export const ssoClaimsSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1).max(100),
  exp: z.number().int(),
  iat: z.number().int(),
});
