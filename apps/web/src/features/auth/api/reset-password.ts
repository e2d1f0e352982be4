import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordRequest } from "@sat/core";
import type * as accountEmailApi from "@sat/core/contract/account-email";
import { resetPasswordRoute } from "@sat/core/contract/account-email-routes";
import { callApi } from "../../../lib/api-client";

export const resetPassword = (body: ResetPasswordRequest) =>
  callApi<typeof accountEmailApi.resetPassword>(resetPasswordRoute, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
