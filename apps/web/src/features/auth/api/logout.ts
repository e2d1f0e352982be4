import { api } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const logout = () => callApi(api.logout);
