import { useMutation } from "@tanstack/react-query";
import { api, type LoginRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";

export const login = (body: LoginRequest) => callApi(api.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
