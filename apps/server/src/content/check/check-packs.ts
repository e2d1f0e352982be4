import type { ContentQuestion } from "@sat/core";
import { loadPack, type LoadedPack, type PackSource } from "../pack/load-pack.js";
import type { Problem } from "../pack/problem.js";
import { checkAnswerCues } from "./answer-cues.js";
import { nearDuplicates, type Located } from "./duplicates.js";
import { checkBankCoverage, checkFigures, checkTestPack } from "./pack-rules.js";
import { checkQuestion } from "./question-rules.js";

/** Code that recomputes keys (content/key-checks/*.mjs). */
export interface KeyCheck {
  name: string;
  checkKeys(questions: Map<string, ContentQuestion>): { checked: number; failures: string[] };
}

export interface CheckOptions {
  keyChecks?: KeyCheck[];
  /** Bank packs must cover every skill (the bundled bank does; a school's pack need not). */
  requireFullBank?: boolean;
  /**
   * Answer cues (a key that is often the longest choice, keys crowded on some letters) fail the
   * check for the bundled packs; for a school's own pack they are warnings, reported but not
   * blocking an import (docs/decisions/008).
   */
  cuesAreErrors?: boolean;
  /** Questions and figures already installed from other packs, for the id and duplicate rules. */
  installed?: { questions: Located[]; figureIds: Map<string, string> };
}

export interface CheckResult {
  packs: LoadedPack[];
  /** What must be fixed before the packs can be used. */
  problems: Problem[];
  /** What should be fixed: reported, but a pack with only warnings may be imported. */
  warnings: Problem[];
  keysChecked: number;
}

/** Every rule of content/README.md over a set of packs; the result lists every problem, none hidden behind the first. */
export function checkPacks(sources: PackSource[], options: CheckOptions = {}): CheckResult {
  const problems: Problem[] = [];
  const packs: LoadedPack[] = [];
  for (const source of sources) {
    const loaded = loadPack(source);
    problems.push(...loaded.problems);
    if (loaded.pack) packs.push(loaded.pack);
  }

  const packIds = new Map<string, string>();
  const questionFiles = new Map<string, string>();
  const figureFiles = new Map(options.installed?.figureIds ?? []);
  for (const id of options.installed?.questions ?? []) questionFiles.set(id.question.id, id.file);
  for (const pack of packs) {
    const otherPack = packIds.get(pack.manifest.id);
    if (otherPack)
      problems.push({
        file: pack.name,
        rule: "duplicate-id",
        message: `Pack id '${pack.manifest.id}' is also used by ${otherPack}.`,
      });
    packIds.set(pack.manifest.id, pack.name);
    const figureIds = new Set(pack.figures.keys());
    for (const [id, { file }] of pack.figures) {
      const other = figureFiles.get(id);
      if (other) problems.push({ file, rule: "duplicate-id", message: `Figure id '${id}' is also used by ${other}.` });
      figureFiles.set(id, file);
    }
    for (const { question, file } of pack.questions) {
      const other = questionFiles.get(question.id);
      if (other)
        problems.push({
          file,
          questionId: question.id,
          rule: "duplicate-id",
          message: `Question id '${question.id}' is also used by ${other}.`,
        });
      questionFiles.set(question.id, file);
      problems.push(...checkQuestion({ question, file, figures: figureIds }));
    }
    problems.push(...checkFigures(pack));
    if (pack.manifest.kind === "test") problems.push(...checkTestPack(pack));
    else if (options.requireFullBank) problems.push(...checkBankCoverage(pack));
  }

  const cues = checkAnswerCues(packs);
  const warnings = options.cuesAreErrors ? [] : cues;
  if (options.cuesAreErrors) problems.push(...cues);

  const located = packs.flatMap((p) => p.questions.map(({ question, file }) => ({ question, file })));
  const own = new Set<Located>(located);
  const what = { question: "the same question", passage: "the same passage reworded", formulas: "the same formulas" };
  for (const { a, b, similarity, basis } of nearDuplicates(located, options.installed?.questions)) {
    // the later of two own questions is the copy; an installed question is never the one to fix
    const [mine, other] = own.has(b) ? [b, a] : [a, b];
    problems.push({
      file: mine.file,
      questionId: mine.question.id,
      rule: "near-duplicate",
      message: `Reads as ${what[basis]} as ${other.question.id} (${other.file})${basis === "formulas" ? "" : `, ${Math.round(similarity * 100)}% alike`}.`,
    });
  }

  let keysChecked = 0;
  if (options.keyChecks?.length) {
    const byId = new Map(located.map((l) => [l.question.id, l.question]));
    for (const check of options.keyChecks) {
      try {
        const result = check.checkKeys(byId);
        keysChecked += result.checked;
        for (const failure of result.failures) {
          const [id, ...rest] = failure.split(": ");
          const known = id !== undefined && byId.has(id);
          problems.push({
            file: known ? (questionFiles.get(id) ?? check.name) : check.name,
            ...(known ? { questionId: id } : {}),
            rule: "key-check",
            message: known ? rest.join(": ") : failure,
          });
        }
      } catch (error) {
        problems.push({
          file: check.name,
          rule: "key-check",
          message: `The key check crashed: ${(error as Error).message}`,
        });
      }
    }
  }
  return { packs, problems, warnings, keysChecked };
}
