import { useQuery } from "@tanstack/react-query";
import * as authApi from "@sat/core/contract/auth";

import { callApi } from "../../../lib/api-client";

export const meQueryKey = ["auth", "me"] as const;

export const fetchMe = () => callApi(authApi.me).then((r) => r.data);

export const useMe = (enabled = true) => useQuery({ queryKey: meQueryKey, queryFn: fetchMe, enabled });
