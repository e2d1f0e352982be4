import { useQuery } from "@tanstack/react-query";
import { api } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const bankKeys = { all: ["question-banks"] as const };

export function useBankList(enabled: boolean) {
  return useQuery({ queryKey: bankKeys.all, queryFn: () => callApi(api.questionBanks).then((r) => r.data), enabled });
}
