import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { PackSource } from "./load-pack.js";

/** A pack folder as a PackSource: every file below it except hidden ones. */
export function readPackDir(dir: string): PackSource {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.set(child, readFileSync(path.join(dir, child), "utf8"));
    }
  };
  walk("");
  return { name: path.basename(dir), files };
}

/** The packs under a folder: the folder itself when it holds a pack.yaml, else each child folder that does. */
export function findPackDirs(root: string): string[] {
  if (existsSync(path.join(root, "pack.yaml"))) return [root];
  if (!existsSync(root) || !statSync(root).isDirectory()) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(root, e.name, "pack.yaml")))
    .map((e) => path.join(root, e.name))
    .sort();
}
