import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { checkPacks, type CheckResult, type KeyCheck } from "../content/check/check-packs.js";
import { findPackDirs, readPackDir } from "../content/pack/read-pack-dir.js";
import { formatProblem } from "../content/pack/problem.js";
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

/** Checks the bundled packs (with their key checks and full-bank coverage), or the pack folders given. */
export async function runContentCheck(args: string[]): Promise<CheckResult> {
  const bundled = args.length === 0;
  const dirs = (bundled ? [bundledPacksDir] : args).flatMap((dir) => findPackDirs(path.resolve(dir)));
  if (dirs.length === 0)
    throw new Error(`No pack (a folder with pack.yaml) in ${bundled ? bundledPacksDir : args.join(", ")}`);
  return checkPacks(
    dirs.map((dir) => readPackDir(dir)),
    bundled ? { keyChecks: await loadKeyChecks(keyChecksDir), requireFullBank: true } : {},
  );
}

export function report(result: CheckResult): string {
  const lines = result.problems.map(formatProblem);
  for (const pack of result.packs) {
    const qs = pack.questions.map((q) => q.question);
    const spr = qs.filter((q) => q.type === "spr").length;
    lines.push(
      `${pack.name}: ${pack.manifest.kind} '${pack.manifest.name}', ${qs.length} questions (${qs.length - spr} multiple choice, ${spr} student-produced), ${pack.figures.size} figures, version ${pack.version}`,
    );
  }
  if (result.keysChecked) lines.push(`keys recomputed by code: ${result.keysChecked}`);
  lines.push(result.problems.length ? `${result.problems.length} problem(s) found.` : "content:check passed.");
  return lines.join("\n");
}
