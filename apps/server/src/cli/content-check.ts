import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { checkPacks, type CheckResult, type KeyCheck } from "../content/check/check-packs.js";
import { findPackDirs, readPackDir } from "../content/pack/read-pack-dir.js";
import { formatProblem } from "../content/pack/problem.js";
import { packSummary } from "../content/check/summary.js";
import { bundledPacksDir, keyChecksDir } from "../paths.js";

async function loadKeyChecks(dir: string): Promise<KeyCheck[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".mjs"))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Partial<KeyCheck>;
      if (typeof module.checkKeys !== "function") throw new Error(`${file} does not export checkKeys(questions)`);
      return { name: `content/key-checks/${file}`, checkKeys: module.checkKeys.bind(module) };
    }),
  );
}

/**
 * Checks the bundled packs (with their key checks, full-bank coverage and answer cues as errors),
 * or the pack folders given (answer cues as warnings, errors with --strict).
 */
export async function runContentCheck(args: string[]): Promise<CheckResult> {
  const strict = args.includes("--strict");
  const folders = args.filter((a) => a !== "--strict");
  const bundled = folders.length === 0;
  const dirs = (bundled ? [bundledPacksDir] : folders).flatMap((dir) => findPackDirs(path.resolve(dir)));
  if (dirs.length === 0)
    throw new Error(`No pack (a folder with pack.yaml) in ${bundled ? bundledPacksDir : folders.join(", ")}`);
  return checkPacks(
    dirs.map((dir) => readPackDir(dir)),
    bundled
      ? { keyChecks: await loadKeyChecks(keyChecksDir), requireFullBank: true, cuesAreErrors: true }
      : { cuesAreErrors: strict },
  );
}

export function report(result: CheckResult): string {
  const lines = result.packs.flatMap(packSummary);
  lines.push(...result.problems.map(formatProblem), ...result.warnings.map((w) => `warning: ${formatProblem(w)}`));
  if (result.keysChecked) lines.push(`keys recomputed by code: ${result.keysChecked}`);
  if (result.warnings.length) lines.push(`${result.warnings.length} warning(s).`);
  lines.push(result.problems.length ? `${result.problems.length} problem(s) found.` : "content:check passed.");
  return lines.join("\n");
}
