import { PASSWORD_RULES } from "../constants.js";

export const PASSWORD_MESSAGES = {
  required: "Password is required",
  tooShort: `Password must be at least ${PASSWORD_RULES.minLength} characters`,
  tooLong: `Password must be at most ${PASSWORD_RULES.maxLength} characters`,
  common: "This password is too common. Please choose one that is harder to guess.",
} as const;
