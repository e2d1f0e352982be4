import { useQuery } from "@tanstack/react-query";
import * as testsApi from "@sat/core/contract/tests";

import { callApi } from "../../../lib/api-client";

export const useTestResult = (testId: string, userTestId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ["tests", "result", testId, userTestId],
    queryFn: () =>
      callApi(testsApi.testResult, { query: userTestId ? { testId, userTestId } : { testId } }).then((r) => r.data),
    enabled,
  });
