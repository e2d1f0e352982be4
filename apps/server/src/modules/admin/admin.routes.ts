import type { FastifyInstance, FastifyRequest } from "fastify";
import { api } from "@sat/core";
import type { ContentService } from "../../content/content.service.js";
import { formatProblemLocation } from "../../content/pack/problem.js";
import { AppError } from "../../http/errors.js";
import { API_PREFIX, parseOrThrow } from "../../http/route.js";

/** A pack may be large (a bank of hundreds of questions with figures); this route alone takes that much. */
const IMPORT_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

/** The admin API behind `npm run content:import`; every call needs the installation's admin token. */
export function registerAdminRoutes(
  app: FastifyInstance,
  content: ContentService,
  guard: (r: FastifyRequest) => void,
): void {
  const endpoint = api.importContent;
  app.route({
    method: endpoint.method,
    url: API_PREFIX + endpoint.path,
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      guard(request);
      parseOrThrow(endpoint.query, request.query ?? {}, "query");
      const body = parseOrThrow(endpoint.body, request.body ?? {}, "request body");
      const sources = body.packs.map((p) => ({ name: p.name, files: new Map(Object.entries(p.files)) }));
      const { problems, result } = await content.checkAndImport(sources);
      if (!result)
        throw new AppError(422, `The pack has ${problems.length} problem(s); nothing was imported.`, {
          errors: problems.map((p) => ({ field: formatProblemLocation(p), message: `${p.rule}: ${p.message}` })),
        });
      return reply.send(endpoint.response.parse(result));
    },
  });
}
