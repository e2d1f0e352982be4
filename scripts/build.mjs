// Builds what is missing or out of date: the web app (Vite) and the server bundle (esbuild).
import { build as esbuild } from "esbuild";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fingerprint, isFresh, root, writeStamp } from "./build-lib.mjs";
import { precompressDir } from "./precompress.mjs";

const shared = ["packages/core/src", "package-lock.json"];

export const targets = {
  web: {
    inputs: [...shared, "apps/web/src", "apps/web/public", "apps/web/index.html", "apps/web/vite.config.ts"],
    stamp: path.join(root, "apps/web/dist/.build-stamp"),
    async run() {
      const { build } = await import("vite");
      await build({
        root: path.join(root, "apps/web"),
        logLevel: "warn",
        configFile: path.join(root, "apps/web/vite.config.ts"),
      });
      precompressDir(path.join(root, "apps/web/dist"));
    },
  },
  server: {
    inputs: [...shared, "apps/server/src", "apps/server/drizzle"],
    stamp: path.join(root, "apps/server/dist/.build-stamp"),
    async run() {
      await esbuild(serverBuildOptions());
    },
  },
};

/** Our own workspace packages are bundled (they are TypeScript); every other package stays external. */
export function serverBuildOptions() {
  return {
    entryPoints: {
      main: path.join(root, "apps/server/src/main.ts"),
      cli: path.join(root, "apps/server/src/cli.ts"),
    },
    outdir: path.join(root, "apps/server/dist"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    plugins: [
      {
        name: "externalize-dependencies",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@sat/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  };
}

export async function buildAll({ force = false, only = Object.keys(targets) } = {}) {
  for (const [name, target] of Object.entries(targets)) {
    if (!only.includes(name)) continue;
    const print = fingerprint(target.inputs);
    if (!force && isFresh(target.stamp, print)) continue;
    const started = Date.now();
    process.stdout.write(`building ${name}… `);
    await target.run();
    writeStamp(target.stamp, print);
    process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildAll({ force: process.argv.includes("--force") });
}
