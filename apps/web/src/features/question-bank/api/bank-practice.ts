import { useQuery, type QueryClient } from "@tanstack/react-query";
import type * as questionBankApi from "@sat/core/contract/question-bank";
import { questionBankRoute } from "@sat/core/contract/question-bank-routes";
import type { BankPractice } from "@sat/core";
import { whenTypesettable } from "../../../components/ui/katex-loader";
import { callApi } from "../../../lib/api-client";
import { readFilter, type BankFilter } from "../bank-filter";

/** Not under bankKeys.all: invalidating the list after a check must not reload the practice on screen. */
export const bankPracticeKeys = {
  one: (bankId: string, filter: BankFilter) =>
    ["question-bank-practice", bankId, filter.difficulty ?? "all", filter.onlyWrong] as const,
};

export const fetchBankPractice = (bankId: string, filter: BankFilter): Promise<BankPractice> =>
  callApi<typeof questionBankApi.questionBank>(questionBankRoute, {
    query: {
      questionBankId: bankId,
      ...(filter.difficulty ? { difficulty: filter.difficulty } : {}),
      onlyWrong: filter.onlyWrong ? "true" : "false",
    },
  }).then((r) => whenTypesettable(r.data.testData));

/**
 * A practice is read once per visit: the list and the saved place are fresh each time the screen
 * opens (gcTime 0), and never replaced under the student while they answer (staleTime Infinity).
 * A failure (an unknown bank, no network) is shown on the screen itself, not as the error page.
 */
/**
 * Started by the route's loader, alongside the page's code. A visit reads the practice afresh, so
 * what an earlier visit left is dropped first; the entry lives long enough for the page to take it.
 */
export function prefetchBankPractice(client: QueryClient, bankId: string, search: URLSearchParams): Promise<void> {
  const filter = readFilter(search);
  const queryKey = bankPracticeKeys.one(bankId, filter);
  client.removeQueries({ queryKey, exact: true });
  return client.prefetchQuery({
    queryKey,
    queryFn: () => fetchBankPractice(bankId, filter),
    gcTime: 10_000,
    meta: { ownsErrors: true },
  });
}

export function useBankPractice(bankId: string, filter: BankFilter, enabled: boolean) {
  return useQuery({
    queryKey: bankPracticeKeys.one(bankId, filter),
    queryFn: () => fetchBankPractice(bankId, filter),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    meta: { ownsErrors: true },
  });
}
