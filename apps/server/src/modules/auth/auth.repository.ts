import { and, count, eq, gt, isNull, lt, min } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import { loginFailures, sessions, users } from "../../db/schema.js";

export type SessionRow = typeof sessions.$inferSelect;

export interface FailureWindow {
  failures: number;
  oldest: Date | null;
}

export class AuthRepository {
  constructor(private readonly db: Db) {}

  async createSession(userId: string, expiresAt: Date, userAgent: string, now: Date): Promise<SessionRow> {
    const rows = await this.db.insert(sessions).values({ userId, expiresAt, userAgent, lastActiveAt: now }).returning();
    const row = rows[0];
    if (!row) throw new Error("session insert returned nothing");
    return row;
  }

  /** One round trip per request: the session, if still active, and the name and PRO end of its student. */
  async findActiveSessionUser(
    id: string,
    userId: string,
    now: Date,
  ): Promise<
    { sessionId: string; userId: string; name: string; proTill: Date | null; lastActiveAt: Date } | undefined
  > {
    const rows = await this.db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        name: users.name,
        proTill: users.proTill,
        lastActiveAt: sessions.lastActiveAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      )
      .limit(1);
    return rows[0];
  }

  async findActiveSession(id: string, userId: string, now: Date): Promise<SessionRow | undefined> {
    const rows = await this.db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      )
      .limit(1);
    return rows[0];
  }

  /**
   * Moves the session's last activity to `now` unless another request already did since `staleBefore`
   * (the condition keeps servers racing on one session to one write).
   */
  async touchSession(id: string, now: Date, staleBefore: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastActiveAt: now })
      .where(and(eq(sessions.id, id), lt(sessions.lastActiveAt, staleBefore)));
  }

  async revokeSession(id: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  async recordFailure(accountKey: string, address: string, at: Date): Promise<void> {
    await this.db.insert(loginFailures).values({ accountKey, address, createdAt: at });
  }

  async failuresForAccount(accountKey: string, since: Date): Promise<FailureWindow> {
    return this.failureWindow(and(eq(loginFailures.accountKey, accountKey), gt(loginFailures.createdAt, since)));
  }

  async failuresForAddress(address: string, since: Date): Promise<FailureWindow> {
    return this.failureWindow(and(eq(loginFailures.address, address), gt(loginFailures.createdAt, since)));
  }

  async clearAccountFailures(accountKey: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
  }

  async pruneFailures(before: Date): Promise<void> {
    await this.db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
  }

  private async failureWindow(where: ReturnType<typeof and>): Promise<FailureWindow> {
    const rows = await this.db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(where);
    const row = rows[0];
    return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
  }
}
