import type { FastifyInstance } from "fastify";
import { figureParamsSchema, toFieldErrors } from "@sat/core";
import { AppError } from "../http/errors.js";
import type { ContentRepository } from "./content.repository.js";

/**
 * Content figures (SVG), from the database so every server behind a load balancer has the figures of
 * every imported pack. Public like the page assets: a figure reveals nothing without its question.
 */
export function registerFigureRoutes(app: FastifyInstance, repository: ContentRepository): void {
  app.get("/api/figures/:id", async (request, reply) => {
    const parsed = figureParamsSchema.safeParse(request.params);
    if (!parsed.success) throw new AppError(400, "This is not a figure id.", { errors: toFieldErrors(parsed.error) });
    const svg = await repository.figure(parsed.data.id.replace(/\.svg$/, ""));
    if (svg === undefined) throw new AppError(404, "This figure does not exist.");
    return reply
      .type("image/svg+xml")
      .header("cache-control", "public, max-age=3600")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
