import type { ApiErrorBody } from "./error.js";
import type { SessionClaims } from "./auth.js";

/** zod-free checks for the browser's first load; schemas/guards.test.ts holds them to the zod schemas. */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);

export function isSessionClaims(v: unknown): v is SessionClaims {
  return (
    isObject(v) &&
    typeof v.sub === "string" &&
    typeof v.sid === "string" &&
    typeof v.name === "string" &&
    (v.proTill === null || typeof v.proTill === "string") &&
    isInt(v.exp) &&
    isInt(v.iat)
  );
}

export function isApiErrorBody(v: unknown): v is ApiErrorBody {
  return (
    isObject(v) &&
    isInt(v.status) &&
    typeof v.title === "string" &&
    typeof v.message === "string" &&
    (v.errors === undefined ||
      (Array.isArray(v.errors) &&
        v.errors.every((e) => isObject(e) && typeof e.field === "string" && typeof e.message === "string"))) &&
    (v.retryAfterSeconds === undefined || isInt(v.retryAfterSeconds)) &&
    (v.code === undefined || typeof v.code === "string") &&
    (v.requestId === undefined || typeof v.requestId === "string")
  );
}
