import { useQuery } from "@tanstack/react-query";
import type * as authApi from "@sat/core/contract/auth";
import { meRoute } from "@sat/core/contract/auth-routes";

import { callApi } from "../../../lib/api-client";

export const meQueryKey = ["auth", "me"] as const;

export const fetchMe = () => callApi<typeof authApi.me>(meRoute).then((r) => r.data);

export const useMe = (enabled = true) => useQuery({ queryKey: meQueryKey, queryFn: fetchMe, enabled });
