import { z } from "zod";

/** Section 5: a non-space start, no spaces or @, an @, a domain, a dot and letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]+$/;
export const EMAIL_EXAMPLE = "student@example.com";
export const EMAIL_MESSAGE = `Please Enter Valid Email Ex:${EMAIL_EXAMPLE}`;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, { error: "Email must be at most 254 characters" })
  .regex(EMAIL_PATTERN, { error: EMAIL_MESSAGE })
  .transform((value) => value.toLowerCase());
