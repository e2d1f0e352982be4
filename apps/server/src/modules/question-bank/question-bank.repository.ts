import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import { enterReviewQueue } from "../progress/review.repository.js";
import { addSkillEvidence } from "../progress/skill-evidence.js";
import {
  bankChecks,
  bankQuestionStatus,
  bankQuestions,
  bankSessions,
  contentPacks,
  questions,
} from "../../db/schema.js";

export type BankQuestionRow = typeof questions.$inferSelect & { skillSlug: string };
export type BankSessionRow = typeof bankSessions.$inferSelect;
export type StatusRow = typeof bankQuestionStatus.$inferSelect;

/** Bank rows of the version of their pack now installed. */
const currentVersion = and(
  eq(contentPacks.id, bankQuestions.packId),
  eq(contentPacks.contentVersion, bankQuestions.contentVersion),
);

export class QuestionBankRepository {
  constructor(private readonly db: Db) {}

  /** The installed version of every bank pack: the index below changes only when this does. */
  async bankVersions(): Promise<string> {
    const rows = await this.db
      .select({ id: contentPacks.id, version: contentPacks.contentVersion })
      .from(contentPacks)
      .where(eq(contentPacks.kind, "bank"))
      .orderBy(asc(contentPacks.id));
    return rows.map((r) => `${r.id}@${r.version}`).join(",");
  }

  /** Just what the bank list needs of every question (not the texts), in bank order. */
  async index(): Promise<Pick<BankQuestionRow, "id" | "sourceId" | "skillSlug" | "difficulty">[]> {
    return this.db
      .select({
        id: questions.id,
        sourceId: questions.sourceId,
        skillSlug: bankQuestions.skillSlug,
        difficulty: questions.difficulty,
      })
      .from(bankQuestions)
      .innerJoin(contentPacks, currentVersion)
      .innerJoin(questions, eq(questions.id, bankQuestions.questionId))
      .orderBy(asc(bankQuestions.skillSlug), asc(bankQuestions.packId), asc(bankQuestions.position));
  }

  /** Every question of one skill's bank, in the order students meet them. */
  async questions(skillSlug: string): Promise<BankQuestionRow[]> {
    const rows = await this.db
      .select({ question: questions, skillSlug: bankQuestions.skillSlug })
      .from(bankQuestions)
      .innerJoin(contentPacks, currentVersion)
      .innerJoin(questions, eq(questions.id, bankQuestions.questionId))
      .where(eq(bankQuestions.skillSlug, skillSlug))
      .orderBy(asc(bankQuestions.skillSlug), asc(bankQuestions.packId), asc(bankQuestions.position));
    return rows.map((r) => ({ ...r.question, skillSlug: r.skillSlug }));
  }

  statuses(userId: string, skillSlug?: string): Promise<StatusRow[]> {
    return this.db
      .select()
      .from(bankQuestionStatus)
      .where(
        skillSlug === undefined
          ? eq(bankQuestionStatus.userId, userId)
          : and(eq(bankQuestionStatus.userId, userId), eq(bankQuestionStatus.skillSlug, skillSlug)),
      );
  }

  sessions(userId: string): Promise<BankSessionRow[]> {
    return this.db.select().from(bankSessions).where(eq(bankSessions.userId, userId));
  }

  async findSession(id: string, userId: string): Promise<BankSessionRow | undefined> {
    const rows = await this.db
      .select()
      .from(bankSessions)
      .where(and(eq(bankSessions.id, id), eq(bankSessions.userId, userId)))
      .limit(1);
    return rows[0];
  }

  /** The student's practice of a skill under a filter, created on first use (racing opens share one row). */
  async openSession(userId: string, skillSlug: string, filter: string): Promise<BankSessionRow> {
    await this.db.insert(bankSessions).values({ userId, skillSlug, filter }).onConflictDoNothing();
    const rows = await this.db
      .select()
      .from(bankSessions)
      .where(
        and(eq(bankSessions.userId, userId), eq(bankSessions.skillSlug, skillSlug), eq(bankSessions.filter, filter)),
      )
      .limit(1);
    const row = rows[0];
    if (!row) throw new Error("bank session insert returned nothing");
    return row;
  }

  async saveSession(id: string, currentQ: number, isCompleted: boolean, now: Date): Promise<BankSessionRow> {
    const rows = await this.db
      .update(bankSessions)
      .set({ currentQ, isCompleted, updatedAt: now })
      .where(eq(bankSessions.id, id))
      .returning();
    const row = rows[0];
    if (!row) throw new Error("bank session update returned nothing");
    return row;
  }

  /** Records a check and moves the question's last result, in one transaction. */
  async recordCheck(
    check: { userId: string; question: BankQuestionRow; answer: string; isCorrect: boolean },
    now: Date,
  ): Promise<void> {
    const { userId, question, answer, isCorrect } = check;
    await this.db.transaction(async (tx) => {
      await tx.insert(bankChecks).values({
        userId,
        questionId: question.id,
        sourceId: question.sourceId,
        skillSlug: question.skillSlug,
        answer,
        isCorrect,
        createdAt: now,
      });
      const [status] = await tx
        .insert(bankQuestionStatus)
        .values({
          userId,
          sourceId: question.sourceId,
          skillSlug: question.skillSlug,
          lastCorrect: isCorrect,
          firstCorrect: isCorrect,
          firstAt: now,
          correctChecks: isCorrect ? 1 : 0,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [bankQuestionStatus.userId, bankQuestionStatus.sourceId],
          set: {
            lastCorrect: isCorrect,
            checks: sql`${bankQuestionStatus.checks} + 1`,
            correctChecks: sql`${bankQuestionStatus.correctChecks} + ${isCorrect ? 1 : 0}`,
            updatedAt: now,
          },
        })
        .returning({ checks: bankQuestionStatus.checks });
      // The first attempt is mastery's evidence; missed, it enters the spaced review. Retries do neither.
      if (status?.checks === 1)
        await addSkillEvidence(tx, userId, [{ skillSlug: question.skillSlug, correct: isCorrect }], now);
      if (status?.checks === 1 && !isCorrect)
        await enterReviewQueue(
          tx,
          [
            {
              userId,
              sourceId: question.sourceId,
              questionId: question.id,
              skillSlug: question.skillSlug,
              origin: `Question bank · ${question.skill}`,
            },
          ],
          now,
          "keep",
        );
    });
  }

  async checkCount(userId: string): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bankChecks)
      .where(eq(bankChecks.userId, userId));
    return rows[0]?.n ?? 0;
  }
}
