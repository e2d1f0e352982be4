import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import { defineRoute, type Authenticate } from "../../http/route.js";
import type { AccountEmailService } from "./account-email.service.js";

export function registerAccountEmailRoutes(
  app: FastifyInstance,
  accountEmail: AccountEmailService,
  authenticate: Authenticate,
): void {
  defineRoute(app, api.forgotPassword, authenticate, ({ body, request }) =>
    accountEmail.forgotPassword(body.userName, request.ip),
  );
  defineRoute(app, api.resetPassword, authenticate, ({ body, request }) =>
    accountEmail.resetPassword(body.token, body.password, request.headers["user-agent"] ?? ""),
  );
  defineRoute(app, api.verifyEmail, authenticate, ({ body }) => accountEmail.verifyEmail(body.token));
  defineRoute(app, api.resendVerification, authenticate, async ({ session, request }) => ({
    data: await accountEmail.resendVerification(session, request.ip),
  }));
  defineRoute(app, api.changeEmail, authenticate, async ({ session, body, request }) => ({
    data: await accountEmail.changeEmail(session, body, request.ip),
  }));
}
