import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import { errorBody } from "./errors.js";
import { API_PREFIX } from "./route.js";

/**
 * Serves the built web app: hashed assets cached for a year and sent precompressed, index.html never
 * cached, a missing asset 404, and every other GET answered with index.html so the client router
 * shows the page (or its not-found page).
 */
export async function installSpa(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const hasWeb = webDistDir !== undefined && existsSync(path.join(webDistDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs); Vary is set too.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    // A missing hashed file is a stale or wrong link: the app shell in its place would run as a script.
    const isAsset = pathname.startsWith("/assets/");
    if (!isApi && !isAsset && wantsPage && hasWeb) {
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    const message = isApi ? `No API operation ${request.method} ${pathname}.` : "Not found.";
    return reply.status(404).send(errorBody(404, message, {}, request.id));
  });
}
