import path from "node:path";
import { api, type ContentImportRequest } from "@sat/core";
import { checkPacks } from "../content/check/check-packs.js";
import { ContentRepository } from "../content/content.repository.js";
import { ContentService } from "../content/content.service.js";
import { formatProblem } from "../content/pack/problem.js";
import { findPackDirs, readPackDir } from "../content/pack/read-pack-dir.js";
import type { Env } from "../env.js";
import type { PackSource } from "../content/pack/load-pack.js";
import { callRunningServer, withDatabase, type AdminAnswer } from "./admin-client.js";

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
  for (const w of local.warnings) say(`warning: ${formatProblem(w)}`);
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
  const answer = await callRunningServer(api.importContent, body, env);
  if (!answer) return undefined;
  const json = answer.body as { imported?: string[]; unchanged?: string[] } & AdminAnswer["body"];
  if (answer.status === 200) return { imported: json.imported ?? [], unchanged: json.unchanged ?? [] };
  if (answer.status === 422) return { problems: (json.errors ?? []).map((e) => `${e.field}: ${e.message}`) };
  throw new Error(`The server at port ${env.port} refused the import (${answer.status}): ${json.message ?? ""}`);
}

async function importDirectly(sources: PackSource[], env: Env): Promise<Outcome> {
  return withDatabase(env, async (database) => {
    const content = new ContentService(new ContentRepository(database.db));
    const { problems, result } = await content.checkAndImport(sources);
    return result ?? { problems: problems.map(formatProblem) };
  });
}
