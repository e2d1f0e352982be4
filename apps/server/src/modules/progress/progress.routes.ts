import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import { defineRoute, type Authenticate } from "../../http/route.js";
import type { ProgressService } from "./progress.service.js";
import type { ReviewService } from "./review.service.js";

export function registerProgressRoutes(
  app: FastifyInstance,
  progress: ProgressService,
  review: ReviewService,
  authenticate: Authenticate,
): void {
  defineRoute(app, api.progress, authenticate, async ({ session, query }) => ({
    data: await progress.dashboard(session, query.tz),
  }));
  defineRoute(app, api.reviewQueue, authenticate, async ({ session }) => ({ data: await review.queue(session) }));
  defineRoute(app, api.reviewCheck, authenticate, async ({ session, body }) => ({
    data: await review.check(session, body),
  }));
  defineRoute(app, api.reviewExplanation, authenticate, async ({ session, query }) => ({
    data: await review.explanation(session, query.qId),
  }));
}
