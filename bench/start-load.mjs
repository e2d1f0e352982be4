// Test day's first minute: `--students` students (500) each start a practice test, their starts
// spread evenly over `--within` seconds (60), against the built server on PostgreSQL. Prints the
// latency of `GET /api/test/starttest` (p50, p95, p99, max) and errors. Loopback only; fails
// nothing on speed.
//   node bench/start-load.mjs [--students 500] [--within 60] [--workers 1]
//                             [--database-url postgres://postgres@127.0.0.1:5432/postgres]
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import { buildAll } from "../scripts/build.mjs";
import { apiClient, freePort, startServer, stopServer } from "../scripts/server-process.mjs";
import { signInStudents, withScratchDatabase } from "./lib/load-students.mjs";

const { values: args } = parseArgs({
  options: {
    students: { type: "string", default: "500" },
    within: { type: "string", default: "60" },
    workers: { type: "string", default: "1" },
    "database-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
  },
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  await buildAll();
  await withScratchDatabase(args["database-url"], async (databaseUrl) => {
    const port = await freePort();
    const server = await startServer({
      port,
      env: { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: args.workers, ADMIN_TOKEN: randomBytes(24).toString("hex") },
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      const count = Number(args.students);
      process.stdout.write(`signing up ${count} students… `);
      const students = await signInStudents(base, count, { prefix: "start" });
      const api = apiClient(base);
      const testId = (await api("GET", "/test/getfreetest", { token: students[0].token })).data.testData[0].testid;
      console.log("done");

      const spacingMs = (Number(args.within) * 1000) / count;
      const latencies = [];
      const errors = [];
      const began = Date.now();
      await Promise.all(
        students.map(async (student, i) => {
          await sleep(Math.max(0, began + i * spacingMs - Date.now()));
          const started = performance.now();
          const res = await fetch(`${base}/api/test/starttest?testId=${encodeURIComponent(testId)}`, {
            headers: { authorization: `Bearer ${student.token}` },
          }).catch((error) => ({ ok: false, status: 0, text: () => Promise.resolve(String(error)) }));
          const body = await res.text();
          latencies.push(performance.now() - started);
          if (!res.ok || !body.includes('"questions"')) errors.push(`${res.status} ${body.slice(0, 120)}`);
        }),
      );
      const sorted = latencies.sort((a, b) => a - b);
      const ms = (v) => `${v.toFixed(0)} ms`;
      console.log(
        `\n${count} test starts over ${args.within} s (${args.workers} server process${args.workers === "1" ? "" : "es"}, PostgreSQL):` +
          ` p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))},` +
          ` max ${ms(sorted.at(-1))}; errors ${errors.length}`,
      );
      for (const e of errors.slice(0, 5)) console.log(`  ${e}`);
      if (errors.length > 0) process.exitCode = 1;
    } finally {
      await stopServer(server);
    }
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
