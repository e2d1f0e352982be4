import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordRequest } from "@sat/core";
import type * as accountEmailApi from "@sat/core/contract/account-email";
import { forgotPasswordRoute } from "@sat/core/contract/account-email-routes";
import { callApi } from "../../../lib/api-client";

export const forgotPassword = (body: ForgotPasswordRequest) =>
  callApi<typeof accountEmailApi.forgotPassword>(forgotPasswordRoute, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
