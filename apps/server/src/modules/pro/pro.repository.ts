import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import { codeRedemptions, redeemCodes, users } from "../../db/schema.js";

export type CodeRow = typeof redeemCodes.$inferSelect;

export class ProRepository {
  constructor(private readonly db: Db) {}

  async userByEmail(email: string) {
    const rows = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return rows[0];
  }

  async setProTill(userId: string, proTill: Date | null, now: Date): Promise<void> {
    await this.db.update(users).set({ proTill, updatedAt: now }).where(eq(users.id, userId));
  }

  async insertCodes(rows: (typeof redeemCodes.$inferInsert)[]): Promise<void> {
    await this.db.insert(redeemCodes).values(rows);
  }

  /** Locks the code's row so two students racing for its last use cannot both get it. */
  async lockCode(code: string): Promise<CodeRow | undefined> {
    const rows = await this.db.select().from(redeemCodes).where(eq(redeemCodes.code, code)).for("update").limit(1);
    return rows[0];
  }

  async hasRedeemed(code: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ code: codeRedemptions.code })
      .from(codeRedemptions)
      .where(and(eq(codeRedemptions.code, code), eq(codeRedemptions.userId, userId)))
      .limit(1);
    return rows.length > 0;
  }

  /** False when this student has redeemed the code before. */
  async addRedemption(code: string, userId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(codeRedemptions)
      .values({ code, userId, redeemedAt: now })
      .onConflictDoNothing()
      .returning();
    if (rows.length === 0) return false;
    await this.db
      .update(redeemCodes)
      .set({ usedCount: sql`${redeemCodes.usedCount} + 1` })
      .where(eq(redeemCodes.code, code));
    return true;
  }

  async lockUser(userId: string) {
    const rows = await this.db.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
    return rows[0];
  }

  transaction<T>(work: (repository: ProRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ProRepository(tx as unknown as Db)));
  }
}
