import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as questionBankApi from "@sat/core/contract/question-bank";
import { saveQuestionBankRoute } from "@sat/core/contract/question-bank-routes";
import type { SaveQuestionBankRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";
import { invalidateBankList } from "./bank-list";

/** Stores where the student stopped (Save & Exit) or that the practice is finished. */
export const saveQuestionBank = (body: SaveQuestionBankRequest) =>
  callApi<typeof questionBankApi.saveQuestionBank>(saveQuestionBankRoute, { body }).then((r) => r.data);

export function useSaveQuestionBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestionBank,
    onSuccess: () => invalidateBankList(queryClient),
  });
}
