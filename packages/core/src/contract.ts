import type { z } from "zod";
import {
  emptyQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  signupRequestSchema,
  ssoLoginQuerySchema,
} from "./schemas/auth.js";
import { healthResponseSchema } from "./schemas/health.js";
import { planListResponseSchema } from "./schemas/plan.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/** none: anyone; student: a valid session token is required. */
export type AuthRequirement = "none" | "student";

export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthRequirement = AuthRequirement,
> {
  method: HttpMethod;
  /** Path below /api, as written in the specification. */
  path: string;
  summary: string;
  tag: string;
  auth: A;
  query: Q;
  body: B;
  response: R;
  /** The status of a success (200 unless said). */
  successStatus?: number;
  /** Failure statuses this endpoint can answer with, for the OpenAPI document. */
  errors: number[];
}

function endpoint<Q extends z.ZodType, B extends z.ZodType | undefined, R extends z.ZodType, A extends AuthRequirement>(
  e: Endpoint<Q, B, R, A>,
): Endpoint<Q, B, R, A> {
  return e;
}

/** Every API operation, mirroring its URL. The server validates with it, the client types its calls with it. */
export const api = {
  health: endpoint({
    method: "GET",
    path: "/health",
    summary: "Liveness and database reachability",
    tag: "system",
    auth: "none",
    query: emptyQuerySchema,
    body: undefined,
    response: healthResponseSchema,
    errors: [503],
  }),
  signup: endpoint({
    method: "POST",
    path: "/auth/signup",
    summary: "Create a student account",
    tag: "auth",
    auth: "none",
    query: emptyQuerySchema,
    body: signupRequestSchema,
    response: messageResponseSchema,
    successStatus: 201,
    errors: [400, 409, 413],
  }),
  login: endpoint({
    method: "POST",
    path: "/auth/login",
    summary: "Log in with email and password; answers a session token",
    tag: "auth",
    auth: "none",
    query: emptyQuerySchema,
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: [400, 401, 429],
  }),
  logout: endpoint({
    method: "POST",
    path: "/auth/logout",
    summary: "End the session of the token sent; the token stops working at once",
    tag: "auth",
    auth: "student",
    query: emptyQuerySchema,
    body: undefined,
    response: logoutResponseSchema,
    errors: [401],
  }),
  me: endpoint({
    method: "GET",
    path: "/auth/me",
    summary: "The signed-in student's profile",
    tag: "auth",
    auth: "student",
    query: emptyQuerySchema,
    body: undefined,
    response: profileResponseSchema,
    errors: [401],
  }),
  ssoLogin: endpoint({
    method: "GET",
    path: "/sso/login",
    summary: "Exchange a partner's short-lived signed token for a session token",
    tag: "auth",
    auth: "none",
    query: ssoLoginQuerySchema,
    body: undefined,
    response: loginResponseSchema,
    errors: [400, 401],
  }),
  plans: endpoint({
    method: "GET",
    path: "/plan/getAll",
    summary: "Pricing plans",
    tag: "plans",
    auth: "none",
    query: emptyQuerySchema,
    body: undefined,
    response: planListResponseSchema,
    errors: [],
  }),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
