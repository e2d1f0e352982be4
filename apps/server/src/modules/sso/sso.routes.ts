import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import { defineRoute, type Authenticate } from "../../http/route.js";
import type { SsoService } from "./sso.service.js";

export function registerSsoRoutes(app: FastifyInstance, sso: SsoService, authenticate: Authenticate): void {
  defineRoute(app, api.ssoLogin, authenticate, ({ query, request }) =>
    sso.login(query.token, request.headers["user-agent"] ?? ""),
  );
}
