import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import type { Database } from "../../db/connection.js";
import { AppError } from "../../http/errors.js";
import { defineRoute, type Authenticate } from "../../http/route.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../http/database-unavailable.js";

export function registerHealthRoutes(app: FastifyInstance, database: Database, authenticate: Authenticate): void {
  defineRoute(app, api.health, authenticate, async () => {
    try {
      await database.ping();
    } catch {
      throw new AppError(503, "The database cannot be reached.", { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
    }
    return { data: { status: "ok" as const, database: "up" as const, uptimeSeconds: Math.round(process.uptime()) } };
  });
}
