import { describe, expect, it } from "vitest";
import { recheckShown } from "./field-errors";

type Errors = Partial<Record<"name" | "email", string>>;

/** Runs the helper against a plain state cell, as React's setState would. */
function run(start: Errors, field: "name" | "email", problem: string | null): Errors {
  let state = start;
  recheckShown<"name" | "email">(
    (next) => {
      state = typeof next === "function" ? next(state) : next;
    },
    field,
    problem,
  );
  return state;
}

describe("a field's shown message while the student types", () => {
  it("goes as soon as the field is right", () => {
    expect(run({ name: "Full Name is required", email: "Bad" }, "name", null)).toEqual({
      name: undefined,
      email: "Bad",
    });
  });
  it("follows the value while it is still wrong", () => {
    expect(run({ name: "Too long" }, "name", "Required")).toEqual({ name: "Required" });
  });
  it("does not appear while typing: that waits for blur or submit", () => {
    const start: Errors = { email: "Bad" };
    expect(run(start, "name", "Required")).toBe(start);
  });
});
