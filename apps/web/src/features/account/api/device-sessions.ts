import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type * as accountApi from "@sat/core/contract/account";
import { deviceSessionsRoute, signOutOtherSessionsRoute, signOutSessionRoute } from "@sat/core/contract/account-routes";
import { callApi } from "../../../lib/api-client";

export const deviceSessionsKey = ["account", "sessions"] as const;

export const useDeviceSessions = () =>
  useQuery({
    queryKey: deviceSessionsKey,
    queryFn: () => callApi<typeof accountApi.deviceSessions>(deviceSessionsRoute).then((r) => r.data),
  });

/** After any sign-out the list is read again: the server decides which devices are still signed in. */
function useSignOut<T>(send: (input: T) => Promise<{ message: string; signedOut: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsKey }),
  });
}

export const useSignOutSession = () =>
  useSignOut((sessionId: string) =>
    callApi<typeof accountApi.signOutSession>(signOutSessionRoute, { body: { sessionId } }).then((r) => r.data),
  );

export const useSignOutOtherSessions = () =>
  useSignOut(() => callApi<typeof accountApi.signOutOtherSessions>(signOutOtherSessionsRoute).then((r) => r.data));
