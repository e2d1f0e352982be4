// `npm start`: build what is not built, then run the server (it migrates and seeds on start).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildAll } from "./build.mjs";
import { root } from "./build-lib.mjs";

await buildAll();
await import(pathToFileURL(path.join(root, "apps/server/dist/main.js")).href);
