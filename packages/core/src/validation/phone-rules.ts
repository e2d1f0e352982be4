import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { DEFAULT_PHONE_COUNTRY } from "../constants.js";

export const MOBILE_MESSAGE = "Please Enter Valid Mobile Number";

/**
 * A mobile number is stored in international form (+ and digits). A number typed without the
 * plus sign is read as a number of the default country, India.
 */
export function normalizeMobile(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const parsed = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_COUNTRY);
  if (!parsed || !isValidPhoneNumber(parsed.number)) return null;
  return parsed.number;
}

export function isValidMobile(value: string): boolean {
  return normalizeMobile(value) !== null;
}

/** The mobile rule for forms: optional, and valid when given. The server's schema gives the same message. */
export function mobileProblem(value: string): string | null {
  return value.trim() !== "" && !isValidMobile(value) ? MOBILE_MESSAGE : null;
}
