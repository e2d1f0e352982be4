import { useQuery } from "@tanstack/react-query";
import { api } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const usePlans = () => useQuery({ queryKey: ["plans"], queryFn: () => callApi(api.plans).then((r) => r.data) });
