// The answer-save path under load, against PostgreSQL, side by side with its ceiling in one run:
// a bare Fastify + `pg` server doing one upsert per request (bench/lib/bare-save-server.mjs) and the
// product's `POST /api/test/savetest`, on the same database with the same pool size and the same
// number of connections. Students each have a test in progress; every request saves one answer.
//   node bench/save-load.mjs [--connections 64] [--students 100] [--duration 15] [--pool 10]
//                            [--database-url postgres://postgres@127.0.0.1:5432/postgres]
// Builds what is stale, creates a database of its own and drops it afterwards. Prints requests per
// second, p50/p99 latency and errors for both, and the ratio. Loopback only; fails nothing on speed.
import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildAll } from "../scripts/build.mjs";
import { root } from "../scripts/build-lib.mjs";
import { freePort, startServer, stopServer } from "../scripts/server-process.mjs";
import { seedLoadStudents, withScratchDatabase } from "./lib/load-students.mjs";

const { values: args } = parseArgs({
  options: {
    connections: { type: "string", default: "64" },
    students: { type: "string", default: "100" },
    duration: { type: "string", default: "15" },
    warmup: { type: "string", default: "3" },
    pool: { type: "string", default: "10" },
    /** Writes a CPU profile of the product's server to this folder (node --cpu-prof). */
    profile: { type: "string" },
    "database-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration);
const pool = args.pool;

/**
 * Every request takes a student with no save in flight and gives them back with the response, so
 * a student never has two saves at once, as the runner's outbox never does; students take turns.
 */
function saveRequests(students, { withTimes, heartbeat = false }) {
  const free = [...students];
  return [
    {
      method: "POST",
      path: "/api/test/savetest",
      setupRequest: (request, context) => {
        // A request that never got an answer keeps its student; then any student will do.
        const student = free.shift() ?? students[Math.floor(Math.random() * students.length)];
        context.student = student;
        const n = (student.saves = (student.saves ?? 0) + 1);
        const index = n % student.questionIds.length;
        const answer = {
          qId: student.questionIds[index],
          userOption: ["Option A", "Option B", "Option C", "Option D"][n % 4],
          userAnswer: "",
          marked: false,
          eliminated: [],
          timeLeftMs: 1_500_000,
          // Counts up for each student over the warm-up and the measure.
          seq: n,
          ...(withTimes ? { timeSpentMs: 4_000 } : {}),
        };
        return {
          ...request,
          headers: { "content-type": "application/json", authorization: `Bearer ${student.token}` },
          body: JSON.stringify({
            userTestId: student.userTestId,
            testId: student.testId,
            answerData: heartbeat ? [] : [answer],
            additionalProps: { currentModuleName: "writingModule1", count: index },
          }),
        };
      },
      onResponse: (status, body, context) => {
        if (context.student) free.push(context.student);
        context.student = undefined;
      },
    },
  ];
}

async function load(url, requests, seconds) {
  const result = await autocannon({ url, connections, duration: seconds, requests, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** CPU seconds the process has used so far (Linux), to tell a busy server from a waiting one. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** CPU seconds per PostgreSQL process (the pools' backends live through a measure). */
function postgresCpu() {
  const byPid = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").startsWith("postgres")) byPid.set(entry, cpuSeconds(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return byPid;
}

/** CPU seconds PostgreSQL used since `before`: per process, so one that ended does not count negative. */
const postgresCpuSince = (before) =>
  [...postgresCpu()].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

async function measure(name, url, makeRequests, pid, query) {
  if (Number(args.warmup) > 0) await load(url, makeRequests(), Number(args.warmup));
  const walAt = async () => (await query("select pg_current_wal_lsn()::text as lsn")).rows[0].lsn;
  const walBefore = await walAt();
  const cpuBefore = cpuSeconds(pid);
  const dbBefore = postgresCpu();
  const row = await load(url, makeRequests(), duration);
  const walBytes = Number(
    (await query("select pg_wal_lsn_diff($1, $2)::bigint as n", [await walAt(), walBefore])).rows[0].n,
  );
  const cpu = ((cpuSeconds(pid) - cpuBefore) / duration) * 100;
  const db = (postgresCpuSince(dbBefore) / duration) * 100;
  console.log(
    `${name.padEnd(30)} ${row.rps.toFixed(0).padStart(5)} req/s  p50 ${String(row.p50).padStart(3)} ms  p99 ${String(row.p99).padStart(3)} ms  errors ${row.errors} of ${row.total}\n` +
      `${"".padEnd(30)} server CPU ${cpu.toFixed(0)}% (${(row.rps / (cpu / 100)).toFixed(0)} per core-second), PostgreSQL CPU ${db.toFixed(0)}% (${(row.rps / (db / 100)).toFixed(0)} per core-second), WAL ${(walBytes / row.total).toFixed(0)} bytes per request`,
  );
  return row;
}

async function main() {
  await buildAll();
  await withScratchDatabase(args["database-url"], async (databaseUrl, query) => {
    const env = { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: pool, ADMIN_TOKEN: randomBytes(24).toString("hex") };
    const productPort = await freePort();
    // One process, as the ceiling is: this compares the code path, not the number of cores.
    const product = await startServer({
      port: productPort,
      env: { ...env, WEB_CONCURRENCY: "1" },
      discardOutput: true,
      nodeArgs: args.profile ? ["--cpu-prof", `--cpu-prof-dir=${args.profile}`] : [],
    });
    let bare;
    try {
      const base = `http://127.0.0.1:${productPort}`;
      const students = await seedLoadStudents(base, Number(args.students));
      const barePort = await freePort();
      bare = await startServer({
        port: barePort,
        env,
        script: path.join(root, "bench/lib/bare-save-server.mjs"),
        healthPath: "/health",
      });
      console.log(
        `\n${students.length} students with a test in progress, ${connections} connections, pool ${pool}, ${duration} s each, PostgreSQL\n`,
      );
      const ceiling = await measure(
        "bare Fastify + pg upsert",
        `http://127.0.0.1:${barePort}`,
        () => saveRequests(students, { withTimes: false }),
        bare.pid,
        query,
      );
      const save = await measure(
        "product POST savetest",
        base,
        () => saveRequests(students, { withTimes: true }),
        product.pid,
        query,
      );
      await measure(
        "product heartbeat (no answer)",
        base,
        () => saveRequests(students, { withTimes: false, heartbeat: true }),
        product.pid,
        query,
      );
      const stored = await query("select count(*)::int as n from attempt_answers");
      console.log(
        `\nratio ${((save.rps / ceiling.rps) * 100).toFixed(0)}% of the ceiling; answers stored by the product: ${stored.rows[0].n}`,
      );
      if (save.errors + ceiling.errors > 0) process.exitCode = 1;
    } finally {
      await stopServer(bare);
      await stopServer(product);
    }
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
