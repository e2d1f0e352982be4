import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { syncBundledPacks } from "./content/bundled-packs.js";
import { openDatabase, type Database } from "./db/connection.js";
import type { Env } from "./env.js";
import { bufferedStdout } from "./http/log-destination.js";
import { smtpMailer } from "./mail/mailer.js";
import { loadOrCreateAdminToken } from "./modules/admin/admin-token.js";
import { defaultWebDistDir } from "./paths.js";
import { loadOrCreateJwtSecret } from "./secrets.js";

const openFor = (env: Env): Promise<Database> =>
  openDatabase(
    env.databaseUrl ? { databaseUrl: env.databaseUrl, poolSize: env.databasePoolSize } : { dataDir: env.dataDir },
  );

async function build(env: Env, database: Database) {
  return buildApp({
    database,
    jwtSecret: loadOrCreateJwtSecret(env.jwtSecret, env.dataDir),
    ssoSharedSecret: env.ssoSharedSecret,
    logLevel: env.logLevel,
    logStream: bufferedStdout(),
    trustProxy: env.trustProxy,
    webDistDir: env.webDistDir ?? defaultWebDistDir,
    adminToken: loadOrCreateAdminToken(env.adminToken, env.dataDir),
    // Without SMTP_URL the app's default writes each message to the log.
    mailer: env.smtpUrl ? smtpMailer(env.smtpUrl, env.mailFrom) : undefined,
    appUrl: env.appUrl,
  });
}

/** The plans and the bundled content packs; servers starting together would import them at once. */
async function seed(database: Database, app: Awaited<ReturnType<typeof build>>): Promise<void> {
  await database.exclusively(async () => {
    await app.services.plans.seed();
    const { imported } = await syncBundledPacks(app.services.content);
    if (imported.length > 0) app.app.log.info({ imported }, "imported content packs");
  });
}

/**
 * What happens once per installation start, before any request: migrations (safe when several
 * servers start at once), the plans and the bundled content packs, and the secrets' files. In a
 * cluster the primary does it once, then its workers only serve.
 */
export async function prepareInstallation(env: Env): Promise<void> {
  const database = await openFor(env);
  try {
    await database.migrate();
    const built = await build(env, database);
    await seed(database, built);
    await built.app.close();
  } finally {
    await database.close();
  }
}

/**
 * Serves the API and the web app until SIGTERM or SIGINT, then shuts down gracefully: the port
 * closes at once (a load balancer sends new connections elsewhere), idle keep-alive connections
 * are closed, a request arriving on a busy one gets 503 with `Connection: close` (safe to retry:
 * nothing was done), requests in flight finish, the pool closes. After `env.shutdownGraceMs` it
 * exits anyway.
 */
export async function serve(env: Env, options: { prepare: boolean }): Promise<FastifyInstance> {
  const database = await openFor(env);
  if (options.prepare) await database.migrate();
  const built = await build(env, database);
  if (options.prepare) await seed(database, built);
  const { app } = built;

  let closing = false;
  // A response sent while stopping closes its connection, so no kept-alive socket holds the exit up.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) void reply.header("connection", "close");
    done(null, payload);
  });
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, "shutting down");
    const force = setTimeout(() => {
      app.log.error({ graceMs: env.shutdownGraceMs }, "requests still running after the grace period; exiting");
      process.exit(1);
    }, env.shutdownGraceMs);
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
  // A worker whose primary is gone (killed) stops too, instead of serving on unsupervised.
  process.on("disconnect", () => shutdown("the cluster's primary went away"));

  await app.listen({ port: env.port, host: env.host });
  return app;
}
