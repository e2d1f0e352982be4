/** How long a client is told to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable: its database cannot be reached. Nothing you sent was lost; please try again in a few seconds.";

/** Node's socket errors for a server that is down, refusing, or not reachable. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL's own codes for the same: class 08 (connection exception), the server shutting down
 * or starting (57P01-57P03), and no connection slot left (53300).
 */
const isUnavailableSqlState = (code: string): boolean =>
  code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300";

/** node-postgres names these in its messages only (no code). */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether `error` (or anything it wraps: drizzle wraps the driver's error as `cause`, Node wraps
 * one refusal per address in an AggregateError) says the database cannot be reached, as opposed
 * to a bug or a refused statement.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (
    typeof code === "string" &&
    (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
  )
    return true;
  if (typeof message === "string" && PG_CONNECTION_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
