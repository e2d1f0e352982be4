import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function* walk(target) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (stat.isFile()) {
    yield [target, stat];
    return;
  }
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    yield* walk(path.join(target, entry));
  }
}

/** A fingerprint of the inputs (paths, sizes, modification times): cheap, and changes on any edit. */
export function fingerprint(inputs) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const [file, stat] of walk(path.join(root, input))) hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

export function isFresh(stampFile, print) {
  return existsSync(stampFile) && readFileSync(stampFile, "utf8") === print;
}

export function writeStamp(stampFile, print) {
  writeFileSync(stampFile, print);
}
