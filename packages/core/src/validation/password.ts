import { z } from "zod";
import { PASSWORD_RULES } from "../constants.js";
import { COMMON_PASSWORDS } from "./common-passwords.js";

export const PASSWORD_MESSAGES = {
  required: "Password is required",
  tooShort: `Password must be at least ${PASSWORD_RULES.minLength} characters`,
  tooLong: `Password must be at most ${PASSWORD_RULES.maxLength} characters`,
  common: "This password is too common. Please choose one that is harder to guess.",
} as const;

const commonSet = new Set(COMMON_PASSWORDS);

/** Refuses the well-known passwords and the trivial variants of them (case, one repeated character). */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  if (commonSet.has(lowered)) return true;
  if (/^(.)\1+$/.test(lowered)) return true;
  return /^(0123456789|1234567890|9876543210|abcdefghij|qwertyuiop)/.test(lowered) && lowered.length <= 12;
}

export function passwordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if ([...password].length < PASSWORD_RULES.minLength) return PASSWORD_MESSAGES.tooShort;
  if ([...password].length > PASSWORD_RULES.maxLength) return PASSWORD_MESSAGES.tooLong;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}

/** For new passwords (sign-up). */
export const newPasswordSchema = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** For logging in: any stored password may be tried, so only presence and an upper bound are checked. */
export const loginPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .max(1024, { error: PASSWORD_MESSAGES.tooLong });
