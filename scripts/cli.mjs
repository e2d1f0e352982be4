// `npm run content:check` / `npm run content:import -- <dir>` / `npm run admin` / `npm run calibrate`: build the server if it changed, then run its command-line tools.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildAll } from "./build.mjs";
import { root } from "./build-lib.mjs";

await buildAll({ only: ["server"] });
await import(pathToFileURL(path.join(root, "apps/server/dist/cli.js")).href);
