import { useQuery, type QueryClient } from "@tanstack/react-query";
import type * as testsApi from "@sat/core/contract/tests";
import { testResultRoute } from "@sat/core/contract/tests-routes";

import { whenTypesettable } from "../../../components/ui/katex-loader";
import { callApi } from "../../../lib/api-client";

const testResultQuery = (testId: string, userTestId: string | null) => ({
  queryKey: ["tests", "result", testId, userTestId],
  queryFn: () =>
    callApi<typeof testsApi.testResult>(testResultRoute, {
      query: userTestId ? { testId, userTestId } : { testId },
    }).then((r) => {
      // Formulas appear only in the explanations and the printed review, opened later: KaTeX loads
      // meanwhile instead of holding back the report's first paint.
      void whenTypesettable(r.data).catch(() => undefined);
      return r.data;
    }),
});

export const useTestResult = (testId: string, userTestId: string | null, enabled: boolean) =>
  useQuery({ ...testResultQuery(testId, userTestId), enabled });

/** Started by the route's loader (`?attempt=` picks an attempt), alongside the page's code. */
export const prefetchTestResult = (client: QueryClient, testId: string, search: URLSearchParams): Promise<void> =>
  client.prefetchQuery(testResultQuery(testId, search.get("attempt")));
