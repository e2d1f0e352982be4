import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import { defineRoute, type Authenticate } from "../../http/route.js";
import type { PlansService } from "./plans.service.js";

export function registerPlanRoutes(app: FastifyInstance, plans: PlansService, authenticate: Authenticate): void {
  defineRoute(app, api.plans, authenticate, async () => ({ data: await plans.list() }));
}
