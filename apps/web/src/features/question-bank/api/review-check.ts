import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as reviewApi from "@sat/core/contract/review";
import { reviewCheckRoute } from "@sat/core/contract/review-routes";
import type { ReviewCheckRequest } from "@sat/core";
import { whenTypesettable } from "../../../components/ui/katex-loader";
import { callApi } from "../../../lib/api-client";
import { reviewKeys } from "./review-queue";

export interface ReviewResult {
  isCorrect: boolean;
  status: "active" | "mastered";
  rightInRow: number;
  /** When the question comes back; null once mastered. */
  nextDueAt: string | null;
}

/** Checks a review answer; the server records it and schedules the question's next review. */
export const checkReviewAnswer = (body: ReviewCheckRequest): Promise<ReviewResult> =>
  callApi<typeof reviewApi.reviewCheck>(reviewCheckRoute, { body }).then((r) => whenTypesettable(r.data));

export function useCheckReviewAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkReviewAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.counts }),
  });
}
