// The learning loop's reads under load (issue 11): 20 students, each with 20 completed tests and
// 2,000 bank answers (PRO, so they spread over the whole bank), then the score report, the
// dashboard data and the review queue, each read 2,000 times by 20 concurrent students.
// Against a server you started (loopback only), with ADMIN_TOKEN set on it and here:
//   BENCH_URL=http://127.0.0.1:3000 ADMIN_TOKEN=... node bench/report-latency.mjs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seedStudent } from "./seed-student.mjs";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const adminToken = process.env.ADMIN_TOKEN;
const students = Number(process.env.BENCH_STUDENTS ?? 20);
const tests = Number(process.env.BENCH_TESTS ?? 20);
const bank = Number(process.env.BENCH_BANK ?? 2000);
const total = Number(process.env.BENCH_REQUESTS ?? 2000);
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/.test(base)) throw new Error("loopback only");
if (!adminToken) throw new Error("ADMIN_TOKEN is required (the students are made PRO to answer the whole bank)");

// BENCH_REUSE=1 logs the students of the last run in again instead of seeding new ones.
const saved = path.join(import.meta.dirname, "../.tmp/report-bench-students.json");
let tokens;
if (process.env.BENCH_REUSE === "1" && existsSync(saved)) {
  const logins = JSON.parse(readFileSync(saved, "utf8"));
  tokens = await Promise.all(logins.map((s) => logIn(s.email, s.password)));
} else {
  const seeded = performance.now();
  const made = await Promise.all(
    Array.from({ length: students }, (_, i) => seedStudent(base, { tests, bank, seed: 11 + i, adminToken })),
  );
  mkdirSync(path.dirname(saved), { recursive: true });
  writeFileSync(saved, JSON.stringify(made.map(({ email, password }) => ({ email, password }))));
  tokens = made.map((s) => s.token);
  console.log(
    `seeded ${students} students × ${tests} tests and ${bank} bank answers in ${((performance.now() - seeded) / 1000).toFixed(0)} s`,
  );
}

async function logIn(email, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: email, password }),
  });
  return (await res.json()).token;
}

const headersOf = (token) => ({ authorization: `Bearer ${token}` });
const results = await Promise.all(
  tokens.map(async (token) => {
    const res = await fetch(`${base}/api/test/allusertests`, { headers: headersOf(token) });
    return (await res.json()).data[0];
  }),
);

async function measure(name, pathFor) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, student) => {
      while (next < total) {
        next++;
        const t = performance.now();
        const res = await fetch(base + pathFor(student), { headers: headersOf(token) });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(
    `${name.padEnd(24)} ${String(Math.round(times.length / seconds)).padStart(6)} req/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms`,
  );
}

console.log(`${total} requests each, ${students} concurrent students, ${base}`);
// A server builds a completed attempt's report on its first read and keeps it: time those first
// reads (all 20 at once) apart from the steady state below.
const cold = performance.now();
const firstReads = await Promise.all(
  tokens.map(async (token, i) => {
    const t = performance.now();
    const res = await fetch(`${base}/api/test/result?testId=${results[i].testId}&userTestId=${results[i].userTestId}`, {
      headers: headersOf(token),
    });
    await res.arrayBuffer();
    return performance.now() - t;
  }),
);
console.log(
  `first reads of ${tokens.length} reports at once: slowest ${Math.max(...firstReads).toFixed(1)} ms, all done in ${(performance.now() - cold).toFixed(0)} ms`,
);

// Baselines in the same run: no database, and the lightest read with a session.
await measure("GET /api/health", () => "/api/health");
await measure("GET /api/auth/me", () => "/api/auth/me");
await measure(
  "GET /api/test/result",
  (i) => `/api/test/result?testId=${results[i].testId}&userTestId=${results[i].userTestId}`,
);
await measure("GET /api/progress", () => "/api/progress?tz=Asia/Kolkata");
await measure("GET /api/review/due", () => "/api/review/due");
await measure("GET /api/questionbank/getall", () => "/api/questionbank/getall");
