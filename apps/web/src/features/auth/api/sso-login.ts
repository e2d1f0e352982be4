import { callApi } from "../../../lib/api-client";
import * as authApi from "@sat/core/contract/auth";

export const ssoLogin = (token: string) => callApi(authApi.ssoLogin, { query: { token } });
