import { useQuery } from "@tanstack/react-query";
import type * as reviewApi from "@sat/core/contract/review";
import { reviewQueueRoute } from "@sat/core/contract/review-routes";
import type { ReviewQueue } from "@sat/core";
import { whenTypesettable } from "../../../components/ui/katex-loader";
import { callApi } from "../../../lib/api-client";

/**
 * Two readings of one endpoint: the session's list, read once when the review opens and never
 * replaced (a checked question is rescheduled and would vanish on a refetch), and the counts shown
 * on /categories and after a review, which a check makes stale.
 */
export const reviewKeys = {
  session: ["review-session"] as const,
  counts: ["review-counts"] as const,
};

export const fetchReviewQueue = (): Promise<ReviewQueue> =>
  callApi<typeof reviewApi.reviewQueue>(reviewQueueRoute).then((r) => whenTypesettable(r.data));

export function useReviewSession(enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.session,
    queryFn: fetchReviewQueue,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    meta: { ownsErrors: true },
  });
}

/** The queue's counts (due, active, mastered); a failure only hides them. */
export function useReviewCounts(enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.counts,
    queryFn: () => fetchReviewQueue().then((q) => q.counts),
    enabled,
    meta: { ownsErrors: true },
  });
}
