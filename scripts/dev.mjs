// `npm run dev`: the server rebuilt and restarted on change, and Vite's dev server (proxying /api) on :5173.
import { context } from "esbuild";
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./build-lib.mjs";
import { serverBuildOptions } from "./build.mjs";

const ctx = await context(serverBuildOptions());
await ctx.rebuild();
await ctx.watch();
const children = [
  spawn(process.execPath, ["--watch", "--enable-source-maps", path.join(root, "apps/server/dist/main.js")], {
    stdio: "inherit",
  }),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), path.join(root, "apps/web")], {
    stdio: "inherit",
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  void ctx.dispose().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
