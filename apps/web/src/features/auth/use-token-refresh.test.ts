import { describe, expect, it } from "vitest";
import { shouldRefreshToken, TOKEN_REFRESH_INTERVAL_MS } from "./use-token-refresh";

const now = 1_700_000_000_000;
const live = now + 3_600_000;

describe("token refresh throttle", () => {
  it("refreshes a live session that has not been refreshed yet (app start)", () => {
    expect(shouldRefreshToken({ expiresAt: live, lastAttemptAt: null, now })).toBe(true);
  });

  it("never refreshes without a session or with an expired one", () => {
    expect(shouldRefreshToken({ expiresAt: null, lastAttemptAt: null, now })).toBe(false);
    expect(shouldRefreshToken({ expiresAt: now, lastAttemptAt: null, now })).toBe(false);
    expect(shouldRefreshToken({ expiresAt: now - 1, lastAttemptAt: null, now })).toBe(false);
  });

  it("waits five minutes after the last try, whatever its outcome", () => {
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(5 * 60_000);
    const last = now - TOKEN_REFRESH_INTERVAL_MS;
    expect(shouldRefreshToken({ expiresAt: live, lastAttemptAt: last + 1, now })).toBe(false);
    expect(shouldRefreshToken({ expiresAt: live, lastAttemptAt: now, now })).toBe(false);
    expect(shouldRefreshToken({ expiresAt: live, lastAttemptAt: last, now })).toBe(true);
  });

  it("honours a custom interval", () => {
    expect(shouldRefreshToken({ expiresAt: live, lastAttemptAt: now - 999, now, minIntervalMs: 1_000 })).toBe(false);
    expect(shouldRefreshToken({ expiresAt: live, lastAttemptAt: now - 1_000, now, minIntervalMs: 1_000 })).toBe(true);
  });

  it("treats a clock set backwards as time passed", () => {
    expect(shouldRefreshToken({ expiresAt: live, lastAttemptAt: now + 60_000, now })).toBe(true);
  });
});
