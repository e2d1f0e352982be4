import { describe, expect, it } from "vitest";
import { EMAIL_EXAMPLE, EMAIL_MESSAGE, EMAIL_PATTERN, emailSchema, isValidEmail } from "./email.js";

const messagesOf = (value: unknown): string[] => {
  const result = emailSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("email validation (spec section 5)", () => {
  it("uses the spec's message with the example address", () => {
    expect(EMAIL_EXAMPLE).toBe("student@example.com");
    expect(EMAIL_MESSAGE).toBe("Please Enter Valid Email Ex:student@example.com");
  });

  it.each([
    "student@example.com",
    "a@b.co",
    "first.last+tag@mail.example.org",
    "o'brien@school.edu",
    "x@sub.domain.IN",
    "1234@5678.com",
  ])("accepts %s", (value) => {
    expect(isValidEmail(value)).toBe(true);
    expect(emailSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["student", "no @"],
    ["@example.com", "nothing before the @"],
    ["student@", "no domain"],
    ["student@example", "no dot after the domain"],
    ["student@example.", "no letters after the dot"],
    ["student@.com", "no domain before the dot"],
    ["student@example.c0m", "a digit in the last part"],
    ["student@example.com1", "ending in a digit"],
    ["stu dent@example.com", "a space before the @"],
    ["student@exa mple.com", "a space in the domain"],
    ["student@@example.com", "two @ in a row"],
    ["stu@dent@example.com", "two @ apart"],
    ["student@example.co m", "a space in the last part"],
  ])("refuses %j (%s) with the spec's message", (value) => {
    expect(isValidEmail(value)).toBe(false);
    expect(EMAIL_PATTERN.test(value)).toBe(false);
    expect(messagesOf(value)).toEqual([EMAIL_MESSAGE]);
  });

  it("refuses a value that is not a string with the same message", () => {
    expect(messagesOf(undefined)).toEqual([EMAIL_MESSAGE]);
    expect(messagesOf(42)).toEqual([EMAIL_MESSAGE]);
    expect(messagesOf(null)).toEqual([EMAIL_MESSAGE]);
  });

  it("lower-cases the address so one student has one account", () => {
    expect(emailSchema.parse("Asha.Rao@Example.COM")).toBe("asha.rao@example.com");
    expect(emailSchema.parse("STUDENT@EXAMPLE.COM")).toBe(emailSchema.parse("student@example.com"));
  });

  it("trims surrounding spaces before checking, but the pattern itself never allows a leading space", () => {
    expect(emailSchema.parse("  Student@Example.com \n")).toBe("student@example.com");
    expect(isValidEmail(" student@example.com")).toBe(false);
  });

  it("refuses addresses longer than 254 characters", () => {
    const local = "a".repeat(64);
    const longest = `${local}@${"b".repeat(254 - 64 - 1 - 4)}.com`;
    expect(longest).toHaveLength(254);
    expect(emailSchema.safeParse(longest).success).toBe(true);
    const tooLong = `${local}@${"b".repeat(254 - 64 - 4)}.com`;
    expect(tooLong).toHaveLength(255);
    expect(messagesOf(tooLong)).toContain("Email must be at most 254 characters");
  });
});
