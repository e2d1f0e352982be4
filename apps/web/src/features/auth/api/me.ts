import { useQuery } from "@tanstack/react-query";
import { api } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const meQueryKey = ["auth", "me"] as const;

export const fetchMe = () => callApi(api.me).then((r) => r.data);

export const useMe = (enabled = true) => useQuery({ queryKey: meQueryKey, queryFn: fetchMe, enabled });
