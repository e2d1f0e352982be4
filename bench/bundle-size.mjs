// Measures what a first visit downloads: the entry script, its preloaded chunks and the CSS,
// raw and gzipped, plus the largest lazy route chunks. Run after `npm run build`.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/dist");
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const size = (file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

let raw = 0;
let gzip = 0;
console.log("initial load (entry, preloads, CSS):");
for (const file of initial) {
  const s = size(file);
  raw += s.raw;
  gzip += s.gzip;
  console.log(`  ${file.padEnd(48)} ${kib(s.raw).padStart(11)} ${kib(s.gzip).padStart(11)} gz`);
}
console.log(`  ${"total".padEnd(48)} ${kib(raw).padStart(11)} ${kib(gzip).padStart(11)} gz`);

const lazy = readdirSync(path.join(dist, "assets"))
  .filter((f) => f.endsWith(".js") && !initial.includes(`assets/${f}`))
  .map((f) => ({ f, ...size(`assets/${f}`) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 6);
console.log("largest lazy chunks:");
for (const c of lazy) console.log(`  ${c.f.padEnd(48)} ${kib(c.raw).padStart(11)} ${kib(c.gzip).padStart(11)} gz`);

// What a first visit to each page downloads: the entry with its static imports, then the route's
// chunk with its static imports (Vite's manifest), JavaScript only and with the CSS. Budgets from
// issue 13: 120 KiB gzipped of JavaScript before the login screen is usable, 150 for the dashboard.
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const closure = (keys, seen = new Set()) => {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
};
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure([entryKey]);
const routes = [
  ["login (/login)", "src/features/auth/routes/auth.route.tsx", 120],
  ["dashboard", "src/features/dashboard/dashboard.route.tsx", 150],
  ["practice tests", "src/features/practice-tests/routes/practices.route.tsx"],
  ["question bank", "src/features/question-bank/routes/categories.route.tsx"],
  ["bank practice", "src/features/question-bank/routes/bank-practice.route.tsx"],
  ["test runner", "src/features/practice-tests/routes/runner.route.tsx"],
  ["score report", "src/features/results/routes/result.route.tsx"],
  ["account", "src/features/account/account.route.tsx"],
];
console.log("first visit per page (entry + route chunks):");
for (const [label, key, budget] of routes) {
  if (!manifest[key]) {
    console.log(`  ${label.padEnd(20)} not in the manifest (${key})`);
    continue;
  }
  const chunks = closure([key], new Set(entry));
  let js = 0;
  let css = 0;
  const cssFiles = new Set();
  for (const k of chunks) {
    js += size(manifest[k].file).gzip;
    for (const c of manifest[k].css ?? []) cssFiles.add(c);
  }
  for (const c of cssFiles) css += size(c).gzip;
  const within = budget ? (js / 1024 <= budget ? `  (budget ${budget}: within)` : `  (budget ${budget}: OVER)`) : "";
  console.log(
    `  ${label.padEnd(20)} JS ${kib(js).padStart(10)} gz, with CSS ${kib(js + css).padStart(10)} gz${within}`,
  );
}
