import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import { defineRoute } from "../../http/route.js";
import type { AccountEmailService } from "../account-email/account-email.service.js";
import type { AuthService } from "./auth.service.js";

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, accountEmail: AccountEmailService): void {
  const authenticate = auth.authenticate;

  defineRoute(app, api.signup, authenticate, async ({ body }) => {
    const { message, user } = await auth.signup(body);
    accountEmail.sendVerificationLater(user);
    return { message };
  });

  defineRoute(app, api.login, authenticate, ({ body, request }) =>
    auth.login(body.userName, body.password, request.ip, request.headers["user-agent"] ?? ""),
  );

  defineRoute(app, api.logout, authenticate, async ({ session }) => ({ data: await auth.logout(session) }));

  defineRoute(app, api.me, authenticate, async ({ session }) => ({ data: await auth.profile(session) }));
  defineRoute(app, api.updateProfile, authenticate, async ({ session, body }) => ({
    data: await auth.updateProfile(session, body),
  }));
  defineRoute(app, api.updateDetails, authenticate, async ({ session, body }) => ({
    data: await auth.updateDetails(session, body),
  }));
  defineRoute(app, api.refreshToken, authenticate, async ({ session }) => ({
    data: { token: await auth.refreshToken(session) },
  }));
}
