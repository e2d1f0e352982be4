import { describe, expect, it } from "vitest";
import { DEFAULT_PHONE_COUNTRY } from "../constants.js";
import { MOBILE_MESSAGE, isValidMobile, mobileProblem, mobileSchema, normalizeMobile } from "./phone.js";

const messagesOf = (value: unknown): string[] => {
  const result = mobileSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("mobile number validation (spec section 5, default country India)", () => {
  it("uses the spec's message and India as the default country", () => {
    expect(MOBILE_MESSAGE).toBe("Please Enter Valid Mobile Number");
    expect(DEFAULT_PHONE_COUNTRY).toBe("IN");
  });

  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["7012345678", "+917012345678"],
    ["6123456789", "+916123456789"],
  ])("reads the 10-digit Indian mobile %j typed without +91 as Indian: %s", (typed, stored) => {
    expect(normalizeMobile(typed)).toBe(stored);
    expect(mobileSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ["+91 98765 43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["+1 202 555 0123", "+12025550123"],
    ["+1 (415) 555-2671", "+14155552671"],
    ["+44 7911 123456", "+447911123456"],
    ["+61 412 345 678", "+61412345678"],
    ["+971 50 123 4567", "+971501234567"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["+49 1512 3456789", "+4915123456789"],
  ])("accepts the international number %j and stores it as %s", (typed, stored) => {
    expect(isValidMobile(typed)).toBe(true);
    expect(mobileSchema.parse(typed)).toBe(stored);
  });

  it("reads any number typed without + as Indian and never guesses another country", () => {
    // A Californian number typed without +1 is ten digits that also form a valid Indian number.
    expect(normalizeMobile("4155552671")).toBe("+914155552671");
    // A UK mobile with its country code but no + is not a valid Indian number, so it is refused.
    expect(normalizeMobile("447911123456")).toBeNull();
    expect(messagesOf("447911123456")).toEqual([MOBILE_MESSAGE]);
  });

  it.each([
    ["12345", "too short"],
    ["98765", "half a mobile"],
    ["+91 12", "only a country code and two digits"],
    ["+91 98765 4321", "one digit short"],
    ["98765432100", "one digit too many for India"],
    ["+44 7911", "a UK number cut short"],
    ["+1 202 555", "a US number cut short"],
    ["abc", "letters"],
    ["phone: n/a", "words"],
    ["+", "a plus sign alone"],
    ["+999 123456789", "an unassigned country code"],
  ])("refuses %j (%s) with the spec's message", (value) => {
    expect(normalizeMobile(value)).toBeNull();
    expect(isValidMobile(value)).toBe(false);
    expect(messagesOf(value)).toEqual([MOBILE_MESSAGE]);
  });

  it("refuses anything longer than 32 characters without parsing it", () => {
    expect(messagesOf("+91 98765 43210" + " ".repeat(20))).toEqual([MOBILE_MESSAGE]);
  });

  it("refuses a value that is not a string with the same message", () => {
    expect(messagesOf(9876543210)).toEqual([MOBILE_MESSAGE]);
    expect(messagesOf(null)).toEqual([MOBILE_MESSAGE]);
  });

  it("allows no number at all: an empty or blank value is stored as an empty string", () => {
    expect(mobileSchema.parse("")).toBe("");
    expect(mobileSchema.parse("   ")).toBe("");
    expect(normalizeMobile("")).toBeNull();
    expect(mobileSchema.optional().parse(undefined)).toBeUndefined();
  });

  it.each([
    ["", null],
    ["   ", null],
    ["+91 98765 43210", null],
    ["+91 12", MOBILE_MESSAGE],
    ["call me", MOBILE_MESSAGE],
  ])("forms say the schema's message for %j: %s", (value, expected) => {
    expect(mobileProblem(value)).toBe(expected);
    expect(messagesOf(value)[0] ?? null).toBe(expected);
  });
});
