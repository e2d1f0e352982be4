import { describe, expect, it } from "vitest";
import { sessionClaimsSchema } from "./auth";
import { apiErrorSchema } from "./error";
import { isApiErrorBody, isSessionClaims } from "./guards";

const claims = { sub: "u1", sid: "s1", name: "Asha", proTill: null, exp: 1_800_000_000, iat: 1_700_000_000 };
const error = { status: 400, title: "Bad Request", message: "Check the form." };

/** Each value with what the zod schema says of it; the guard must say the same. */
const claimCases: unknown[] = [
  claims,
  { ...claims, proTill: "2027-01-01T00:00:00.000Z" },
  { ...claims, extra: true },
  { ...claims, sub: 1 },
  { ...claims, proTill: undefined },
  { ...claims, exp: 1.5 },
  { ...claims, iat: "1" },
  { ...claims, name: null },
  null,
  [],
  "token",
];
const errorCases: unknown[] = [
  error,
  { ...error, errors: [{ field: "email", message: "Required" }], retryAfterSeconds: 30, requestId: "r-1" },
  { ...error, errors: [] },
  { ...error, errors: [{ field: "email" }] },
  { ...error, errors: "bad" },
  { ...error, status: "400" },
  { ...error, status: 400.5 },
  { ...error, retryAfterSeconds: 1.5 },
  { ...error, requestId: 7 },
  { status: 500, title: "Internal Server Error" },
  undefined,
];

describe("zod-free guards of the first load", () => {
  it.each(claimCases.map((value) => [JSON.stringify(value), value]))(
    "isSessionClaims agrees with sessionClaimsSchema on %s",
    (_, value) => {
      expect(isSessionClaims(value)).toBe(sessionClaimsSchema.safeParse(value).success);
    },
  );
  it.each(errorCases.map((value) => [JSON.stringify(value) ?? "undefined", value]))(
    "isApiErrorBody agrees with apiErrorSchema on %s",
    (_, value) => {
      expect(isApiErrorBody(value)).toBe(apiErrorSchema.safeParse(value).success);
    },
  );
  it("accepts a real example of each", () => {
    expect(isSessionClaims(claims)).toBe(true);
    expect(isApiErrorBody(error)).toBe(true);
  });
});
