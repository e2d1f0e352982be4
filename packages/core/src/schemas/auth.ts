import { z } from "../zod.js";
import { emailSchema } from "../validation/email.js";
import { loginPasswordSchema } from "../validation/password.js";

export { NAME_MESSAGES } from "../validation/name-rules.js";

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
  /** Whether the student has used a link mailed to `email`. */
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation link to be used, if any. */
  pendingEmail: z.string().nullable(),
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
