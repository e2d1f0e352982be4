import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  estimateItemParameters,
  itemParameters,
  sectionNameOf,
  type CalibrationItem,
  type CalibrationPerson,
  type EstimatedItem,
  type ModuleKey,
  type Section,
} from "@sat/core";
import { CalibrationRepository, type StoredResponse } from "../content/calibration.repository.js";
import { checkPacks } from "../content/check/check-packs.js";
import { ContentRepository } from "../content/content.repository.js";
import { ContentService, questionHashWithoutParameters, rowContent } from "../content/content.service.js";
import type { PackQuestion } from "../content/pack/load-pack.js";
import { formatProblem } from "../content/pack/problem.js";
import { findPackDirs, readPackDir } from "../content/pack/read-pack-dir.js";
import type { Database } from "../db/connection.js";
import type { Env } from "../env.js";
import { bundledPacksDir } from "../paths.js";
import { withDatabase } from "./admin-client.js";

/**
 * Answers a question needs before it is calibrated. With 200 answers from a spread of abilities
 * the estimate of b is good to about 0.1 to 0.2 and a to about 0.1 to 0.25 (the standard errors the
 * command prints; docs/scoring.md, section 4); below that the prior, centred on the label, would
 * decide most of the estimate, so the question keeps its current parameters.
 */
export const MIN_RESPONSES = 200;

export const CALIBRATE_USAGE = `npm run calibrate -- [--packs <folder>] [--min-responses N] [--dry-run]
  Estimates a, b and c of every test question with at least N (default ${MIN_RESPONSES}) stored answers,
  writes them into the question files of the packs in <folder> (default content/packs) and installs
  the changed packs as new versions. Completed attempts keep their scores.`;

type Say = (line: string) => void;

interface Item {
  pack: string;
  file: string;
  /** The pack folder on disk and the file inside it. */
  dir: string;
  question: PackQuestion["question"];
  module: ModuleKey;
  section: Section;
}

const PARAMETER_LINE = /^(a|b|c):/;
const round = (x: number) => Math.round(x * 1000) / 1000;

/** The file with its a, b and c front-matter lines replaced (or added before the closing ---). */
export function withParameters(text: string, parameters: { a: number; b: number; c?: number }): string {
  const lines = text.split("\n");
  const close = lines.indexOf("---", 1);
  if (lines[0] !== "---" || close === -1) throw new Error("A question file starts with YAML front matter");
  const front = lines.slice(1, close).filter((line) => !PARAMETER_LINE.test(line));
  front.push(`a: ${round(parameters.a)}`, `b: ${round(parameters.b)}`);
  if (parameters.c !== undefined) front.push(`c: ${round(parameters.c)}`);
  return ["---", ...front, ...lines.slice(close)].join("\n");
}

const pad = (text: string, width: number) => text.padEnd(width);
const fixed = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : "-");

function table(estimates: EstimatedItem[], items: CalibrationItem[]): string[] {
  const width = Math.max(8, ...estimates.map((e) => e.id.length));
  const lines = [
    `  ${pad("question", width)}  answers  right   a (se)        b (se)         c (se)        was a / b / c       fit (RMSD, Q1/df)`,
  ];
  estimates.forEach((e, i) => {
    const was = items[i]?.current;
    const poor = e.fit.rmsd > 0.1 ? "  poor fit" : "";
    lines.push(
      `  ${pad(e.id, width)}  ${String(e.responses).padStart(7)}  ${`${Math.round(e.pValue * 100)}%`.padStart(4)}   ` +
        `${fixed(e.a)} (${fixed(e.se.a)})   ${fixed(e.b).padStart(5)} (${fixed(e.se.b)})   ${fixed(e.c)} (${fixed(e.se.c)})   ` +
        `${was ? `${fixed(was.a)} / ${fixed(was.b)} / ${fixed(was.c)}` : ""}   ${fixed(e.fit.rmsd, 3)}, ${fixed(e.fit.q1, 1)}/${e.fit.q1Df}${poor}`,
    );
  });
  return lines;
}

/** `npm run calibrate`: estimates item parameters from stored answers and installs them as new content versions. */
export async function runCalibrate(args: string[], env: Env, say: Say): Promise<boolean> {
  const { values } = parseArgs({
    args,
    options: {
      packs: { type: "string" },
      "min-responses": { type: "string" },
      "dry-run": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    say(CALIBRATE_USAGE);
    return true;
  }
  const minResponses = values["min-responses"] === undefined ? MIN_RESPONSES : Number(values["min-responses"]);
  if (!Number.isInteger(minResponses) || minResponses < 1) {
    say(`Refused: --min-responses must be a whole number of at least 1, got ${values["min-responses"] ?? ""}.`);
    return false;
  }
  if (!env.databaseUrl && (await serverAnswers(env))) {
    say(
      `Refused: a server is running on port ${env.port} with the embedded database, which belongs to the one process that opened it. Stop it, run npm run calibrate, then start it again (or use DATABASE_URL).`,
    );
    return false;
  }

  const options = { packsDir: path.resolve(values.packs ?? bundledPacksDir), minResponses, dryRun: values["dry-run"] };
  return withDatabase(env, (database) => calibrate(database, options, say));
}

export interface CalibrateOptions {
  packsDir: string;
  minResponses: number;
  dryRun: boolean;
}

/** Reads the answers, estimates, writes the question files and installs the changed packs. */
export async function calibrate(database: Database, options: CalibrateOptions, say: Say): Promise<boolean> {
  const { packsDir, minResponses } = options;
  const dirs = findPackDirs(packsDir);
  const sources = dirs.map(readPackDir);
  const { packs, problems } = checkPacks(sources);
  if (problems.length > 0) {
    for (const p of problems) say(formatProblem(p));
    say(`${problems.length} problem(s) in the packs of ${packsDir}; nothing was calibrated.`);
    return false;
  }
  // The questions of the test packs, by author id and text: the answers of an edited question's old
  // text are not evidence about the new one.
  const items = new Map<string, Item>();
  packs.forEach((pack, i) => {
    if (pack.manifest.kind !== "test") return;
    for (const q of pack.questions)
      if (q.module)
        items.set(`${q.question.id}\0${questionHashWithoutParameters(q.question)}`, {
          pack: pack.manifest.id,
          file: q.file.slice(pack.name.length + 1),
          dir: dirs[i] ?? "",
          question: q.question,
          module: q.module.key,
          section: q.module.section,
        });
  });

  const repository = new CalibrationRepository(database.db);
  const stored = await repository.responses();
  // An answer's item: its author's id and the text it was graded on (parameters aside).
  const rows = await repository.questions([...new Set(stored.map((r) => r.questionId))]);
  const textOf = new Map(rows.map((row) => [row.id, questionHashWithoutParameters(rowContent(row))]));
  const responses = stored.map((r) => ({ ...r, key: `${r.sourceId}\0${textOf.get(r.questionId) ?? ""}` }));
  const attempts = new Set(responses.map((r) => r.attemptId)).size;
  say(`${responses.length} answers from ${attempts} completed attempts; ${items.size} test questions in ${packsDir}.`);

  const written = new Map<string, Map<string, string>>();
  let calibratedCount = 0;
  for (const section of ["reading-writing", "math"] as const) {
    const result = calibrateSection(section, responses, items, minResponses, say);
    if (!result) continue;
    for (const { item, estimate } of result) {
      const files = written.get(item.dir) ?? new Map<string, string>();
      const source = sources[dirs.indexOf(item.dir)];
      const text = files.get(item.file) ?? source?.files.get(item.file) ?? "";
      files.set(
        item.file,
        withParameters(text, {
          a: estimate.a,
          b: estimate.b,
          ...(item.question.type === "mcq" ? { c: estimate.c } : {}),
        }),
      );
      written.set(item.dir, files);
      calibratedCount += 1;
    }
  }
  if (calibratedCount === 0) {
    say(
      `Too little data: no test question has ${minResponses} answers yet${mostAnswered(responses, items)}. Nothing was written.`,
    );
    return false;
  }
  if (options.dryRun) {
    say(`${calibratedCount} questions could be calibrated; nothing was written (--dry-run).`);
    return true;
  }
  for (const [dir, files] of written)
    for (const [file, text] of files) writeFileSync(path.join(dir, ...file.split("/")), text);
  const changed = [...written.keys()].map(readPackDir);
  const content = new ContentService(new ContentRepository(database.db));
  const installed = await content.checkAndImport(changed);
  if (!installed.result) {
    for (const p of installed.problems) say(formatProblem(p));
    say("The calibrated packs were written but not installed: fix the problems above and run npm run content:import.");
    return false;
  }
  for (const pack of packs.filter((p) => written.has(dirs[packs.indexOf(p)] ?? ""))) {
    const version = await content.installedVersion(pack.manifest.id);
    say(
      `${pack.manifest.id}: ${written.get(dirs[packs.indexOf(pack)] ?? "")?.size ?? 0} question files calibrated, installed as version ${version ?? "?"}.`,
    );
  }
  say("New attempts are scored with the new parameters; completed attempts keep the scores they were given.");
  return true;
}

type KeyedResponse = StoredResponse & { key: string };

function mostAnswered(responses: KeyedResponse[], items: Map<string, Item>): string {
  const counts = new Map<string, number>();
  for (const r of responses) if (items.has(r.key)) counts.set(r.sourceId, (counts.get(r.sourceId) ?? 0) + 1);
  const [top] = [...counts].sort((x, y) => y[1] - x[1]);
  return top ? ` (the most answered, ${top[0]}, has ${top[1]})` : " (none of the packs' questions has any)";
}

function calibrateSection(
  section: Section,
  responses: KeyedResponse[],
  items: Map<string, Item>,
  minResponses: number,
  say: Say,
): { item: Item; estimate: EstimatedItem }[] | undefined {
  const mine = responses.filter((r) => r.section === section);
  const keyOf = (r: KeyedResponse) => r.key;
  const counts = new Map<string, number>();
  for (const r of mine) {
    const key = keyOf(r);
    if (items.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const eligible = [...counts].filter(([, n]) => n >= minResponses).map(([key]) => key);
  const below = [...counts].filter(([, n]) => n < minResponses).length;
  const name = sectionNameOf(section) === "Mathematics" ? "Math" : "Reading and Writing";
  if (eligible.length === 0) {
    say(`${name}: no question has ${minResponses} answers yet (${counts.size} answered at all); nothing to estimate.`);
    return undefined;
  }
  const index = new Map(eligible.map((key, i) => [key, i]));
  const chosen = eligible.map((key) => items.get(key) as Item);
  const calibrationItems: CalibrationItem[] = chosen.map((item) => ({
    id: item.question.id,
    type: item.question.type,
    current: itemParameters({ ...item.question, calibrated: item.question.parameters }, item.module),
  }));
  const byPerson = new Map<string, { item: number; correct: boolean }[]>();
  for (const r of mine) {
    const i = index.get(keyOf(r));
    if (i === undefined) continue;
    const person = byPerson.get(r.attemptId) ?? [];
    person.push({ item: i, correct: r.correct });
    byPerson.set(r.attemptId, person);
  }
  const persons: CalibrationPerson[] = [...byPerson.values()];
  const result = estimateItemParameters(calibrationItems, persons);
  say(
    `${name}: ${persons.length} attempts, ${eligible.length} questions with at least ${minResponses} answers` +
      `${below ? ` (${below} with fewer keep their parameters)` : ""}; EM ${result.converged ? "converged" : "stopped without converging"} after ${result.cycles} cycles;` +
      ` linked to the current scale with theta = ${result.link.A.toFixed(3)} · theta_EM ${result.link.B < 0 ? "-" : "+"} ${Math.abs(result.link.B).toFixed(3)}.`,
  );
  for (const line of table(result.items, calibrationItems)) say(line);
  const poor = result.items.filter((e) => e.fit.rmsd > 0.1).length;
  if (poor) say(`  ${poor} question(s) fit poorly (RMSD over 0.1): read them again; a key or a label may be wrong.`);
  return result.items.map((estimate, i) => ({ item: chosen[i] as Item, estimate }));
}

async function serverAnswers(env: Env): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${env.port}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}
