import { describe, expect, it } from "vitest";
import { phoneFromInternational, phoneToInternational } from "./phone-field";

describe("a stored mobile number back in the phone field", () => {
  it.each([
    ["+919876543210", { country: "IN", national: "9876543210" }],
    ["+447911123456", { country: "GB", national: "7911123456" }],
    ["+14155552671", { country: "US", national: "4155552671" }],
  ] as const)("%s", (stored, field) => {
    const value = phoneFromInternational(stored, "IN");
    expect(value).toEqual(field);
    expect(phoneToInternational(value)).toBe(stored);
  });

  it("leaves an empty number empty, in the default country", () => {
    expect(phoneFromInternational("", "IN")).toEqual({ country: "IN", national: "" });
    expect(phoneToInternational({ country: "IN", national: "" })).toBe("");
  });
});
