import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folder of apps/server, found from this file whether it runs from src (tests) or the dist bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, "drizzle", "meta", "_journal.json"))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot find the server folder (apps/server/drizzle is missing)");
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, "drizzle");
export const defaultWebDistDir = path.resolve(serverRoot, "..", "web", "dist");
/** The repository's content folder: the bundled packs and the code that recomputes their keys. */
export const contentRoot = path.resolve(serverRoot, "..", "..", "content");
export const bundledPacksDir = path.join(contentRoot, "packs");
export const keyChecksDir = path.join(contentRoot, "key-checks");
