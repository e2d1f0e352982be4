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
