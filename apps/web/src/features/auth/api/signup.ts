import { useMutation } from "@tanstack/react-query";
import { api, type SignupRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const signup = (body: SignupRequest) => callApi(api.signup, { body });

export const useSignup = () => useMutation({ mutationFn: signup });
