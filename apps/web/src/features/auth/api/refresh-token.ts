import type * as authApi from "@sat/core/contract/auth";
import { refreshTokenRoute } from "@sat/core/contract/auth-routes";
import { callApi } from "../../../lib/api-client";

/** POST /api/auth/refresh: a new token for the same session, carrying the account's current proTill. */
export const refreshToken = () =>
  callApi<typeof authApi.refreshToken>(refreshTokenRoute, { quiet: true }).then((r) => r.data.token);
