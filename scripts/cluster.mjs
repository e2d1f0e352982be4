// `npm run cluster`: two or more API servers behind HAProxy (health checks on /api/health) sharing
// one PostgreSQL, on this machine, as docs/scaling.md describes for separate boxes.
//   npm run cluster -- [--servers 2] [--port 8080] [--database-url postgres://postgres@127.0.0.1:5432/sat_cluster]
// Builds what is stale, creates the database if needed, keeps the secrets in .cluster/ so sessions
// survive a restart of the cluster, and stops everything on Ctrl+C.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { root } from "./build-lib.mjs";
import { buildAll } from "./build.mjs";
import { ensureDatabase, startCluster } from "./cluster-lib.mjs";

const { values: args } = parseArgs({
  options: {
    servers: { type: "string", default: "2" },
    port: { type: "string", default: "8080" },
    "database-url": {
      type: "string",
      default: process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/sat_cluster",
    },
  },
});

const dir = path.join(root, ".cluster");
mkdirSync(dir, { recursive: true });
const secretsFile = path.join(dir, "secrets.json");
if (!existsSync(secretsFile))
  writeFileSync(
    secretsFile,
    JSON.stringify({ jwtSecret: randomBytes(32).toString("hex"), adminToken: randomBytes(24).toString("hex") }),
    { mode: 0o600 },
  );

await buildAll();
await ensureDatabase(args["database-url"]);
const cluster = await startCluster({
  count: Number(args.servers),
  port: Number(args.port),
  databaseUrl: args["database-url"],
  dir,
  secrets: JSON.parse(readFileSync(secretsFile, "utf8")),
  logLevel: "info",
  inherit: true,
});
console.log(`\nSAT practice is running at ${cluster.url} (HAProxy in front of ${cluster.servers.length} servers:`);
for (const s of cluster.servers) console.log(`  ${s.name} on 127.0.0.1:${s.port}, pid ${s.child.pid}`);
console.log("); Ctrl+C stops everything.");

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
