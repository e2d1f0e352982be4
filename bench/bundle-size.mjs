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
