import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { requestTextSchema, toFieldErrors, type Endpoint } from "@sat/core";
import { AppError } from "./errors.js";

export interface AuthSession {
  userId: string;
  sessionId: string;
  name: string;
  proTill: Date | null;
}

export type Authenticate = (request: FastifyRequest) => Promise<AuthSession>;

type BodyOf<E extends Endpoint> = E["body"] extends z.ZodType ? z.output<E["body"]> : undefined;
type SessionOf<E extends Endpoint> = E["auth"] extends "student" ? AuthSession : AuthSession | null;

export interface RouteContext<E extends Endpoint> {
  query: z.output<E["query"]>;
  body: BodyOf<E>;
  session: SessionOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export const API_PREFIX = "/api";

/**
 * A response already checked against its endpoint's schema and serialized, for large answers that
 * do not change (a completed attempt's report): sent as it is, without checking it again.
 */
export class CheckedJson {
  private constructor(readonly json: string) {}

  /** Checks `value` with `schema` once and keeps its JSON. */
  static of<S extends z.ZodType>(schema: S, value: z.input<S>): CheckedJson {
    return new CheckedJson(JSON.stringify(schema.parse(value)));
  }

  /** Joins checked parts into one JSON text; each part must itself have been checked. */
  static join(parts: (string | CheckedJson)[]): CheckedJson {
    return new CheckedJson(parts.map((p) => (typeof p === "string" ? p : p.json)).join(""));
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const text = requestTextSchema.safeParse(value);
  const result = text.success ? schema.safeParse(value) : text;
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  const first = errors[0];
  const message = errors.length === 1 && first ? first.message : `The ${what} has ${errors.length} problems.`;
  throw new AppError(400, message, { errors });
}

/**
 * Registers one endpoint of the shared contract: validates query and body with its zod schemas
 * (unknown fields are refused), checks the session when it needs one, and serializes the answer
 * through the response schema so that no field outside the contract can ever leave the server.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  authenticate: Authenticate,
  handler: (ctx: RouteContext<E>) => Promise<z.input<E["response"]> | CheckedJson>,
): void {
  app.route({
    method: endpoint.method,
    url: API_PREFIX + endpoint.path,
    handler: async (request, reply) => {
      const session = endpoint.auth === "student" ? await authenticate(request) : null;
      const query = parseOrThrow(endpoint.query, request.query ?? {}, "query") as z.output<E["query"]>;
      const body = (
        endpoint.body ? parseOrThrow(endpoint.body, request.body ?? {}, "request body") : undefined
      ) as BodyOf<E>;
      const result = await handler({ query, body, session: session as SessionOf<E>, request, reply });
      if (result instanceof CheckedJson)
        return reply
          .status(endpoint.successStatus ?? 200)
          .type("application/json; charset=utf-8")
          .send(result.json);
      const response = endpoint.response.parse(result);
      return reply.status(endpoint.successStatus ?? 200).send(response);
    },
  });
}
