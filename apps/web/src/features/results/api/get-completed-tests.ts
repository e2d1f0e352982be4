import { useQuery } from "@tanstack/react-query";
import * as testsApi from "@sat/core/contract/tests";

import { callApi } from "../../../lib/api-client";

export const completedTestsKey = ["tests", "completed"] as const;

export const useCompletedTests = (enabled: boolean) =>
  useQuery({
    queryKey: completedTestsKey,
    queryFn: () => callApi(testsApi.completedTests).then((r) => r.data),
    enabled,
  });
