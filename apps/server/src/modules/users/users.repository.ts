import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import { emailTokens, users } from "../../db/schema.js";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return rows[0];
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  }

  /** Undefined when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
  async insert(user: NewUser): Promise<UserRow | undefined> {
    const rows = await this.db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
    return rows[0];
  }

  async updateGoals(
    id: string,
    goals: { whenExam: Date | null; targetScore: number | null },
    now: Date,
  ): Promise<void> {
    await this.db
      .update(users)
      .set({ ...goals, updatedAt: now })
      .where(eq(users.id, id));
  }

  async updateDetails(id: string, details: { name: string; mobile: string }, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ ...details, updatedAt: now })
      .where(eq(users.id, id));
  }

  /** A new address waiting for its confirmation link, while that link still works. */
  async pendingEmail(id: string, now: Date): Promise<string | null> {
    const rows = await this.db
      .select({ email: emailTokens.email })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, id),
          eq(emailTokens.purpose, "change-email"),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .orderBy(desc(emailTokens.createdAt))
      .limit(1);
    return rows[0]?.email ?? null;
  }
}
