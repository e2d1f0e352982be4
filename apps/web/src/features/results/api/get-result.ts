import { useQuery } from "@tanstack/react-query";
import { api } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const useTestResult = (testId: string, userTestId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ["tests", "result", testId, userTestId],
    queryFn: () =>
      callApi(api.testResult, { query: userTestId ? { testId, userTestId } : { testId } }).then((r) => r.data),
    enabled,
  });
