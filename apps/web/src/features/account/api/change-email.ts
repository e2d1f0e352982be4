import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangeEmailRequest } from "@sat/core";
import type * as accountEmailApi from "@sat/core/contract/account-email";
import { changeEmailRoute } from "@sat/core/contract/account-email-routes";
import { callApi } from "../../../lib/api-client";
import { meQueryKey } from "../../auth/api/me";

export const changeEmail = (body: ChangeEmailRequest) =>
  callApi<typeof accountEmailApi.changeEmail>(changeEmailRoute, { body }).then((r) => r.data);

/** The profile shows the address waiting for its link. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
