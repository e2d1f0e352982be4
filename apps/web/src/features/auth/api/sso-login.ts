import { callApi } from "../../../lib/api-client";
import type * as authApi from "@sat/core/contract/auth";
import { ssoLoginRoute } from "@sat/core/contract/auth-routes";

export const ssoLogin = (token: string) => callApi<typeof authApi.ssoLogin>(ssoLoginRoute, { query: { token } });
