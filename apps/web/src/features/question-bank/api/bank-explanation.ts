import { useQuery } from "@tanstack/react-query";
import type * as questionBankApi from "@sat/core/contract/question-bank";
import { bankExplanationRoute } from "@sat/core/contract/question-bank-routes";

import { whenTypesettable } from "../../../components/ui/katex-loader";
import { callApi } from "../../../lib/api-client";

export interface BankExplanation {
  explanation: string;
  /** 'Option B', or the accepted forms of a typed answer joined by ' or '. */
  correctAnswer: string;
}

export const fetchBankExplanation = (userQuestionBankId: string, qId: string): Promise<BankExplanation> =>
  callApi<typeof questionBankApi.bankExplanation>(bankExplanationRoute, { query: { userQuestionBankId, qId } }).then(
    (r) => whenTypesettable(r.data),
  );

/** Loaded when 'Show Explanation' opens the dialog; a failure is shown inside the dialog. */
export function useBankExplanation(userQuestionBankId: string, qId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["question-bank-explanation", userQuestionBankId, qId] as const,
    queryFn: () => fetchBankExplanation(userQuestionBankId, qId),
    enabled,
    meta: { ownsErrors: true },
  });
}
