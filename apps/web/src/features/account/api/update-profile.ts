import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as progressApi from "@sat/core/contract/progress";
import { updateProfileRoute } from "@sat/core/contract/progress-routes";
import type { ProfileUpdateRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";
import { meQueryKey } from "../../auth/api/me";
import { progressKeys } from "../../dashboard/api/progress";

export const updateProfile = (body: ProfileUpdateRequest) =>
  callApi<typeof progressApi.updateProfile>(updateProfileRoute, { body }).then((r) => r.data);

/** The countdown, the target line and the suggested difficulty all read these two values. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(meQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
}
