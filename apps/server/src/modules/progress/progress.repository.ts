import { and, asc, eq, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import { addSkillEvidence } from "./skill-evidence.js";
import { attempts, tests } from "../../db/schema.js";
import { attemptResults, skillEvidence } from "../../db/schema-progress.js";

export type AttemptResultRow = typeof attemptResults.$inferSelect;

export interface SkillCounts {
  skillSlug: string;
  questions: number;
  correct: number;
  recentQuestions: number;
  recentCorrect: number;
}

/**
 * Writes an attempt's per-question rows and adds them to the skill evidence, in test order. Only
 * rows actually written count, so two servers filling in the same old attempt count it once.
 */
export async function insertAttemptResults(db: Db, rows: AttemptResultRow[], now: Date): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const written = await db
    .insert(attemptResults)
    .values(rows)
    .onConflictDoNothing()
    .returning({ questionId: attemptResults.questionId });
  const ids = new Set(written.map((w) => w.questionId));
  const outcomes = rows
    .filter((r) => ids.has(r.questionId))
    .map((r) => ({ skillSlug: r.skillSlug, correct: r.outcome === "correct" }));
  await addSkillEvidence(db, first.userId, outcomes, now);
}

export class ProgressRepository {
  constructor(private readonly db: Db) {}

  resultsOf(attemptId: string): Promise<AttemptResultRow[]> {
    return this.db
      .select()
      .from(attemptResults)
      .where(eq(attemptResults.attemptId, attemptId))
      .orderBy(asc(attemptResults.stage), asc(attemptResults.position));
  }

  /** Completed attempts from before results were kept per question (written on first read). */
  async completedWithoutResults(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: attempts.id })
      .from(attempts)
      .where(
        and(
          eq(attempts.userId, userId),
          eq(attempts.status, "completed"),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(attemptResults)
              .where(eq(attemptResults.attemptId, attempts.id)),
          ),
        ),
      );
    return rows.map((r) => r.id);
  }

  /** Every completed attempt with its scores, oldest first. */
  history(userId: string) {
    return this.db
      .select({
        id: attempts.id,
        testId: attempts.testId,
        testName: tests.name,
        completedAt: attempts.completedAt,
        scores: attempts.scores,
      })
      .from(attempts)
      .innerJoin(tests, eq(tests.id, attempts.testId))
      .where(and(eq(attempts.userId, userId), eq(attempts.status, "completed")))
      .orderBy(asc(attempts.completedAt));
  }

  /** Per skill: every test answer and every first bank attempt, and the latest TREND_WINDOW of them. */
  async skillCounts(userId: string): Promise<SkillCounts[]> {
    const rows = await this.db.select().from(skillEvidence).where(eq(skillEvidence.userId, userId));
    return rows.map((r) => ({
      skillSlug: r.skillSlug,
      questions: r.questions,
      correct: r.correct,
      recentQuestions: r.recent.length,
      recentCorrect: [...r.recent].filter((m) => m === "1").length,
    }));
  }
}
