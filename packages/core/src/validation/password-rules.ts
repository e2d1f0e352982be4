import { PASSWORD_RULES } from "../constants.js";
import { COMMON_PASSWORDS } from "./common-passwords.js";

export { PASSWORD_MESSAGES } from "./password-messages.js";
import { PASSWORD_MESSAGES } from "./password-messages.js";

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
