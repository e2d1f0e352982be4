import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.js";

/**
 * JSON is the only body type. An empty body is read as "no body" so clients that always send
 * Content-Type: application/json (as the spec asks) can POST without one.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new AppError(400, "The request body is not valid JSON."), undefined);
    }
  });
}
