import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ExtendedTime, ModuleKey, Section } from "@sat/core";
import type { Db } from "../../db/connection.js";
import { ModuleCache } from "./module-cache.js";
import { insertAttemptResults, type AttemptResultRow } from "../progress/progress.repository.js";
import { enterReviewQueue, type NewReviewItem } from "../progress/review.repository.js";
import { attemptAnswers, attempts, questions, testModuleQuestions, tests, users } from "../../db/schema.js";

export type TestRow = typeof tests.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;
export type NewAnswer = typeof attemptAnswers.$inferInsert;
export type AttemptPatch = Partial<Omit<typeof attempts.$inferInsert, "id" | "userId" | "testId">>;

export class TestsRepository {
  constructor(
    private readonly db: Db,
    private readonly modules = new ModuleCache(),
  ) {}

  listTests(): Promise<TestRow[]> {
    return this.db.select().from(tests).where(eq(tests.active, true)).orderBy(asc(tests.sortOrder), asc(tests.name));
  }

  async findTest(id: string): Promise<TestRow | undefined> {
    const rows = await this.db
      .select()
      .from(tests)
      .where(and(eq(tests.id, id), eq(tests.active, true)))
      .limit(1);
    return rows[0];
  }

  /**
   * A module as it was in the given version of the test (an attempt's own version); from memory
   * after the first read, since a version never changes. The rows are shared: never change them.
   */
  moduleQuestions(
    testId: string,
    contentVersion: string,
    section: Section,
    moduleKey: ModuleKey,
  ): Promise<QuestionRow[]> {
    return this.modules.get({ testId, contentVersion, section, moduleKey }, () =>
      this.readModule(testId, contentVersion, section, moduleKey),
    );
  }

  private async readModule(
    testId: string,
    contentVersion: string,
    section: Section,
    moduleKey: ModuleKey,
  ): Promise<QuestionRow[]> {
    const rows = await this.db
      .select({ question: questions })
      .from(testModuleQuestions)
      .innerJoin(questions, eq(questions.id, testModuleQuestions.questionId))
      .where(
        and(
          eq(testModuleQuestions.testId, testId),
          eq(testModuleQuestions.contentVersion, contentVersion),
          eq(testModuleQuestions.section, section),
          eq(testModuleQuestions.moduleKey, moduleKey),
        ),
      )
      .orderBy(asc(testModuleQuestions.position));
    // Frozen because every request shares them: a change in place would throw, not leak.
    return Object.freeze(rows.map((r) => Object.freeze(r.question))) as QuestionRow[];
  }

  /** Undefined when another attempt of this test is already in progress (a racing start). */
  async createAttempt(
    test: TestRow,
    who: { userId: string; sessionId: string },
    clock: { timeLeftMs: number; extendedTime: ExtendedTime },
    now: Date,
  ): Promise<AttemptRow | undefined> {
    const { timeLeftMs, extendedTime } = clock;
    const rows = await this.db
      .insert(attempts)
      .values({
        userId: who.userId,
        holderSessionId: who.sessionId,
        testId: test.id,
        contentVersion: test.contentVersion,
        extendedTime,
        stage: "writingModule1",
        timeLeftMs,
        runningSince: now,
        lastSeenAt: now,
        startedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return rows[0];
  }

  /** The student's approved accommodation, which an attempt takes when it starts. */
  async extendedTimeOf(userId: string): Promise<ExtendedTime> {
    const rows = await this.db
      .select({ extendedTime: users.extendedTime })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return rows[0]?.extendedTime ?? "none";
  }

  async findAttempt(id: string, userId: string): Promise<AttemptRow | undefined> {
    const rows = await this.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.id, id), eq(attempts.userId, userId)))
      .limit(1);
    return rows[0];
  }

  async findInProgress(userId: string, testId: string): Promise<AttemptRow | undefined> {
    const rows = await this.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, "in_progress")))
      .orderBy(desc(attempts.startedAt))
      .limit(1);
    return rows[0];
  }

  listAttempts(userId: string): Promise<AttemptRow[]> {
    return this.db.select().from(attempts).where(eq(attempts.userId, userId)).orderBy(desc(attempts.startedAt));
  }

  async updateAttempt(id: string, patch: AttemptPatch, now: Date): Promise<AttemptRow> {
    const rows = await this.db
      .update(attempts)
      .set({ ...patch, revision: sql`${attempts.revision} + 1`, updatedAt: now })
      .where(eq(attempts.id, id))
      .returning();
    const row = rows[0];
    if (!row) throw new Error("attempt update returned nothing");
    return row;
  }

  /** Idempotent: an answer replaces the stored one only if it is newer (higher seq). */
  async upsertAnswers(rows: NewAnswer[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(attemptAnswers)
      .values(rows)
      .onConflictDoUpdate({
        target: [attemptAnswers.attemptId, attemptAnswers.questionId],
        set: {
          userOption: sql`excluded.user_option`,
          userAnswer: sql`excluded.user_answer`,
          marked: sql`excluded.marked`,
          eliminated: sql`excluded.eliminated`,
          seq: sql`excluded.seq`,
          timeLeftMs: sql`excluded.time_left_ms`,
          timeSpentMs: sql`excluded.time_spent_ms`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`${attemptAnswers.seq} < excluded.seq`,
      });
  }

  /** The per-question record of a just-completed attempt and the questions it puts up for review. */
  async recordCompletion(results: AttemptResultRow[], review: NewReviewItem[], now: Date): Promise<void> {
    await insertAttemptResults(this.db, results, now);
    await enterReviewQueue(this.db, review, now, "reset");
  }

  /** The same for an attempt completed before these records existed: the queue is not reset. */
  async recordHistoricResults(results: AttemptResultRow[], review: NewReviewItem[], at: Date): Promise<void> {
    await insertAttemptResults(this.db, results, at);
    await enterReviewQueue(this.db, review, at, "keep");
  }

  /** The stored time on screen of the given questions of an attempt (the save path reads only this). */
  async answerTimes(attemptId: string, questionIds: string[]): Promise<Map<string, number>> {
    if (questionIds.length === 0) return new Map();
    const rows = await this.db
      .select({ questionId: attemptAnswers.questionId, timeSpentMs: attemptAnswers.timeSpentMs })
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.attemptId, attemptId), inArray(attemptAnswers.questionId, questionIds)));
    return new Map(rows.map((r) => [r.questionId, r.timeSpentMs]));
  }

  answers(attemptId: string): Promise<AnswerRow[]> {
    return this.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
  }

  /** Serializes changes to one attempt across requests and servers. */
  transaction<T>(work: (repository: TestsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new TestsRepository(tx as unknown as Db, this.modules)));
  }

  async lockAttempt(id: string, userId: string): Promise<AttemptRow | undefined> {
    const rows = await this.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.id, id), eq(attempts.userId, userId)))
      .for("update")
      .limit(1);
    return rows[0];
  }
}
