// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the built web app, at the
// highest levels (done once per build, so the server sends them without compressing per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Answers how many files got compressed copies; a copy no smaller than the original is not kept. */
export function precompressDir(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      count += precompressDir(file);
      continue;
    }
    if (!TEXT.test(name)) continue;
    const source = readFileSync(file);
    if (source.length < PRECOMPRESS_MIN_BYTES) continue;
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < source.length) writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}
