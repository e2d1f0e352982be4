import { EMAIL_RATE_LIMIT, LOGIN_RATE_LIMIT } from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthRepository, FailureWindow } from "./auth.repository.js";

export interface ThrottleRules {
  windowSeconds: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  /** Keeps these counts apart from other throttles' in the same table ('' for failed logins). */
  keyPrefix: string;
  /** What was done too often, for the 429's message. */
  tooMany: string;
}

/** Pruning (every throttle shares the table) must not drop rows a longer window still counts. */
const LONGEST_WINDOW_SECONDS = Math.max(LOGIN_RATE_LIMIT.windowSeconds, EMAIL_RATE_LIMIT.windowSeconds);

export const FAILED_LOGINS: ThrottleRules = { ...LOGIN_RATE_LIMIT, keyPrefix: "", tooMany: "failed login attempts" };
export const EMAILS_ASKED: ThrottleRules = { ...EMAIL_RATE_LIMIT, keyPrefix: "email:", tooMany: "emails asked for" };

/**
 * Failed logins are counted per account and per address over a sliding window kept in the
 * database, so every server behind a load balancer sees the same counts. A blocked student waits
 * at most one window (15 minutes); a success clears the account's count. The same class, with other
 * rules, counts the emails a student asks for (decision 014).
 */
export class LoginThrottle {
  constructor(
    private readonly repository: AuthRepository,
    private readonly now: () => Date,
    private readonly rules: ThrottleRules = FAILED_LOGINS,
  ) {}

  async assertAllowed(accountKey: string, address: string): Promise<void> {
    const { rules } = this;
    const since = new Date(this.now().getTime() - rules.windowSeconds * 1000);
    const [account, byAddress] = await Promise.all([
      this.repository.failuresForAccount(rules.keyPrefix + accountKey, since),
      this.repository.failuresForAddress(rules.keyPrefix + address, since),
    ]);
    const blocked =
      account.failures >= rules.maxFailuresPerAccount
        ? account
        : byAddress.failures >= rules.maxFailuresPerAddress
          ? byAddress
          : null;
    if (!blocked) return;
    const retryAfterSeconds = this.retryAfter(blocked);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      429,
      `Too many ${rules.tooMany}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      { retryAfterSeconds },
    );
  }

  async recordFailure(accountKey: string, address: string): Promise<void> {
    const { rules } = this;
    await this.repository.recordFailure(rules.keyPrefix + accountKey, rules.keyPrefix + address, this.now());
    if (Math.random() < 0.05) {
      await this.repository.pruneFailures(new Date(this.now().getTime() - LONGEST_WINDOW_SECONDS * 1000));
    }
  }

  async recordSuccess(accountKey: string): Promise<void> {
    await this.repository.clearAccountFailures(this.rules.keyPrefix + accountKey);
  }

  private retryAfter(window: FailureWindow): number {
    const oldest = window.oldest?.getTime() ?? this.now().getTime();
    const freeAt = oldest + this.rules.windowSeconds * 1000;
    return Math.max(1, Math.ceil((freeAt - this.now().getTime()) / 1000));
  }
}
