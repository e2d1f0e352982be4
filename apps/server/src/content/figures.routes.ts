import type { FastifyInstance } from "fastify";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { figureParamsSchema, toFieldErrors } from "@sat/core";
import { AppError } from "../http/errors.js";
import { serverRoot } from "../paths.js";

const FIGURES_DIR = path.join(serverRoot, "src", "content", "figures");

/** Content figures (SVG). Public like the page assets: a figure reveals nothing without its question. */
export function registerFigureRoutes(app: FastifyInstance): void {
  app.get("/api/figures/:id", async (request, reply) => {
    const parsed = figureParamsSchema.safeParse(request.params);
    if (!parsed.success) throw new AppError(400, "This is not a figure id.", { errors: toFieldErrors(parsed.error) });
    try {
      const svg = await readFile(path.join(FIGURES_DIR, parsed.data.id));
      return await reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(svg);
    } catch {
      throw new AppError(404, "This figure does not exist.");
    }
  });
}
