import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as progressApi from "@sat/core/contract/progress";
import { updateDetailsRoute } from "@sat/core/contract/progress-routes";
import type { DetailsUpdateRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";
import { useSession } from "../../../stores/session-store";
import { refreshToken } from "../../auth/api/refresh-token";
import { meQueryKey } from "../../auth/api/me";

export const updateDetails = (body: DetailsUpdateRequest) =>
  callApi<typeof progressApi.updateDetails>(updateDetailsRoute, { body }).then((r) => r.data);

/**
 * Name and mobile. The header shows the name from the session token, so a new token is asked for
 * at once and stored the way login stores one, unless the student has logged out or switched
 * account meanwhile.
 */
export function useUpdateDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DetailsUpdateRequest) => {
      const sentWith = useSession.getState().token;
      const profile = await updateDetails(body);
      const token = await refreshToken().catch(() => null);
      if (token && sentWith !== null && useSession.getState().token === sentWith) useSession.getState().signIn(token);
      return profile;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(meQueryKey, profile);
    },
  });
}
