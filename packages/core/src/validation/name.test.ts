import { describe, expect, it } from "vitest";
import { fullNameSchema } from "../schemas/signup.js";
import { NAME_MESSAGES, nameProblem } from "./name-rules.js";

const schemaProblem = (value: string): string | null => {
  const result = fullNameSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe("the full name rule, in forms and on the server", () => {
  it.each([
    ["Asha Rao", null],
    ["  Asha Rao  ", null],
    ["", NAME_MESSAGES.required],
    ["   ", NAME_MESSAGES.required],
    ["x".repeat(100), null],
    [` ${"x".repeat(100)} `, null],
    ["x".repeat(101), NAME_MESSAGES.tooLong],
  ])("%j: %s", (value, expected) => {
    expect(nameProblem(value)).toBe(expected);
    expect(schemaProblem(value)).toBe(expected);
  });
});
