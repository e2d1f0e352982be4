import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { api, type ContentImportRequest } from "@sat/core";
import { checkPacks } from "../content/check/check-packs.js";
import { ContentRepository } from "../content/content.repository.js";
import { ContentService } from "../content/content.service.js";
import { formatProblem } from "../content/pack/problem.js";
import { findPackDirs, readPackDir } from "../content/pack/read-pack-dir.js";
import { openDatabase } from "../db/connection.js";
import type { Env } from "../env.js";
import { ADMIN_TOKEN_HEADER, adminTokenFile } from "../modules/admin/admin-token.js";

type Say = (line: string) => void;

/**
 * Loads the packs under `dir` into the installation: through the running server's admin API when
 * it answers (a PGlite database belongs to the one process that opened it), else straight into
 * the database. Either way the server-side checks run against what is installed, and a pack with
 * any problem changes nothing.
 */
export async function runContentImport(dir: string | undefined, env: Env, say: Say): Promise<boolean> {
  if (!dir) throw new Error("Usage: npm run content:import -- <pack folder, or a folder of packs>");
  const dirs = findPackDirs(path.resolve(dir));
  if (dirs.length === 0) throw new Error(`No pack (a folder with pack.yaml) in ${dir}`);
  const sources = dirs.map(readPackDir);
  const local = checkPacks(sources);
  if (local.problems.length > 0) {
    for (const p of local.problems) say(formatProblem(p));
    say(`${local.problems.length} problem(s) found; nothing was imported.`);
    return false;
  }
  const body: ContentImportRequest = {
    packs: sources.map((s) => ({ name: s.name, files: Object.fromEntries(s.files) })),
  };
  const viaServer = await postToServer(body, env);
  const outcome = viaServer ?? (await importDirectly(sources, env));
  if ("problems" in outcome) {
    for (const line of outcome.problems) say(line);
    say(`${outcome.problems.length} problem(s) found against the installed content; nothing was imported.`);
    return false;
  }
  say(
    `${viaServer ? "Through the running server" : "Into the database"}: imported ${outcome.imported.join(", ") || "nothing"}${outcome.unchanged.length ? `; unchanged: ${outcome.unchanged.join(", ")}` : ""}.`,
  );
  return true;
}

type Outcome = { imported: string[]; unchanged: string[] } | { problems: string[] };

async function postToServer(body: ContentImportRequest, env: Env): Promise<Outcome | undefined> {
  const file = adminTokenFile(env.dataDir);
  const token = env.adminToken ?? (existsSync(file) ? readFileSync(file, "utf8").trim() : "");
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${env.port}/api${api.importContent.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", [ADMIN_TOKEN_HEADER]: token },
      body: JSON.stringify(body),
    });
  } catch {
    return undefined; // nothing listening: import into the database directly
  }
  const json = (await response.json()) as {
    imported?: string[];
    unchanged?: string[];
    message?: string;
    errors?: { field: string; message: string }[];
  };
  if (response.ok) return { imported: json.imported ?? [], unchanged: json.unchanged ?? [] };
  if (response.status === 422) return { problems: (json.errors ?? []).map((e) => `${e.field}: ${e.message}`) };
  throw new Error(`The server at port ${env.port} refused the import (${response.status}): ${json.message ?? ""}`);
}

async function importDirectly(sources: ReturnType<typeof readPackDir>[], env: Env): Promise<Outcome> {
  const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
  try {
    await database.migrate();
    const content = new ContentService(new ContentRepository(database.db));
    const { problems, result } = await content.checkAndImport(sources);
    return result ?? { problems: problems.map(formatProblem) };
  } finally {
    await database.close();
  }
}
