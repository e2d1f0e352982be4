import { buildApp } from "./app.js";
import { syncBundledPacks } from "./content/bundled-packs.js";
import { loadOrCreateAdminToken } from "./modules/admin/admin-token.js";
import { openDatabase } from "./db/connection.js";
import { readEnv } from "./env.js";
import { defaultWebDistDir } from "./paths.js";
import { loadOrCreateJwtSecret } from "./secrets.js";

/** Starts the whole product: database, migrations, seed data, API and web app on one port. */
async function main(): Promise<void> {
  const env = readEnv();
  const database = await openDatabase(
    env.databaseUrl ? { databaseUrl: env.databaseUrl, poolSize: env.databasePoolSize } : { dataDir: env.dataDir },
  );
  await database.migrate();
  const { app, services } = await buildApp({
    database,
    jwtSecret: loadOrCreateJwtSecret(env.jwtSecret, env.dataDir),
    ssoSharedSecret: env.ssoSharedSecret,
    logLevel: env.logLevel,
    trustProxy: env.trustProxy,
    webDistDir: env.webDistDir ?? defaultWebDistDir,
    adminToken: loadOrCreateAdminToken(env.adminToken, env.dataDir),
  });
  await services.plans.seed();
  const { imported } = await syncBundledPacks(services.content);
  if (imported.length > 0) app.log.info({ imported }, "imported content packs");

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: env.port, host: env.host });
  app.log.info(`SAT practice is running at http://localhost:${env.port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
