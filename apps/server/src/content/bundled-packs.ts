import { checkPacks } from "./check/check-packs.js";
import type { ContentService, ImportResult } from "./content.service.js";
import { packVersion, readManifest } from "./pack/load-pack.js";
import { formatProblem } from "./pack/problem.js";
import { findPackDirs, readPackDir } from "./pack/read-pack-dir.js";
import { bundledPacksDir } from "../paths.js";

/**
 * Installs the packs shipped in content/packs on first run and after they change. When every
 * pack's files hash to the installed version, nothing is parsed; otherwise all packs are checked
 * by the rules of content:check (but for the key checks, which are code CI runs) and a broken pack
 * stops the server at start rather than serving a wrong question.
 */
export async function syncBundledPacks(content: ContentService, dir = bundledPacksDir): Promise<ImportResult> {
  const sources = findPackDirs(dir).map(readPackDir);
  const installed = await Promise.all(
    sources.map(async (s) => {
      const id = readManifest(s)?.id;
      return id !== undefined && (await content.installedVersion(id)) === packVersion(s.files);
    }),
  );
  if (installed.every(Boolean)) return { imported: [], unchanged: sources.flatMap((s) => readManifest(s)?.id ?? []) };
  const { packs, problems } = checkPacks(sources);
  if (problems.length > 0)
    throw new Error(
      `The content in ${dir} has ${problems.length} problem(s):\n${problems.slice(0, 20).map(formatProblem).join("\n")}`,
    );
  return content.importPacks(packs);
}

/** The bundled packs, checked (for tests and tools that want them loaded without a database). */
export function loadBundledPacks(dir = bundledPacksDir) {
  const { packs, problems } = checkPacks(findPackDirs(dir).map(readPackDir));
  if (problems.length > 0) throw new Error(problems.slice(0, 20).map(formatProblem).join("\n"));
  return packs;
}
