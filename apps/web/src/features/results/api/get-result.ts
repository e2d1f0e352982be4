import { useQuery } from "@tanstack/react-query";
import type * as testsApi from "@sat/core/contract/tests";
import { testResultRoute } from "@sat/core/contract/tests-routes";

import { callApi } from "../../../lib/api-client";

export const useTestResult = (testId: string, userTestId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ["tests", "result", testId, userTestId],
    queryFn: () =>
      callApi<typeof testsApi.testResult>(testResultRoute, {
        query: userTestId ? { testId, userTestId } : { testId },
      }).then((r) => r.data),
    enabled,
  });
