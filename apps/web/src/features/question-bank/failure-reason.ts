import { ApiError } from "../../lib/api-client";

/** Why a call failed, in the server's words when it gave any. */
export const failureReason = (error: unknown): string =>
  error instanceof ApiError ? error.message : "Please try again.";
