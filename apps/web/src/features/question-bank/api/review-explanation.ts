import { useQuery } from "@tanstack/react-query";
import type * as reviewApi from "@sat/core/contract/review";
import { reviewExplanationRoute } from "@sat/core/contract/review-routes";

import { whenTypesettable } from "../../../components/ui/katex-loader";
import { callApi } from "../../../lib/api-client";
import type { BankExplanation } from "./bank-explanation";

export const fetchReviewExplanation = (qId: string): Promise<BankExplanation> =>
  callApi<typeof reviewApi.reviewExplanation>(reviewExplanationRoute, { query: { qId } }).then((r) =>
    whenTypesettable(r.data),
  );

/** Loaded when 'Show Explanation' opens the dialog; a failure is shown inside the dialog. */
export function useReviewExplanation(qId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["review-explanation", qId] as const,
    queryFn: () => fetchReviewExplanation(qId),
    enabled,
    meta: { ownsErrors: true },
  });
}
