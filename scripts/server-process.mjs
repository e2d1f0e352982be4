// Starting and stopping the built server (or any Node script that serves HTTP) as a child process,
// for the scripts that measure or run several servers: benchmarks, `npm run cluster`, Lighthouse.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { root } from "./build-lib.mjs";

export const serverEntry = path.join(root, "apps/server/dist/main.js");

/** The OS picks a free port; closing it right away leaves a tiny race we accept for local tools. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `script` (the built server by default) with `env` added to this process's environment and
 * resolves once `healthPath` answers 2xx on `port`. The child's output is kept (the last 4,000
 * characters) only to explain a failed start, unless `inherit` passes it through or
 * `discardOutput` sends its standard output to /dev/null (a benchmark's load generator must not
 * spend its CPU reading the server's request log).
 */
export async function startServer({
  port,
  env = {},
  script = serverEntry,
  healthPath = "/api/health",
  inherit = false,
  nodeArgs = [],
  // The server's standard output (its request log) to /dev/null, not through this process.
  discardOutput = false,
}) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: inherit ? ["ignore", "inherit", "inherit"] : ["ignore", discardOutput ? "ignore" : "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = null;
  child.once("exit", (code, signal) => (exited = code ?? signal));

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${path.basename(script)} exited (${exited}) before it was ready:\n${log}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${healthPath}`);
      if (res.ok) return child;
    } catch {
      // Not listening yet: the first start imports every content pack.
    }
    await sleep(200);
  }
  child.kill("SIGKILL");
  throw new Error(`${path.basename(script)} did not answer ${healthPath} within 90 s:\n${log}`);
}

/** SIGTERM lets the server finish its requests and close the database; SIGKILL if it hangs. */
export async function stopServer(child, { graceMs = 15_000 } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await gone;
  clearTimeout(timer);
}

/** A JSON client for the API at `base`; throws with the status and body on anything but 2xx. */
export function apiClient(base) {
  return async (method, route, { token, body } = {}) => {
    const res = await fetch(`${base}/api${route}`, {
      method,
      headers: {
        ...(body ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} /api${route}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : {};
  };
}

/** Runs `work` over `items` with at most `limit` at once; resolves with the results in order. */
export async function inParallel(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  });
  await Promise.all(lanes);
  return results;
}
