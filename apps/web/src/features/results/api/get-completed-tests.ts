import { useQuery } from "@tanstack/react-query";
import type * as testsApi from "@sat/core/contract/tests";
import { completedTestsRoute } from "@sat/core/contract/tests-routes";

import { callApi } from "../../../lib/api-client";

export const completedTestsKey = ["tests", "completed"] as const;

export const useCompletedTests = (enabled: boolean) =>
  useQuery({
    queryKey: completedTestsKey,
    queryFn: () => callApi<typeof testsApi.completedTests>(completedTestsRoute).then((r) => r.data),
    enabled,
  });
