import { emptyQuerySchema, loginResponseSchema, messageResponseSchema } from "../schemas/auth.js";
import {
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  forgotPasswordRequestSchema,
  resendVerificationResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from "../schemas/account-email.js";
import { endpoint } from "./endpoint.js";
import {
  changeEmailRoute,
  forgotPasswordRoute,
  resendVerificationRoute,
  resetPasswordRoute,
  verifyEmailRoute,
} from "./account-email-routes.js";

export const forgotPassword = endpoint({
  ...forgotPasswordRoute,
  summary:
    "Emails a link to choose a new password (30 minutes, once); the same answer whether or not the account exists",
  tag: "auth",
  query: emptyQuerySchema,
  body: forgotPasswordRequestSchema,
  response: messageResponseSchema,
  errors: [400, 429],
});

export const resetPassword = endpoint({
  ...resetPasswordRoute,
  summary: "Sets a new password with an emailed link's token, ends every session of the account and answers a new one",
  tag: "auth",
  query: emptyQuerySchema,
  body: resetPasswordRequestSchema,
  response: loginResponseSchema,
  errors: [400],
});

export const verifyEmail = endpoint({
  ...verifyEmailRoute,
  summary: "Uses an emailed verification link: confirms the address, or swaps in a new address waiting for it",
  tag: "auth",
  query: emptyQuerySchema,
  body: verifyEmailRequestSchema,
  response: verifyEmailResponseSchema,
  errors: [400, 409],
});

export const resendVerification = endpoint({
  ...resendVerificationRoute,
  summary: "Emails the verification link again",
  tag: "auth",
  query: emptyQuerySchema,
  body: undefined,
  response: resendVerificationResponseSchema,
  errors: [401, 409, 429, 503],
});

export const changeEmail = endpoint({
  ...changeEmailRoute,
  summary:
    "Asks for a new email address (current password required); it takes effect when the link mailed to it is used",
  tag: "auth",
  query: emptyQuerySchema,
  body: changeEmailRequestSchema,
  response: changeEmailResponseSchema,
  errors: [400, 401, 409, 429, 503],
});
