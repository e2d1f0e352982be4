import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import { attemptResults, attempts, tests } from "../../db/schema.js";
import { TREND_WINDOW } from "@sat/core";

export type AttemptResultRow = typeof attemptResults.$inferSelect;

export interface SkillCounts {
  skillSlug: string;
  questions: number;
  correct: number;
  recentQuestions: number;
  recentCorrect: number;
}

interface SkillCountRow {
  skill_slug: string;
  questions: number;
  correct: number;
  recent_questions: number;
  recent_correct: number;
}

export async function insertAttemptResults(db: Db, rows: AttemptResultRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(attemptResults).values(rows).onConflictDoNothing();
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
      .selectDistinct({ id: attempts.id })
      .from(attempts)
      .leftJoin(attemptResults, eq(attemptResults.attemptId, attempts.id))
      .where(and(eq(attempts.userId, userId), eq(attempts.status, "completed"), isNull(attemptResults.attemptId)));
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

  /**
   * Per skill: every test answer and every first bank attempt, and the latest TREND_WINDOW of them
   * (ties in time, the answers of one test, broken by question so the count is stable).
   */
  async skillCounts(userId: string): Promise<SkillCounts[]> {
    const result: unknown = await this.db.execute(sql`
      with evidence as (
        select skill_slug, outcome = 'correct' as correct, completed_at as at, question_id as tie
          from attempt_results where user_id = ${userId}
        union all
        select skill_slug, first_correct, first_at, source_id
          from bank_question_status where user_id = ${userId}
      ), ranked as (
        select skill_slug, correct,
               row_number() over (partition by skill_slug order by at desc, tie desc) as rn
          from evidence
      )
      select skill_slug,
             count(*)::int as questions,
             count(*) filter (where correct)::int as correct,
             count(*) filter (where rn <= ${TREND_WINDOW})::int as recent_questions,
             count(*) filter (where rn <= ${TREND_WINDOW} and correct)::int as recent_correct
        from ranked group by skill_slug`);
    // node-postgres and PGlite both answer raw SQL with { rows }.
    return (result as { rows: SkillCountRow[] }).rows.map((r) => ({
      skillSlug: r.skill_slug,
      questions: Number(r.questions),
      correct: Number(r.correct),
      recentQuestions: Number(r.recent_questions),
      recentCorrect: Number(r.recent_correct),
    }));
  }
}
