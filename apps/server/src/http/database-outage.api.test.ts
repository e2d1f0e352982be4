import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@sat/core";
import { buildApp, type App } from "../app.js";
import { DATABASE_CONNECT_TIMEOUT_MS, openDatabase, type Database } from "../db/connection.js";
import { TEST_JWT_SECRET, TEST_PASSWORD } from "../test/test-server.js";

/** The PostgreSQL binaries Debian installs, newest version first; null when there are none. */
function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const bin = postgresBinDir();
/** The bound documented in docs/api.md: the pool's connection timeout, plus a second for the answer. */
const BOUND_MS = DATABASE_CONNECT_TIMEOUT_MS + 1000;

if (!bin) console.warn("database outage test skipped: no initdb under /usr/lib/postgresql/*/bin");

/**
 * A PostgreSQL of the test's own (never the machine's service): the app runs on it, the test stops
 * it, checks every kind of request is answered 503 with Retry-After in bounded time, starts it again
 * and checks the app recovers without a restart.
 */
describe.skipIf(!bin)("a database outage on a PostgreSQL the test started itself", () => {
  const binDir = bin ?? "";
  let dataDir = "";
  let port = 0;
  let database: Database;
  let app: App;
  let baseUrl = "";
  let token = "";
  /** initdb and postgres refuse to run as root; as root the test runs them as the postgres user. */
  const asPostgres = (tool: string, args: string[]) =>
    userInfo().uid === 0
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(binDir, tool), ...args], { stdio: "pipe" })
      : execFileSync(path.join(binDir, tool), args, { stdio: "pipe" });
  const pgCtl = (action: "start" | "stop", extra: string[] = []) =>
    asPostgres("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(dataDir, "server.log"),
      "-o",
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`,
      "-w",
      ...extra,
      action,
    ]);
  const call = async (method: string, url: string, body?: unknown, auth = true) => {
    const started = Date.now();
    const headers: Record<string, string> = { accept: "application/json" };
    if (auth && token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(baseUrl + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? (JSON.parse(text) as unknown) : null,
      ms: Date.now() - started,
    };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "sat-outage-pg-"));
    if (userInfo().uid === 0)
      chownSync(
        dataDir,
        Number(execFileSync("id", ["-u", "postgres"])),
        Number(execFileSync("id", ["-g", "postgres"])),
      );
    chmodSync(dataDir, 0o700);
    port = await freePort();
    asPostgres("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
    pgCtl("start");
    database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, poolSize: 4 });
    await database.migrate();
    app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET, logLevel: "silent" });
    await app.services.plans.seed();
    await app.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
    const credentials = { userName: "outage@example.com", password: TEST_PASSWORD };
    await call("POST", "/api/auth/signup", { ...credentials, name: "Outage" }, false);
    token = ((await call("POST", "/api/auth/login", credentials, false)).body as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    await app?.app.close();
    await database?.close().catch(() => undefined);
    if (dataDir) {
      try {
        pgCtl("stop", ["-m", "immediate"]);
      } catch {
        // Already stopped.
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("answers 503 with Retry-After and the error shape within the bound while stopped, then recovers", async () => {
    expect((await call("GET", "/api/auth/me")).status).toBe(200);
    pgCtl("stop", ["-m", "fast"]);

    const requests: [string, string, unknown?, boolean?][] = [
      ["GET", "/api/health"],
      ["GET", "/api/auth/me"],
      ["POST", "/api/auth/login", { userName: "outage@example.com", password: TEST_PASSWORD }, false],
      ["GET", "/api/plan/getAll", undefined, false],
      ["GET", "/api/account/sessions"],
      [
        "POST",
        "/api/test/savetest",
        {
          userTestId: "00000000-0000-4000-8000-000000000000",
          testId: "practice-test-1",
          answerData: [],
          additionalProps: { currentModuleName: "writingModule1", count: 0 },
        },
      ],
    ];
    for (const [method, url, body, auth] of requests) {
      const res = await call(method, url, body, auth ?? true);
      expect(res.status, `${method} ${url}`).toBe(503);
      expect(res.headers.get("retry-after"), `${method} ${url}`).toBe("5");
      expect(apiErrorSchema.parse(res.body)).toMatchObject({
        status: 503,
        title: "Service Unavailable",
        retryAfterSeconds: 5,
      });
      expect(res.ms, `${method} ${url} answered in ${res.ms} ms`).toBeLessThan(BOUND_MS);
    }

    pgCtl("start");
    let health = 0;
    for (let i = 0; i < 50 && health !== 200; i += 1) {
      health = (await call("GET", "/api/health")).status;
      if (health !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(health).toBe(200);
    expect((await call("GET", "/api/auth/me")).status).toBe(200);
    expect((await call("GET", "/api/account/sessions")).status).toBe(200);
  }, 60_000);
});
