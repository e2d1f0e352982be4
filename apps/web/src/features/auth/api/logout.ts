import { callApi } from "../../../lib/api-client";
import type * as authApi from "@sat/core/contract/auth";
import { logoutRoute } from "@sat/core/contract/auth-routes";

export const logout = () => callApi<typeof authApi.logout>(logoutRoute);
