import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import { defineRoute, type Authenticate } from "../../http/route.js";
import type { AttemptToolsService } from "./attempt-tools.service.js";
import type { ResultService } from "./result.service.js";
import type { SaveService } from "./save.service.js";
import type { TestsService } from "./tests.service.js";

export function registerTestRoutes(
  app: FastifyInstance,
  tests: TestsService,
  results: ResultService,
  tools: AttemptToolsService,
  saves: SaveService,
  auth: { authenticate: Authenticate; identify: Authenticate },
): void {
  const { authenticate } = auth;
  defineRoute(app, api.attemptTools, authenticate, async ({ session, query }) => ({
    data: await tools.tools(session, query.userTestId),
  }));
  defineRoute(app, api.saveAnnotations, authenticate, async ({ session, body }) => ({
    data: await tools.saveAnnotations(session, body),
  }));
  defineRoute(app, api.saveCalculator, authenticate, async ({ session, body }) => ({
    data: await tools.saveCalculator(session, body),
  }));
  defineRoute(app, api.saveToolSettings, authenticate, async ({ session, body }) => ({
    data: await tools.saveSettings(session, body),
  }));
  defineRoute(app, api.freeTests, authenticate, async ({ session }) => ({
    data: { testData: await tests.list(session, "free") },
  }));
  defineRoute(app, api.proTests, authenticate, async ({ session }) => ({
    data: { testData: await tests.list(session, "pro") },
  }));
  defineRoute(app, api.startTest, authenticate, async ({ session, query }) => ({
    data: await tests.start(session, query.testId),
  }));
  defineRoute(app, api.retrieveTest, authenticate, async ({ session, query }) => ({
    data: await tests.retrieve(session, query.testId),
  }));
  // The save checks the session row in its own statements (see SaveService), not in a query of its own.
  defineRoute(app, api.saveTest, auth.identify, async ({ session, body }) => ({
    data: await saves.save(session, body),
  }));
  defineRoute(app, api.submitModule, authenticate, async ({ session, body }) => ({
    data: await tests.submitModule(session, body.userTestId, body.currentModuleName),
  }));
  defineRoute(app, api.endTest, authenticate, async ({ session, query }) => ({
    data: await tests.end(session, query.userTestId),
  }));
  defineRoute(app, api.completedTests, authenticate, async ({ session }) => ({
    data: await results.completed(session),
  }));
  defineRoute(app, api.testResult, authenticate, ({ session, query }) =>
    results.result(session, query.testId, query.userTestId),
  );
  defineRoute(app, api.computeRawScore, authenticate, async ({ session, body }) => ({
    data: await results.computedScores(session, body.userTestId),
  }));
}
