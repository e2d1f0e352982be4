import { eq } from "drizzle-orm";
import type { ContentQuestion, ContentTest } from "@sat/core";
import type { Db } from "../db/connection.js";
import { questions, testModuleQuestions, tests } from "../db/schema.js";

export class ContentRepository {
  constructor(private readonly db: Db) {}

  async testVersion(testId: string): Promise<string | undefined> {
    const rows = await this.db.select({ v: tests.contentVersion }).from(tests).where(eq(tests.id, testId)).limit(1);
    return rows[0]?.v;
  }

  /** One transaction: a test and its questions appear together or not at all. */
  async upsertTest(test: ContentTest, items: ContentQuestion[], version: string, sortOrder: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const q of items) {
        const row = {
          id: q.id,
          section: q.section,
          domain: q.domain,
          skill: q.skill,
          difficulty: q.difficulty,
          type: q.type,
          passage: q.passage,
          prompt: q.prompt,
          options: q.options ?? null,
          correctOption: q.correctOption ?? null,
          acceptedAnswers: q.acceptedAnswers ?? null,
          explanation: q.explanation,
          contentVersion: version,
        };
        await tx.insert(questions).values(row).onConflictDoUpdate({ target: questions.id, set: row });
      }
      const testRow = { id: test.id, name: test.name, access: test.access, contentVersion: version, sortOrder };
      await tx.insert(tests).values(testRow).onConflictDoUpdate({ target: tests.id, set: testRow });
      await tx.delete(testModuleQuestions).where(eq(testModuleQuestions.testId, test.id));
      const links = (["reading-writing", "math"] as const).flatMap((section) =>
        test.sections[section].flatMap((module) =>
          module.questionIds.map((questionId, i) => ({
            testId: test.id,
            section,
            moduleKey: module.key,
            position: i + 1,
            questionId,
          })),
        ),
      );
      if (links.length > 0) await tx.insert(testModuleQuestions).values(links);
    });
  }
}
