import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as questionBankApi from "@sat/core/contract/question-bank";
import type { SaveQuestionBankRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";
import { invalidateBankList } from "./bank-list";

/** Stores where the student stopped (Save & Exit) or that the practice is finished. */
export const saveQuestionBank = (body: SaveQuestionBankRequest) =>
  callApi(questionBankApi.saveQuestionBank, { body }).then((r) => r.data);

export function useSaveQuestionBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestionBank,
    onSuccess: () => invalidateBankList(queryClient),
  });
}
