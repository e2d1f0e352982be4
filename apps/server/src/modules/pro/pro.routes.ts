import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import { defineRoute, type Authenticate } from "../../http/route.js";
import type { AuthService } from "../auth/auth.service.js";
import { PRO_MESSAGES, type ProService } from "./pro.service.js";

export function registerProRoutes(
  app: FastifyInstance,
  pro: ProService,
  auth: AuthService,
  authenticate: Authenticate,
): void {
  defineRoute(app, api.redeemCode, authenticate, async ({ session, body }) => {
    const proTill = await pro.redeem(session.userId, body.code);
    const token = await auth.refreshToken({ ...session, proTill });
    return { data: { message: PRO_MESSAGES.redeemed, proTill: proTill.toISOString(), token } };
  });
}
