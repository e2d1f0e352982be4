import { and, eq, sql } from "drizzle-orm";
import type { Difficulty } from "@sat/core";
import type { Db } from "../../db/connection.js";
import { bankQuestions, contentPacks, questions } from "../../db/schema.js";

export class QuestionBankRepository {
  constructor(private readonly db: Db) {}

  /** Questions per skill and difficulty in the current version of every bank pack. */
  async counts(): Promise<{ skillSlug: string; difficulty: Difficulty; count: number }[]> {
    return this.db
      .select({
        skillSlug: bankQuestions.skillSlug,
        difficulty: questions.difficulty,
        count: sql<number>`count(*)::int`,
      })
      .from(bankQuestions)
      .innerJoin(
        contentPacks,
        and(eq(contentPacks.id, bankQuestions.packId), eq(contentPacks.contentVersion, bankQuestions.contentVersion)),
      )
      .innerJoin(questions, eq(questions.id, bankQuestions.questionId))
      .groupBy(bankQuestions.skillSlug, questions.difficulty);
  }
}
