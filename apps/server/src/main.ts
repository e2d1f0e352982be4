import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { runPrimary } from "./cluster.js";
import { readEnv } from "./env.js";
import { serve } from "./serve.js";

/**
 * Starts the whole product: database, migrations, seed data, API and web app on one port. With
 * PostgreSQL, one server process per core (WEB_CONCURRENCY to choose) shares the port; the
 * embedded database belongs to one process, so it runs one.
 */
async function main(): Promise<void> {
  const env = readEnv();
  const workers = env.databaseUrl ? (env.webConcurrency ?? availableParallelism()) : 1;
  if (cluster.isPrimary && workers > 1) return runPrimary(env, workers, fileURLToPath(import.meta.url));
  const app = await serve(env, { prepare: cluster.isPrimary });
  const where = cluster.isPrimary ? `http://localhost:${env.port}` : `port ${env.port} (worker)`;
  app.log.info(`SAT practice is running at ${where} (database: ${env.databaseUrl ? "postgres" : "pglite"})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
