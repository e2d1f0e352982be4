import { LOGIN_RATE_LIMIT } from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthRepository, FailureWindow } from "./auth.repository.js";

/**
 * Failed logins are counted per account and per address over a sliding window kept in the
 * database, so every server behind a load balancer sees the same counts. A blocked student waits
 * at most one window (15 minutes); a success clears the account's count.
 */
export class LoginThrottle {
  constructor(
    private readonly repository: AuthRepository,
    private readonly now: () => Date,
  ) {}

  async assertAllowed(accountKey: string, address: string): Promise<void> {
    const since = new Date(this.now().getTime() - LOGIN_RATE_LIMIT.windowSeconds * 1000);
    const [account, byAddress] = await Promise.all([
      this.repository.failuresForAccount(accountKey, since),
      this.repository.failuresForAddress(address, since),
    ]);
    const blocked =
      account.failures >= LOGIN_RATE_LIMIT.maxFailuresPerAccount
        ? account
        : byAddress.failures >= LOGIN_RATE_LIMIT.maxFailuresPerAddress
          ? byAddress
          : null;
    if (!blocked) return;
    const retryAfterSeconds = this.retryAfter(blocked);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      429,
      `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      { retryAfterSeconds },
    );
  }

  async recordFailure(accountKey: string, address: string): Promise<void> {
    await this.repository.recordFailure(accountKey, address, this.now());
    if (Math.random() < 0.05) {
      await this.repository.pruneFailures(new Date(this.now().getTime() - LOGIN_RATE_LIMIT.windowSeconds * 1000));
    }
  }

  async recordSuccess(accountKey: string): Promise<void> {
    await this.repository.clearAccountFailures(accountKey);
  }

  private retryAfter(window: FailureWindow): number {
    const oldest = window.oldest?.getTime() ?? this.now().getTime();
    const freeAt = oldest + LOGIN_RATE_LIMIT.windowSeconds * 1000;
    return Math.max(1, Math.ceil((freeAt - this.now().getTime()) / 1000));
  }
}
