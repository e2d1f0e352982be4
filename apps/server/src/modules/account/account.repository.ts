import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import {
  attemptAnswers,
  attempts,
  bankChecks,
  bankQuestionStatus,
  bankSessions,
  codeRedemptions,
  loginFailures,
  emailTokens,
  sessions,
  users,
} from "../../db/schema.js";
import { attemptResults, reviewItems, skillEvidence } from "../../db/schema-progress.js";
import { attemptAnnotations, attemptCalculator, attemptToolSettings } from "../../db/schema-tools.js";

export type DeviceSessionRow = Pick<typeof sessions.$inferSelect, "id" | "userAgent" | "createdAt" | "lastActiveAt">;

type Row = Record<string, unknown>;

/** Every row the product holds about one student, by table (docs/personal-data.md). */
export interface PersonalRows {
  profile: Row | undefined;
  sessions: Row[];
  attempts: Row[];
  attemptAnswers: Row[];
  attemptResults: Row[];
  attemptAnnotations: Row[];
  attemptCalculator: Row[];
  attemptToolSettings: Row[];
  bankSessions: Row[];
  bankChecks: Row[];
  bankQuestionStatus: Row[];
  skillEvidence: Row[];
  reviewItems: Row[];
  codeRedemptions: Row[];
  loginFailures: Row[];
  emailLinks: Row[];
}

export class AccountRepository {
  constructor(private readonly db: Db) {}

  async activeSessions(userId: string, now: Date): Promise<DeviceSessionRow[]> {
    return this.db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));
  }

  /** How many active sessions of this student it ended: 0 when the id is not one of theirs. */
  async revokeSession(userId: string, sessionId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }

  async revokeOtherSessions(userId: string, keepSessionId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          ne(sessions.id, keepSessionId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }

  /** The new password and the end of every other session, together or not at all. */
  async changePassword(userId: string, passwordHash: string, keepSessionId: string, now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
      return new AccountRepository(tx).revokeOtherSessions(userId, keepSessionId, now);
    });
  }

  /** Read in one transaction, so the export is one consistent picture even while the student works. */
  async personalRows(userId: string, email: string): Promise<PersonalRows> {
    return this.db.transaction(async (tx) => {
      // Everything but the password hash, which is not the student's data but a secret derived from it.
      // A copy: getTableColumns answers the table's own column map.
      const profileColumns: Partial<ReturnType<typeof getTableColumns<typeof users>>> = { ...getTableColumns(users) };
      delete profileColumns.passwordHash;
      const profile = (await tx.select(profileColumns).from(users).where(eq(users.id, userId)))[0];
      const ownAttempts = await tx
        .select()
        .from(attempts)
        .where(eq(attempts.userId, userId))
        .orderBy(asc(attempts.startedAt));
      const ids = ownAttempts.map((a) => a.id);
      const byAttempt = async <T extends Row>(read: (ids: string[]) => Promise<T[]>): Promise<T[]> =>
        ids.length === 0 ? [] : read(ids);
      return {
        profile,
        sessions: await tx.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
        attempts: ownAttempts,
        attemptAnswers: await byAttempt((a) =>
          tx.select().from(attemptAnswers).where(inArray(attemptAnswers.attemptId, a)).orderBy(asc(attemptAnswers.seq)),
        ),
        attemptResults: await byAttempt((a) =>
          tx
            .select()
            .from(attemptResults)
            .where(inArray(attemptResults.attemptId, a))
            .orderBy(asc(attemptResults.stage), asc(attemptResults.position)),
        ),
        attemptAnnotations: await byAttempt((a) =>
          tx.select().from(attemptAnnotations).where(inArray(attemptAnnotations.attemptId, a)),
        ),
        attemptCalculator: await byAttempt((a) =>
          tx.select().from(attemptCalculator).where(inArray(attemptCalculator.attemptId, a)),
        ),
        attemptToolSettings: await byAttempt((a) =>
          tx.select().from(attemptToolSettings).where(inArray(attemptToolSettings.attemptId, a)),
        ),
        bankSessions: await tx.select().from(bankSessions).where(eq(bankSessions.userId, userId)),
        bankChecks: await tx
          .select()
          .from(bankChecks)
          .where(eq(bankChecks.userId, userId))
          .orderBy(asc(bankChecks.createdAt), asc(bankChecks.id)),
        bankQuestionStatus: await tx.select().from(bankQuestionStatus).where(eq(bankQuestionStatus.userId, userId)),
        skillEvidence: await tx.select().from(skillEvidence).where(eq(skillEvidence.userId, userId)),
        reviewItems: await tx.select().from(reviewItems).where(eq(reviewItems.userId, userId)),
        codeRedemptions: await tx.select().from(codeRedemptions).where(eq(codeRedemptions.userId, userId)),
        loginFailures: await tx
          .select({ address: loginFailures.address, createdAt: loginFailures.createdAt })
          .from(loginFailures)
          .where(eq(loginFailures.accountKey, email))
          .orderBy(asc(loginFailures.createdAt)),
        // The links mailed to the student, without the token's hash (a secret, not their data).
        emailLinks: await tx
          .select({
            purpose: emailTokens.purpose,
            email: emailTokens.email,
            createdAt: emailTokens.createdAt,
            expiresAt: emailTokens.expiresAt,
            usedAt: emailTokens.usedAt,
          })
          .from(emailTokens)
          .where(eq(emailTokens.userId, userId))
          .orderBy(asc(emailTokens.createdAt)),
      };
    });
  }

  /**
   * The account and every row about it, in one transaction: the tables keyed by the student or by
   * their attempts go with the users row (ON DELETE CASCADE); failed logins are keyed by the email.
   */
  async deleteAccount(userId: string, email: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(eq(loginFailures.accountKey, email));
      const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return deleted.length > 0;
    });
  }
}
