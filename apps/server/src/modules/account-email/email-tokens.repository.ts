import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/connection.js";
import { emailTokens, loginFailures, sessions, users } from "../../db/schema.js";

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];
export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** PostgreSQL's unique_violation (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  return (error as { code?: unknown }).code === "23505" || isUniqueViolation((error as { cause?: unknown }).cause);
}

export class EmailTokensRepository {
  constructor(private readonly db: Db) {}

  async insert(token: {
    userId: string;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    email: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(emailTokens).values(token);
  }

  /** Work that must happen together or not at all (using a link and what it does). */
  transaction<T>(work: (repository: EmailTokensRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new EmailTokensRepository(tx as unknown as Db)));
  }

  /**
   * Marks the token used and answers it, in one statement, only if it is of one of `purposes`,
   * unused and unexpired: two requests racing with the same link cannot both win.
   */
  async consume(tokenHash: string, purposes: EmailTokenPurpose[], now: Date): Promise<EmailTokenRow | undefined> {
    const rows = await this.db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          inArray(emailTokens.purpose, purposes),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning();
    return rows[0];
  }

  /** Older links of this kind stop working once a newer one is sent or one is used. */
  async retire(userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
    await this.db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  }

  async markVerified(userId: string, email: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.email, email)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async ownerOf(email: string): Promise<string | undefined> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return rows[0]?.id;
  }

  async emailTaken(email: string, byOtherThan: string): Promise<boolean> {
    const owner = await this.ownerOf(email);
    return owner !== undefined && owner !== byOtherThan;
  }

  async nameAndEmail(userId: string): Promise<{ name: string; email: string } | undefined> {
    const rows = await this.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return rows[0];
  }

  /** Throws a unique violation when another account took the address after `emailTaken` looked. */
  async swapEmail(userId: string, email: string, now: Date): Promise<void> {
    await this.db.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
  }

  /**
   * The new password, every session ended, other reset links retired, the account's failed logins
   * forgotten (the student has just proved who they are) and the address verified (the link reached
   * it). Run inside `transaction`, with the consumed link.
   */
  async resetPassword(userId: string, passwordHash: string, email: string, now: Date): Promise<void> {
    await this.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await this.db
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)));
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await this.retire(userId, "password-reset", now);
    await this.db.delete(loginFailures).where(eq(loginFailures.accountKey, email));
  }
}
