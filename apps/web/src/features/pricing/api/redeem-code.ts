import { useMutation } from "@tanstack/react-query";
import type * as plansApi from "@sat/core/contract/plans";
import { redeemCodeRoute } from "@sat/core/contract/plans-routes";
import type { RedeemCodeRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";

/** POST /api/plan/redeem: the answer carries a fresh session token with the new proTill. */
export const redeemCode = (body: RedeemCodeRequest) =>
  callApi<typeof plansApi.redeemCode>(redeemCodeRoute, { body }).then((r) => r.data);

export const useRedeemCode = () => useMutation({ mutationFn: redeemCode });
