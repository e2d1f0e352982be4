import { randomInt } from "node:crypto";
import type { CreateCodesRequest } from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { ProRepository } from "./pro.repository.js";

export const PRO_MESSAGES = {
  noStudent: "No student has this email address.",
  noCode: "This code does not exist. Check it and try again.",
  expired: "This code has expired.",
  usedUp: "This code has already been used.",
  alreadyRedeemed: "You have already redeemed this code.",
  redeemed: "PRO is active.",
} as const;

const DAY_MS = 86_400_000;
/** No 0/O or 1/I: a code is read off paper and typed by hand. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generateCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `${group()}-${group()}-${group()}`;
}

/** PRO time runs from today, or from the current end date when that is later, so nothing paid for is lost. */
export const extendProTill = (current: Date | null, days: number, now: Date): Date =>
  new Date(Math.max(now.getTime(), current?.getTime() ?? 0) + days * DAY_MS);

/** Who is PRO and until when: admin grants and revocations, and redeemable codes (docs/decisions/007). */
export class ProService {
  constructor(
    private readonly repository: ProRepository,
    private readonly now: () => Date,
  ) {}

  async grant(email: string, days: number): Promise<{ email: string; proTill: string | null }> {
    return this.repository.transaction(async (repo) => {
      const user = await repo.userByEmail(email.toLowerCase());
      if (!user) throw new AppError(404, PRO_MESSAGES.noStudent);
      const locked = await repo.lockUser(user.id);
      const proTill = extendProTill(locked?.proTill ?? null, days, this.now());
      await repo.setProTill(user.id, proTill, this.now());
      return { email: user.email, proTill: proTill.toISOString() };
    });
  }

  async revoke(email: string): Promise<{ email: string; proTill: string | null }> {
    const user = await this.repository.userByEmail(email.toLowerCase());
    if (!user) throw new AppError(404, PRO_MESSAGES.noStudent);
    await this.repository.setProTill(user.id, null, this.now());
    return { email: user.email, proTill: null };
  }

  async createCodes(input: CreateCodesRequest & { maxUses: number; count: number }): Promise<{ codes: string[] }> {
    const codes = Array.from({ length: input.count }, generateCode);
    await this.repository.insertCodes(
      codes.map((code) => ({
        code,
        days: input.days,
        maxUses: input.maxUses,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        createdAt: this.now(),
      })),
    );
    return { codes };
  }

  /** Redeems a code for a student; the whole change is one transaction, so a code is never over-used. */
  async redeem(userId: string, code: string): Promise<Date> {
    return this.repository.transaction(async (repo) => {
      const row = await repo.lockCode(code);
      const now = this.now();
      if (!row) throw new AppError(404, PRO_MESSAGES.noCode);
      if (row.expiresAt && row.expiresAt <= now) throw new AppError(410, PRO_MESSAGES.expired);
      if (await repo.hasRedeemed(row.code, userId)) throw new AppError(409, PRO_MESSAGES.alreadyRedeemed);
      if (row.usedCount >= row.maxUses) throw new AppError(409, PRO_MESSAGES.usedUp);
      if (!(await repo.addRedemption(row.code, userId, now))) throw new AppError(409, PRO_MESSAGES.alreadyRedeemed);
      const user = await repo.lockUser(userId);
      const proTill = extendProTill(user?.proTill ?? null, row.days, now);
      await repo.setProTill(userId, proTill, now);
      return proTill;
    });
  }
}
