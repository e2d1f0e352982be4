import { checkPacks } from "./check/check-packs.js";
import type { ContentService, ImportResult } from "./content.service.js";
import { packVersion, readManifest, type LoadedPack, type PackSource } from "./pack/load-pack.js";
import { formatProblem } from "./pack/problem.js";
import { findPackDirs, readPackDir } from "./pack/read-pack-dir.js";
import { bundledPacksDir } from "../paths.js";

/**
 * The rules of content:check (but for the key checks, which are code CI runs); a broken bundled
 * pack stops the server at start rather than serving a wrong question.
 */
function checked(sources: PackSource[], dir: string): LoadedPack[] {
  const { packs, problems } = checkPacks(sources);
  if (problems.length > 0)
    throw new Error(
      `The content in ${dir} has ${problems.length} problem(s):\n${problems.slice(0, 20).map(formatProblem).join("\n")}`,
    );
  return packs;
}

/**
 * Installs the packs shipped in content/packs on first run and after they change. When every
 * pack's files hash to the installed version, nothing is parsed; otherwise all packs are checked
 * (duplicates are looked for across packs) and the changed ones imported.
 */
export async function syncBundledPacks(content: ContentService, dir = bundledPacksDir): Promise<ImportResult> {
  const sources = findPackDirs(dir).map(readPackDir);
  const ids = sources.map((s) => readManifest(s)?.id);
  const installed = await Promise.all(
    sources.map(async (s, i) => {
      const id = ids[i];
      return id !== undefined && (await content.installedVersion(id)) === packVersion(s.files);
    }),
  );
  if (installed.every(Boolean)) return { imported: [], unchanged: ids.flatMap((id) => id ?? []) };
  return content.importPacks(checked(sources, dir));
}

/** The bundled packs, checked, without a database (for tests and tools). */
export function loadBundledPacks(dir = bundledPacksDir): LoadedPack[] {
  return checked(findPackDirs(dir).map(readPackDir), dir);
}
