// Latency of typical API reads under a small concurrent load, against a server you started
// (default http://127.0.0.1:3000). Bounded: a fixed number of requests, loopback only.
const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const total = Number(process.env.BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) throw new Error("loopback only");

async function token() {
  const email = `bench.${Date.now()}@example.com`;
  const password = "bench-password-4821";
  const json = { "content-type": "application/json" };
  await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ userName: email, password, name: "Bench" }),
  });
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ userName: email, password }),
  });
  return (await res.json()).token;
}

async function measure(name, path, headers = {}) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        const res = await fetch(base + path, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(
    `${name.padEnd(22)} ${String(Math.round(times.length / seconds)).padStart(6)} req/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms`,
  );
}

const auth = { authorization: `Bearer ${await token()}` };
console.log(`${total} requests each, ${concurrency} concurrent, ${base}`);
await measure("GET /api/health", "/api/health");
await measure("GET /api/plan/getAll", "/api/plan/getAll");
await measure("GET /api/auth/me", "/api/auth/me", auth);
await measure("GET /api/questionbank/getall", "/api/questionbank/getall", auth);
await measure("GET /api/questionbank/getbyid", "/api/questionbank/getbyid?questionBankId=two-variable-data", auth);
