import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../scripts/scratch-database.mjs";
import { freePort, startServer, stopServer } from "../scripts/server-process.mjs";

/** The built server as a process: workers per core on PostgreSQL, and how it stops. No browser. */
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let databaseUrl = "";
const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "sat-process-")),
  ADMIN_TOKEN: "process-test-admin-token-0123456789abcdef",
  LOG_LEVEL: "warn",
  ...extra,
});

/** Process ids of the children of `pid` (the cluster's workers). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map(Number);
  } catch {
    return [];
  }
};

const exited = (child: {
  exitCode: number | null;
  signalCode: string | null;
  once: (e: "exit", f: () => void) => void;
}) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", resolve));

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  database = await createScratchDatabase(adminUrl, "sat_e2e_process");
  databaseUrl = database.url;
});
test.afterAll(async () => {
  await database?.drop();
});

test("with PostgreSQL npm start runs a worker per core (WEB_CONCURRENCY) on one port, and all stop on SIGTERM", async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  // As `npm start` runs it (scripts/start.mjs builds what is stale, then runs the server).
  const primary = await startServer({
    port,
    script: path.join(import.meta.dirname, "../scripts/start.mjs"),
    env: env({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "3" }),
  });
  try {
    await expect.poll(() => childrenOf(primary.pid!).length, { timeout: 20_000 }).toBe(3);
    // A new connection each time: the cluster hands out connections, and a kept-alive one to the
    // worker killed below would fail the next request for a reason that is not the server's.
    const health = () => fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: "close" } });
    for (let i = 0; i < 6; i += 1) expect((await health()).status).toBe(200);
    // A worker that dies is replaced; the port keeps answering meanwhile.
    const [first] = childrenOf(primary.pid!);
    process.kill(first!, "SIGKILL");
    await expect
      .poll(() => childrenOf(primary.pid!).filter((pid) => pid !== first).length, { timeout: 20_000 })
      .toBe(3);
    expect((await health()).status).toBe(200);
    const workers = childrenOf(primary.pid!);
    primary.kill("SIGTERM");
    await exited(primary);
    expect(primary.exitCode).toBe(0);
    await expect.poll(() => workers.filter(isAlive), { timeout: 10_000 }).toEqual([]);
  } finally {
    await stopServer(primary);
  }
});

test("on SIGTERM a server finishes the request in flight, closes idle connections, refuses new ones, and exits", async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const server = await startServer({ port, env: env({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "1" }) });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  try {
    // An idle keep-alive connection, and a sign-up in flight (hashing a password takes a moment).
    await get(agent, port, "/api/health");
    const idleSocket = Object.values(agent.freeSockets).flat()[0];
    expect(idleSocket).toBeDefined();
    const idleClosed = new Promise<void>((resolve) => idleSocket!.once("close", () => resolve()));
    const inFlight = post(agent, port, "/api/auth/signup", {
      userName: `shutdown.${Date.now()}@example.com`,
      password: "maple-harbor-7319",
      name: "Sana Holt",
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    server.kill("SIGTERM");
    expect((await inFlight).status).toBe(201);
    await idleClosed;
    await exited(server);
    expect(server.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  } finally {
    agent.destroy();
    await stopServer(server);
  }
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function get(agent: http.Agent, port: number, route: string): Promise<{ status: number; body: string }> {
  return request(agent, port, "GET", route);
}

function post(
  agent: http.Agent,
  port: number,
  route: string,
  body: unknown,
): Promise<{ status: number; body: string }> {
  return request(agent, port, "POST", route, JSON.stringify(body));
}

function request(
  agent: http.Agent,
  port: number,
  method: string,
  route: string,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: route,
        method,
        agent,
        headers: body ? { "content-type": "application/json" } : {},
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
