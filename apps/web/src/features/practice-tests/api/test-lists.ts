import { useQueries, type QueryClient } from "@tanstack/react-query";
import type * as testsApi from "@sat/core/contract/tests";
import { freeTestsRoute, proTestsRoute } from "@sat/core/contract/tests-routes";
import type { TestSummary } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const testListKeys = {
  all: ["tests"] as const,
  free: ["tests", "free"] as const,
  pro: ["tests", "pro"] as const,
};

const fetchFreeTests = () => callApi<typeof testsApi.freeTests>(freeTestsRoute).then((r) => r.data.testData);
const fetchProTests = () => callApi<typeof testsApi.proTests>(proTestsRoute).then((r) => r.data.testData);

/**
 * Save and Exit (spec section 4, Test status): the free list is fetched again and, for a PRO
 * student, the PRO list too (the spec's 'additional call'). Both land in the cache the list page
 * reads, so it opens on the saved state. A failure is left to the list page, which loads again.
 */
export async function refetchTestLists(queryClient: QueryClient, { pro }: { pro: boolean }): Promise<void> {
  const fetches = [queryClient.fetchQuery({ queryKey: testListKeys.free, queryFn: fetchFreeTests, staleTime: 0 })];
  if (pro) fetches.push(queryClient.fetchQuery({ queryKey: testListKeys.pro, queryFn: fetchProTests, staleTime: 0 }));
  await Promise.allSettled(fetches);
}

/** Free tests first, then PRO tests, without duplicates (spec section 4, Tests list). */
export function mergeTests(free: readonly TestSummary[], pro: readonly TestSummary[]): TestSummary[] {
  const seen = new Set<string>();
  const merged: TestSummary[] = [];
  for (const test of [...free, ...pro]) {
    if (seen.has(test.testid)) continue;
    seen.add(test.testid);
    merged.push(test);
  }
  return merged;
}

/** The free and the PRO list, loaded side by side (two calls, as the spec has them). */
export function useTestList(enabled: boolean) {
  return useQueries({
    queries: [
      {
        queryKey: testListKeys.free,
        queryFn: fetchFreeTests,
        enabled,
      },
      {
        queryKey: testListKeys.pro,
        queryFn: fetchProTests,
        enabled,
      },
    ],
    combine: ([free, pro]) => ({
      tests: free.data && pro.data ? mergeTests(free.data, pro.data) : free.data ? mergeTests(free.data, []) : [],
      isPending: free.isPending || pro.isPending,
      isError: free.isError && pro.isError,
    }),
  });
}
