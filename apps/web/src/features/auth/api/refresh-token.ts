import { api } from "@sat/core";
import { callApi } from "../../../lib/api-client";

/** POST /api/auth/refresh: a new token for the same session, carrying the account's current proTill. */
export const refreshToken = () => callApi(api.refreshToken, { quiet: true }).then((r) => r.data.token);
