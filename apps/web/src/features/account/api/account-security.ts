import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as accountApi from "@sat/core/contract/account";
import { changePasswordRoute, deleteAccountRoute, exportAccountRoute } from "@sat/core/contract/account-routes";
import type { ChangePasswordRequest, DeleteAccountRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";
import { deviceSessionsKey } from "./device-sessions";

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      callApi<typeof accountApi.changePassword>(changePasswordRoute, { body }).then((r) => r.data),
    // Every other device was signed out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceSessionsKey }),
  });
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      callApi<typeof accountApi.deleteAccount>(deleteAccountRoute, { body }).then((r) => r.data),
  });

/** Fetches the export and hands it to the browser as a file named for the day. */
export async function downloadMyData(): Promise<void> {
  const { data } = await callApi<typeof accountApi.exportAccount>(exportAccountRoute);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `sat-practice-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
