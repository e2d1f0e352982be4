import { useQueries } from "@tanstack/react-query";
import { api, type TestSummary } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const testListKeys = {
  all: ["tests"] as const,
  free: ["tests", "free"] as const,
  pro: ["tests", "pro"] as const,
};

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
        queryFn: () => callApi(api.freeTests).then((r) => r.data.testData),
        enabled,
      },
      {
        queryKey: testListKeys.pro,
        queryFn: () => callApi(api.proTests).then((r) => r.data.testData),
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
