import { and, asc, count, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import { questions } from "../../db/schema.js";
import { reviewItems } from "../../db/schema-progress.js";

export type ReviewItemRow = typeof reviewItems.$inferSelect;
export type NewReviewItem = Pick<ReviewItemRow, "userId" | "sourceId" | "questionId" | "skillSlug" | "origin">;

/**
 * Puts missed questions in the queue, due now. A question missed again in a later test starts its
 * run of right answers over (the same rule as a wrong review answer); a first bank attempt never
 * disturbs an item already there.
 */
export async function enterReviewQueue(
  db: Db,
  items: NewReviewItem[],
  now: Date,
  onExisting: "reset" | "keep",
): Promise<void> {
  if (items.length === 0) return;
  const insert = db.insert(reviewItems).values(
    items.map((i) => ({
      ...i,
      status: "active" as const,
      rightInRow: 0,
      dueAt: now,
      enteredAt: now,
      updatedAt: now,
    })),
  );
  if (onExisting === "keep") {
    await insert.onConflictDoNothing();
    return;
  }
  await insert.onConflictDoUpdate({
    target: [reviewItems.userId, reviewItems.sourceId],
    set: {
      questionId: sql`excluded.question_id`,
      origin: sql`excluded.origin`,
      status: "active",
      rightInRow: 0,
      dueAt: now,
      updatedAt: now,
    },
  });
}

export class ReviewRepository {
  constructor(private readonly db: Db) {}

  async counts(userId: string, now: Date): Promise<{ due: number; active: number; mastered: number }> {
    const rows = await this.db
      .select({
        status: reviewItems.status,
        n: count(),
        due: sql<number>`count(*) filter (where ${reviewItems.dueAt} <= ${now.toISOString()})::int`,
      })
      .from(reviewItems)
      .where(eq(reviewItems.userId, userId))
      .groupBy(reviewItems.status);
    const active = rows.find((r) => r.status === "active");
    return {
      due: active?.due ?? 0,
      active: active?.n ?? 0,
      mastered: rows.find((r) => r.status === "mastered")?.n ?? 0,
    };
  }

  /** Due items, oldest due first, with the question as the student missed it. */
  async due(userId: string, now: Date, limit: number) {
    return this.db
      .select({ item: reviewItems, question: questions })
      .from(reviewItems)
      .innerJoin(questions, eq(questions.id, reviewItems.questionId))
      .where(and(eq(reviewItems.userId, userId), eq(reviewItems.status, "active"), lte(reviewItems.dueAt, now)))
      .orderBy(asc(reviewItems.dueAt), asc(reviewItems.sourceId))
      .limit(limit);
  }

  /** The student's item for a question they were shown, whatever its status. */
  async find(userId: string, questionId: string) {
    const rows = await this.db
      .select({ item: reviewItems, question: questions })
      .from(reviewItems)
      .innerJoin(questions, eq(questions.id, reviewItems.questionId))
      .where(and(eq(reviewItems.userId, userId), eq(reviewItems.questionId, questionId)))
      .limit(1);
    return rows[0];
  }

  /** Moves an item only if it is still due: a double submit schedules it once. */
  async schedule(
    userId: string,
    sourceId: string,
    next: Pick<ReviewItemRow, "status" | "rightInRow" | "dueAt">,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(reviewItems)
      .set({ ...next, updatedAt: now })
      .where(
        and(
          eq(reviewItems.userId, userId),
          eq(reviewItems.sourceId, sourceId),
          eq(reviewItems.status, "active"),
          lte(reviewItems.dueAt, now),
        ),
      )
      .returning({ sourceId: reviewItems.sourceId });
    return rows.length === 1;
  }
}
