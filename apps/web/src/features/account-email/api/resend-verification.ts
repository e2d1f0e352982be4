import { useMutation } from "@tanstack/react-query";
import type * as accountEmailApi from "@sat/core/contract/account-email";
import { resendVerificationRoute } from "@sat/core/contract/account-email-routes";
import { callApi } from "../../../lib/api-client";

export const resendVerification = () =>
  callApi<typeof accountEmailApi.resendVerification>(resendVerificationRoute).then((r) => r.data);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
