import { useMutation } from "@tanstack/react-query";
import type * as signupApi from "@sat/core/contract/signup";
import { signupRoute } from "@sat/core/contract/signup-routes";
import type { SignupRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const signup = (body: SignupRequest) => callApi<typeof signupApi.signup>(signupRoute, { body });

export const useSignup = () => useMutation({ mutationFn: signup });
