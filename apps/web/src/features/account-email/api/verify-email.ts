import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VerifyEmailRequest } from "@sat/core";
import type * as accountEmailApi from "@sat/core/contract/account-email";
import { verifyEmailRoute } from "@sat/core/contract/account-email-routes";
import { callApi } from "../../../lib/api-client";
import { meQueryKey } from "../../auth/api/me";

export const verifyEmail = (body: VerifyEmailRequest) =>
  callApi<typeof accountEmailApi.verifyEmail>(verifyEmailRoute, { body });

/** The profile (verified, address) changes with it. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
