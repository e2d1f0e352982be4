// Several API servers behind HAProxy on one PostgreSQL, on this machine: what `npm run cluster`
// starts and what the failover test drives. Each server is a box of its own as far as the product
// can tell (its own process, memory and pool); they share only PostgreSQL and the two secrets.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { freePort, startServer, stopServer } from "./server-process.mjs";

export const haproxyPath = ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy"].find(
  (candidate) => spawnSync(candidate, ["-v"]).status === 0,
);

/** The API's error shape for what HAProxy answers itself (no server up, a request it refuses). */
function errorFile(dir, status, title, message) {
  const body = JSON.stringify({ status, title, message });
  const file = path.join(dir, `${status}.http`);
  writeFileSync(
    file,
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  return `  errorfile ${status} ${file}`;
}

/**
 * Round robin over the servers; a server is taken out after two failed health checks a second
 * apart and back after two good ones. A request that could not reach a server (refused, reset, no
 * answer, or the 503 a stopping server gives before doing anything) is retried on another one: the
 * save, submit and end calls are idempotent by design, so a retry never does anything twice.
 */
export function haproxyConfig({ port, servers, dir }) {
  return [
    "global",
    "  maxconn 4000",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout http-request 10s",
    "  timeout http-keep-alive 10s",
    "  retries 3",
    "  option redispatch 1",
    "  retry-on conn-failure empty-response response-timeout 503",
    errorFile(dir, 400, "Bad Request", "The request is not valid HTTP."),
    errorFile(dir, 408, "Request Timeout", "The request took too long to arrive."),
    errorFile(dir, 502, "Bad Gateway", "The service is restarting. Please try again in a moment."),
    errorFile(dir, 503, "Service Unavailable", "The service is restarting. Please try again in a moment."),
    errorFile(dir, 504, "Gateway Timeout", "The service took too long to answer. Please try again."),
    "frontend web",
    `  bind 127.0.0.1:${port}`,
    "  option forwardfor",
    "  default_backend api",
    "backend api",
    "  balance roundrobin",
    "  option httpchk GET /api/health",
    "  http-check expect status 200",
    "  http-response set-header X-Served-By %[srv_name]",
    "  default-server inter 1s fall 2 rise 2",
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    "",
  ].join("\n");
}

/** Creates the database if it does not exist (the URL's own name, on the same server). */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts `count` servers (one after the other, so the first prepares the database) and HAProxy in
 * front on `port`. Returns the balancer's URL and a handle per server to kill, stop and restart it.
 */
export async function startCluster({
  count = 2,
  port,
  databaseUrl,
  dir,
  secrets,
  logLevel = "warn",
  poolSize = 10,
  inherit = false,
}) {
  if (!haproxyPath) throw new Error("HAProxy is not installed (apt-get install -y haproxy)");
  mkdirSync(dir, { recursive: true });
  const { jwtSecret = randomBytes(32).toString("hex"), adminToken = randomBytes(24).toString("hex") } = secrets ?? {};
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(poolSize),
    JWT_SECRET: jwtSecret,
    ADMIN_TOKEN: adminToken,
    TRUST_PROXY: "true",
    WEB_CONCURRENCY: "1",
    LOG_LEVEL: logLevel,
    DATA_DIR: path.join(dir, "data"),
  };
  const servers = [];
  for (let i = 1; i <= count; i += 1) {
    const server = { name: `api${i}`, port: await freePort(), child: null };
    server.start = async () => {
      server.child = await startServer({ port: server.port, env, inherit });
      return server;
    };
    server.kill = (signal = "SIGKILL") => {
      const child = server.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      return gone;
    };
    server.stop = () => stopServer(server.child);
    await server.start();
    servers.push(server);
  }
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(config, haproxyConfig({ port, servers, dir }));
  const balancer = spawn(haproxyPath, ["-db", "-f", config], {
    stdio: inherit ? ["ignore", "inherit", "inherit"] : "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(url, balancer);
  return {
    url,
    servers,
    adminToken,
    /** The names of the servers answering now, from a round of health checks through the balancer. */
    async serving(rounds = 6) {
      const names = new Set();
      for (let i = 0; i < rounds; i += 1) {
        const res = await fetch(`${url}/api/health`).catch(() => null);
        const name = res?.ok ? res.headers.get("x-served-by") : null;
        if (name) names.add(name);
      }
      return names;
    },
    async stop() {
      balancer.kill("SIGTERM");
      await Promise.all(servers.map((s) => s.stop()));
    },
  };
}

async function untilHealthy(url, balancer) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (balancer.exitCode !== null) throw new Error(`HAProxy exited (${balancer.exitCode})`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.ok) return;
    await sleep(200);
  }
  throw new Error("HAProxy did not answer /api/health within 20 s");
}
