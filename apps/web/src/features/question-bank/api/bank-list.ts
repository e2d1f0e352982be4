import { useQuery, type QueryClient } from "@tanstack/react-query";
import type * as questionBankApi from "@sat/core/contract/question-bank";
import { questionBanksRoute } from "@sat/core/contract/question-bank-routes";

import { callApi } from "../../../lib/api-client";

export const bankKeys = { all: ["question-banks"] as const };

const bankListQuery = {
  queryKey: bankKeys.all,
  queryFn: () => callApi<typeof questionBankApi.questionBanks>(questionBanksRoute).then((r) => r.data),
};

export function useBankList(enabled: boolean) {
  return useQuery({ ...bankListQuery, enabled });
}

/** Started by the route's loader, alongside the page's code. */
export const prefetchBankList = (client: QueryClient): Promise<void> => client.prefetchQuery(bankListQuery);

/** After a check or a save the counts and the resume point on /categories are out of date. */
export const invalidateBankList = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: bankKeys.all });
