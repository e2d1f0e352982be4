import { callApi } from "../../../lib/api-client";

/** POST /api/auth/refresh: a new token for the same session, carrying the account's current proTill. */
export const refreshToken = async () => {
  const { refreshToken: endpoint } = await import("@sat/core/contract/auth");
  return callApi(endpoint, { quiet: true }).then((r) => r.data.token);
};
