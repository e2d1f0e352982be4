import { useQuery } from "@tanstack/react-query";
import * as plansApi from "@sat/core/contract/plans";

import { callApi } from "../../../lib/api-client";

export const usePlans = () =>
  useQuery({ queryKey: ["plans"], queryFn: () => callApi(plansApi.plans).then((r) => r.data) });
