import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as questionBankApi from "@sat/core/contract/question-bank";
import { checkBankAnswerRoute } from "@sat/core/contract/question-bank-routes";
import type { BankCheckRequest } from "@sat/core";
import { whenTypesettable } from "../../../components/ui/katex-loader";
import { callApi } from "../../../lib/api-client";
import { invalidateBankList } from "./bank-list";

/** The server holds the keys: it answers right or wrong and records the attempt for progress. */
export const checkBankAnswer = (body: BankCheckRequest): Promise<{ isCorrect: boolean }> =>
  callApi<typeof questionBankApi.checkBankAnswer>(checkBankAnswerRoute, { body }).then((r) => whenTypesettable(r.data));

export function useCheckBankAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkBankAnswer,
    onSuccess: () => invalidateBankList(queryClient),
  });
}
