import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import type { ContentService } from "../../content/content.service.js";
import { formatProblemLocation } from "../../content/pack/problem.js";
import { AppError } from "../../http/errors.js";
import type { ProService } from "../pro/pro.service.js";
import { defineAdminRoute, type AdminGuard } from "./admin-route.js";

/** A pack may be large (a bank of hundreds of questions with figures); this route alone takes that much. */
const IMPORT_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

/** The admin API behind `npm run content:import` and `npm run admin`; every call needs the installation's admin token. */
export function registerAdminRoutes(
  app: FastifyInstance,
  services: { content: ContentService; pro: ProService },
  guard: AdminGuard,
): void {
  defineAdminRoute(
    app,
    api.importContent,
    guard,
    async (body) => {
      const sources = body.packs.map((p) => ({ name: p.name, files: new Map(Object.entries(p.files)) }));
      const { problems, result } = await services.content.checkAndImport(sources);
      if (!result)
        throw new AppError(422, `The pack has ${problems.length} problem(s); nothing was imported.`, {
          errors: problems.map((p) => ({ field: formatProblemLocation(p), message: `${p.rule}: ${p.message}` })),
        });
      return result;
    },
    IMPORT_BODY_LIMIT_BYTES,
  );
  defineAdminRoute(app, api.grantPro, guard, async (body) => ({
    data: await services.pro.grant(body.email, body.days),
  }));
  defineAdminRoute(app, api.revokePro, guard, async (body) => ({ data: await services.pro.revoke(body.email) }));
  defineAdminRoute(app, api.createCodes, guard, async (body) => ({ data: await services.pro.createCodes(body) }));
}
