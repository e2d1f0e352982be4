import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { ContentQuestion, ContentTest } from "@sat/core";
import type { Db } from "../db/connection.js";
import { bankQuestions, contentPacks, figures, questions, testModuleQuestions, tests } from "../db/schema.js";

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

export interface PackRecord {
  id: string;
  kind: "test" | "bank";
  name: string;
  version: string;
}

export class ContentRepository {
  constructor(private readonly db: Db) {}

  async packVersion(packId: string): Promise<string | undefined> {
    const rows = await this.db
      .select({ v: contentPacks.contentVersion })
      .from(contentPacks)
      .where(eq(contentPacks.id, packId))
      .limit(1);
    return rows[0]?.v;
  }

  /** Every stored revision of these authored questions. */
  revisions(sourceIds: string[]): Promise<QuestionRow[]> {
    if (sourceIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(questions).where(inArray(questions.sourceId, sourceIds));
  }

  async idsTaken(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: questions.id }).from(questions).where(inArray(questions.id, ids));
    return new Set(rows.map((r) => r.id));
  }

  async setHash(id: string, contentHash: string): Promise<void> {
    await this.db.update(questions).set({ contentHash }).where(eq(questions.id, id));
  }

  async insertQuestions(rows: NewQuestionRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) await this.db.insert(questions).values(rows.slice(i, i + 200));
  }

  async savePack(pack: PackRecord): Promise<void> {
    const row = { id: pack.id, kind: pack.kind, name: pack.name, contentVersion: pack.version, importedAt: new Date() };
    await this.db.insert(contentPacks).values(row).onConflictDoUpdate({ target: contentPacks.id, set: row });
  }

  async saveFigures(packId: string, items: { id: string; svg: string }[]): Promise<void> {
    for (const { id, svg } of items)
      await this.db
        .insert(figures)
        .values({ id, packId, svg })
        .onConflictDoUpdate({ target: figures.id, set: { packId, svg } });
  }

  /** A test's modules for one version; the rows of other versions stay for attempts started on them. */
  async saveTest(test: ContentTest, version: string, sortOrder: number, rowIds: Map<string, string>): Promise<void> {
    const testRow = { id: test.id, name: test.name, access: test.access, contentVersion: version, sortOrder };
    await this.db.insert(tests).values(testRow).onConflictDoUpdate({ target: tests.id, set: testRow });
    await this.db
      .delete(testModuleQuestions)
      .where(and(eq(testModuleQuestions.testId, test.id), eq(testModuleQuestions.contentVersion, version)));
    const links = (["reading-writing", "math"] as const).flatMap((section) =>
      test.sections[section].flatMap((module) =>
        module.questionIds.map((sourceId, i) => ({
          testId: test.id,
          contentVersion: version,
          section,
          moduleKey: module.key,
          position: i + 1,
          questionId: rowIds.get(sourceId) ?? sourceId,
        })),
      ),
    );
    if (links.length > 0) await this.db.insert(testModuleQuestions).values(links);
  }

  async saveBank(packId: string, version: string, items: { questionId: string; skillSlug: string }[]): Promise<void> {
    await this.db
      .delete(bankQuestions)
      .where(and(eq(bankQuestions.packId, packId), eq(bankQuestions.contentVersion, version)));
    const rows = items.map((item, i) => ({ packId, contentVersion: version, position: i + 1, ...item }));
    for (let i = 0; i < rows.length; i += 200) await this.db.insert(bankQuestions).values(rows.slice(i, i + 200));
  }

  /** Questions (current versions) of every pack but these: what new packs must not duplicate. */
  async installedQuestions(
    exceptPackIds: string[],
  ): Promise<(Pick<ContentQuestion, "id" | "passage" | "prompt"> & { options: string[] | null; packId: string })[]> {
    const inTests = await this.db
      .select({
        id: questions.sourceId,
        passage: questions.passage,
        prompt: questions.prompt,
        options: questions.options,
        packId: tests.id,
      })
      .from(testModuleQuestions)
      .innerJoin(
        tests,
        and(eq(tests.id, testModuleQuestions.testId), eq(tests.contentVersion, testModuleQuestions.contentVersion)),
      )
      .innerJoin(questions, eq(questions.id, testModuleQuestions.questionId))
      .where(notInArray(tests.id, exceptPackIds));
    const inBanks = await this.db
      .select({
        id: questions.sourceId,
        passage: questions.passage,
        prompt: questions.prompt,
        options: questions.options,
        packId: contentPacks.id,
      })
      .from(bankQuestions)
      .innerJoin(
        contentPacks,
        and(eq(contentPacks.id, bankQuestions.packId), eq(contentPacks.contentVersion, bankQuestions.contentVersion)),
      )
      .innerJoin(questions, eq(questions.id, bankQuestions.questionId))
      .where(notInArray(contentPacks.id, exceptPackIds));
    return [...inTests, ...inBanks];
  }

  async installedFigures(exceptPackIds: string[]): Promise<{ id: string; packId: string }[]> {
    return this.db
      .select({ id: figures.id, packId: figures.packId })
      .from(figures)
      .where(notInArray(figures.packId, exceptPackIds));
  }

  async figure(id: string): Promise<string | undefined> {
    const rows = await this.db.select({ svg: figures.svg }).from(figures).where(eq(figures.id, id)).limit(1);
    return rows[0]?.svg;
  }

  transaction<T>(work: (repository: ContentRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ContentRepository(tx as unknown as Db)));
  }
}
