import { useQuery } from "@tanstack/react-query";
import type * as plansApi from "@sat/core/contract/plans";
import { plansRoute } from "@sat/core/contract/plans-routes";

import { callApi } from "../../../lib/api-client";

export const usePlans = () =>
  useQuery({ queryKey: ["plans"], queryFn: () => callApi<typeof plansApi.plans>(plansRoute).then((r) => r.data) });
