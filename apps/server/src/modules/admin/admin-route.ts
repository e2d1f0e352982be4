import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Endpoint } from "@sat/core";
import { API_PREFIX, parseOrThrow } from "../../http/route.js";

export type AdminGuard = (request: FastifyRequest) => void;

/**
 * An endpoint of the admin API: the admin token is checked before anything else is read, then the
 * body is validated with the endpoint's schema and the answer goes out through its response schema.
 */
export function defineAdminRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  guard: AdminGuard,
  handler: (body: E["body"] extends z.ZodType ? z.output<E["body"]> : undefined) => Promise<z.input<E["response"]>>,
  bodyLimit?: number,
): void {
  app.route({
    method: endpoint.method,
    url: API_PREFIX + endpoint.path,
    ...(bodyLimit ? { bodyLimit } : {}),
    handler: async (request, reply) => {
      guard(request);
      parseOrThrow(endpoint.query, request.query ?? {}, "query");
      const body = (
        endpoint.body ? parseOrThrow(endpoint.body, request.body ?? {}, "request body") : undefined
      ) as Parameters<typeof handler>[0];
      return reply.status(endpoint.successStatus ?? 200).send(endpoint.response.parse(await handler(body)));
    },
  });
}
