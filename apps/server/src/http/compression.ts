import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { constants } from "node:zlib";

/** JSON smaller than this goes as it is: compressing it would cost more time than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API responses above the threshold are compressed per request (Brotli at a fast level, else gzip);
 * the web app's files come precompressed from the build (spa.ts), and a reply that already has an
 * encoding is left alone. A missing or unreadable Accept-Encoding gets the plain response. Must be
 * registered before the routes: it attaches itself to each route as it is added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
