import { useMutation } from "@tanstack/react-query";
import * as signupApi from "@sat/core/contract/signup";
import type { SignupRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const signup = (body: SignupRequest) => callApi(signupApi.signup, { body });

export const useSignup = () => useMutation({ mutationFn: signup });
