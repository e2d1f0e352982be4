import { useMutation } from "@tanstack/react-query";
import type { LoginRequest } from "@sat/core";
import { callApi } from "../../../lib/api-client";

/** The auth contract brings zod: kept out of the first load, fetched when the form is first touched. */
export const loadAuthContract = () => import("@sat/core/contract/auth");

export const login = async (body: LoginRequest) => callApi((await loadAuthContract()).login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
