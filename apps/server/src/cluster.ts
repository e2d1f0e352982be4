import cluster, { type Worker } from "node:cluster";
import type { Env } from "./env.js";
import { prepareInstallation } from "./serve.js";

/**
 * The primary of `workers` server processes sharing one port (node:cluster): it prepares the
 * installation once, forks the workers, replaces one that dies, and on SIGTERM or SIGINT passes
 * the signal on and exits when every worker has finished its requests.
 */
export async function runPrimary(env: Env, workers: number, entry: string): Promise<void> {
  await prepareInstallation(env);
  // Workers run the server's bundle itself, not whatever started the primary (npm start's build step).
  cluster.setupPrimary({ exec: entry });
  let stopping = false;
  const listened = new Set<number>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once("listening", () => listened.add(worker.id));
    return worker;
  };

  let exitCode = 0;
  cluster.on("exit", (worker, code, signal) => {
    const served = listened.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    // A worker that exits with an error before it ever listened cannot start (a bad setting, the
    // database unreachable): stop instead of looping. One killed by a signal is simply replaced.
    if (!served && signal === null && code !== 0) {
      log(`worker ${worker.process.pid} exited (${String(code)}) before it could serve; stopping`);
      stop("SIGTERM", 1);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Every worker bounds its own shutdown; this only guards against one that cannot.
    setTimeout(() => process.exit(exitCode || 1), env.shutdownGraceMs + 5_000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGTERM"));

  for (let i = 0; i < workers; i += 1) fork();
  log(`SAT practice is running at http://localhost:${env.port} with ${workers} workers (database: postgres)`);
}

function log(message: string): void {
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message }));
}
