import { api } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const ssoLogin = (token: string) => callApi(api.ssoLogin, { query: { token } });
