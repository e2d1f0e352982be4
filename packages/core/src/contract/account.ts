import { emptyQuerySchema } from "../schemas/auth.js";
import {
  accountExportResponseSchema,
  accountMessageResponseSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  deviceSessionsResponseSchema,
  signOutSessionRequestSchema,
  signedOutResponseSchema,
} from "../schemas/account.js";
import { endpoint } from "./endpoint.js";
import {
  changePasswordRoute,
  deleteAccountRoute,
  deviceSessionsRoute,
  exportAccountRoute,
  signOutOtherSessionsRoute,
  signOutSessionRoute,
} from "./account-routes.js";

export const deviceSessions = endpoint({
  ...deviceSessionsRoute,
  summary: "The devices signed in to the account (active sessions), newest activity first",
  tag: "account",
  query: emptyQuerySchema,
  body: undefined,
  response: deviceSessionsResponseSchema,
  errors: [401],
});

export const signOutSession = endpoint({
  ...signOutSessionRoute,
  summary: "Ends one of the student's sessions; its token stops working at once",
  tag: "account",
  query: emptyQuerySchema,
  body: signOutSessionRequestSchema,
  response: signedOutResponseSchema,
  errors: [400, 401, 404],
});

export const signOutOtherSessions = endpoint({
  ...signOutOtherSessionsRoute,
  summary: "Ends every session of the student but the one asking",
  tag: "account",
  query: emptyQuerySchema,
  body: undefined,
  response: signedOutResponseSchema,
  errors: [401],
});

export const changePassword = endpoint({
  ...changePasswordRoute,
  summary: "Changes the password (the current one is asked for); every other session ends",
  tag: "account",
  query: emptyQuerySchema,
  body: changePasswordRequestSchema,
  response: accountMessageResponseSchema,
  errors: [400, 401, 429],
});

export const exportAccount = endpoint({
  ...exportAccountRoute,
  summary: "Everything the product holds about the student, as one JSON document (docs/personal-data.md)",
  tag: "account",
  query: emptyQuerySchema,
  body: undefined,
  response: accountExportResponseSchema,
  errors: [401],
});

export const deleteAccount = endpoint({
  ...deleteAccountRoute,
  summary: "Deletes the account and everything personal in it (password and the word DELETE asked for)",
  tag: "account",
  query: emptyQuerySchema,
  body: deleteAccountRequestSchema,
  response: accountMessageResponseSchema,
  errors: [400, 401, 429],
});
