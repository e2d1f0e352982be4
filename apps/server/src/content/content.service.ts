import { createHash } from "node:crypto";
import { skillByName, type ContentQuestion } from "@sat/core";
import { checkPacks } from "./check/check-packs.js";
import type { ContentRepository, NewQuestionRow, QuestionRow } from "./content.repository.js";
import { readManifest, type LoadedPack, type PackSource } from "./pack/load-pack.js";
import type { Problem } from "./pack/problem.js";

type QuestionContent = Omit<ContentQuestion, "id">;

/**
 * What makes two revisions of a question the same: every field a student, the grader or the scorer
 * sees. Calibrated parameters join the hash only when there are some, so every uncalibrated
 * question keeps the hash (and the row) it had before parameters existed.
 */
export function questionHash(q: QuestionContent): string {
  const canonical = [
    q.section,
    q.domain,
    q.skill,
    q.difficulty,
    q.type,
    q.passage,
    q.prompt,
    q.options ?? null,
    q.correctOption ?? null,
    q.acceptedAnswers ?? null,
    q.explanation,
    ...(q.parameters && Object.keys(q.parameters).length
      ? [{ parameters: [q.parameters.a, q.parameters.b, q.parameters.c] }]
      : []),
  ];
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex").slice(0, 16);
}

/** A stored row as the content it was imported from. */
export const rowContent = (row: QuestionRow): QuestionContent => ({
  section: row.section,
  domain: row.domain,
  skill: row.skill,
  difficulty: row.difficulty,
  type: row.type,
  passage: row.passage,
  prompt: row.prompt,
  ...(row.options ? { options: row.options as [string, string, string, string] } : {}),
  ...(row.correctOption ? { correctOption: row.correctOption } : {}),
  ...(row.acceptedAnswers ? { acceptedAnswers: row.acceptedAnswers } : {}),
  explanation: row.explanation,
  ...(row.irt ? { parameters: row.irt } : {}),
});

/** The hash of a question's text, keys and label without its calibrated parameters: the same question for calibration. */
export function questionHashWithoutParameters(q: QuestionContent): string {
  return questionHash({ ...q, parameters: undefined });
}

export interface ImportResult {
  imported: string[];
  unchanged: string[];
}

/**
 * Installs content packs. Idempotent: a pack whose files have not changed is skipped, and an
 * unchanged question reuses its row. Never breaks an attempt: rows are never rewritten (an edited
 * question gets a new row), and each test version keeps its own module lists.
 */
export class ContentService {
  constructor(private readonly repository: ContentRepository) {}

  installedVersion(packId: string): Promise<string | undefined> {
    return this.repository.packVersion(packId);
  }

  async importPacks(packs: LoadedPack[], firstSortOrder = 0): Promise<ImportResult> {
    const result: ImportResult = { imported: [], unchanged: [] };
    for (const [i, pack] of packs.entries()) {
      if ((await this.repository.packVersion(pack.manifest.id)) === pack.version) {
        result.unchanged.push(pack.manifest.id);
        continue;
      }
      await this.repository.transaction((repo) => this.importOne(repo, pack, firstSortOrder + i));
      result.imported.push(pack.manifest.id);
    }
    return result;
  }

  /** content:import: the same checks as `content:check`, against what is installed, then the import. */
  async checkAndImport(sources: PackSource[]): Promise<{ problems: Problem[]; result?: ImportResult }> {
    // A pack being re-imported is compared with every other pack, not with its own older version.
    const ids = sources.flatMap((s) => readManifest(s)?.id ?? []);
    const installedQuestions = await this.repository.installedQuestions(ids);
    const installedFigures = await this.repository.installedFigures(ids);
    const { packs, problems } = checkPacks(sources, {
      installed: {
        questions: installedQuestions.map((q) => ({
          question: {
            id: q.id,
            passage: q.passage,
            prompt: q.prompt,
            ...(q.options ? { options: q.options as [string, string, string, string] } : {}),
          },
          file: `installed pack ${q.packId}`,
        })),
        figureIds: new Map(installedFigures.map((f) => [f.id, `installed pack ${f.packId}`])),
      },
    });
    if (problems.length > 0) return { problems };
    return { problems, result: await this.importPacks(packs, 100) };
  }

  private async importOne(repo: ContentRepository, pack: LoadedPack, sortOrder: number): Promise<void> {
    const rowIds = await this.saveQuestions(repo, pack);
    await repo.savePack({
      id: pack.manifest.id,
      kind: pack.manifest.kind,
      name: pack.manifest.name,
      version: pack.version,
    });
    await repo.saveFigures(
      pack.manifest.id,
      [...pack.figures].map(([id, { svg }]) => ({ id, svg })),
    );
    if (pack.test) await repo.saveTest(pack.test, pack.version, sortOrder, rowIds);
    else
      await repo.saveBank(
        pack.manifest.id,
        pack.version,
        pack.questions.map(({ question }) => ({
          questionId: rowIds.get(question.id) ?? question.id,
          skillSlug: skillByName(question.skill)?.slug ?? "",
        })),
      );
  }

  /** Maps each authored id to the row holding exactly its content, inserting a row where none does. */
  private async saveQuestions(repo: ContentRepository, pack: LoadedPack): Promise<Map<string, string>> {
    const sourceIds = pack.questions.map((q) => q.question.id);
    const revisions = await repo.revisions(sourceIds);
    const byHash = new Map<string, string>();
    for (const row of revisions) {
      let hash = row.contentHash;
      if (hash === "") {
        hash = questionHash(rowContent(row));
        await repo.setHash(row.id, hash);
      }
      byHash.set(`${row.sourceId}\0${hash}`, row.id);
    }
    const taken = new Set(revisions.map((r) => r.id));
    const candidates = sourceIds.filter((id) => !taken.has(id));
    for (const id of await repo.idsTaken(candidates)) taken.add(id);

    const rowIds = new Map<string, string>();
    const inserts: NewQuestionRow[] = [];
    for (const { question } of pack.questions) {
      const { id, ...content } = question;
      const hash = questionHash(content);
      const existing = byHash.get(`${id}\0${hash}`);
      if (existing) {
        rowIds.set(id, existing);
        continue;
      }
      // The first revision keeps the author's id; later ones are told apart by their hash.
      const rowId = taken.has(id) ? `${id}~${hash.slice(0, 8)}` : id;
      taken.add(rowId);
      rowIds.set(id, rowId);
      inserts.push({
        id: rowId,
        sourceId: id,
        contentHash: hash,
        section: content.section,
        domain: content.domain,
        skill: content.skill,
        difficulty: content.difficulty,
        type: content.type,
        passage: content.passage,
        prompt: content.prompt,
        options: content.options ?? null,
        correctOption: content.correctOption ?? null,
        acceptedAnswers: content.acceptedAnswers ?? null,
        explanation: content.explanation,
        irt: content.parameters ?? null,
        contentVersion: pack.version,
      });
    }
    await repo.insertQuestions(inserts);
    return rowIds;
  }
}
