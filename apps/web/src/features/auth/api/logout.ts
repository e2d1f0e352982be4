import { callApi } from "../../../lib/api-client";
import * as authApi from "@sat/core/contract/auth";

export const logout = () => callApi(authApi.logout);
