import {
  emptyQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  profileResponseSchema,
  ssoLoginQuerySchema,
} from "../schemas/auth.js";
import { refreshTokenResponseSchema } from "../schemas/pro.js";

import { endpoint } from "./endpoint.js";
import { loginRoute, logoutRoute, meRoute, ssoLoginRoute, refreshTokenRoute } from "./auth-routes.js";

export const login = endpoint({
  ...loginRoute,
  summary: "Log in with email and password; answers a session token",
  tag: "auth",
  query: emptyQuerySchema,
  body: loginRequestSchema,
  response: loginResponseSchema,
  errors: [400, 401, 429],
});

export const logout = endpoint({
  ...logoutRoute,
  summary: "End the session of the token sent; the token stops working at once",
  tag: "auth",
  query: emptyQuerySchema,
  body: undefined,
  response: logoutResponseSchema,
  errors: [401],
});

export const me = endpoint({
  ...meRoute,
  summary: "The signed-in student's profile",
  tag: "auth",
  query: emptyQuerySchema,
  body: undefined,
  response: profileResponseSchema,
  errors: [401],
});

export const ssoLogin = endpoint({
  ...ssoLoginRoute,
  summary: "Exchange a partner's short-lived signed token for a session token",
  tag: "auth",
  query: ssoLoginQuerySchema,
  body: undefined,
  response: loginResponseSchema,
  errors: [400, 401],
});

export const refreshToken = endpoint({
  ...refreshTokenRoute,
  summary: "A new token for the same session with the account's current name and proTill (no logout needed)",
  tag: "auth",
  query: emptyQuerySchema,
  body: undefined,
  response: refreshTokenResponseSchema,
  errors: [],
});
