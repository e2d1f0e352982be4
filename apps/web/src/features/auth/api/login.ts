import { useMutation } from "@tanstack/react-query";
import type { LoginRequest } from "@sat/core";
import type * as authApi from "@sat/core/contract/auth";
import { loginRoute } from "@sat/core/contract/auth-routes";
import { callApi } from "../../../lib/api-client";

export const login = (body: LoginRequest) => callApi<typeof authApi.login>(loginRoute, { body });

export const useLogin = () => useMutation({ mutationFn: login });
