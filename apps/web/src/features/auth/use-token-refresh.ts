import { useEffect, useRef } from "react";
import { useSession } from "../../stores/session-store";
import { refreshToken } from "./api/refresh-token";

/** At most one refresh per this interval, however often the window gains focus. */
export const TOKEN_REFRESH_INTERVAL_MS = 5 * 60_000;

export interface RefreshCheck {
  /** The session's expiry in ms since the epoch; null: no session. */
  expiresAt: number | null;
  /** When the last refresh was tried (success or not); null: never in this page. */
  lastAttemptAt: number | null;
  now: number;
  minIntervalMs?: number;
}

/**
 * Whether to ask for a fresh token now. Never without a live session (an expired one is the
 * session watcher's business: asking would only earn a 401 and the error page). A clock set
 * backwards since the last try counts as time passed.
 */
export function shouldRefreshToken({
  expiresAt,
  lastAttemptAt,
  now,
  minIntervalMs = TOKEN_REFRESH_INTERVAL_MS,
}: RefreshCheck): boolean {
  if (expiresAt === null || expiresAt <= now) return false;
  if (lastAttemptAt === null || now < lastAttemptAt) return true;
  return now - lastAttemptAt >= minIntervalMs;
}

/**
 * Keeps the session token's claims (name, proTill) current without logging out: a PRO status
 * granted or revoked elsewhere shows up when the app starts and when the student comes back to
 * the window. The new token is stored the way login stores one. A 401 has already ended the
 * session in the API client; any other failure is ignored and tried again later.
 */
export function useTokenRefresh(): void {
  // A ref, not effect-local state: StrictMode's second mount must not send a second request.
  const lastAttemptAt = useRef<number | null>(null);
  useEffect(() => {
    let inFlight = false;
    const attempt = () => {
      const { token: sentWith, expiresAt } = useSession.getState();
      const now = Date.now();
      if (inFlight || sentWith === null) return;
      if (!shouldRefreshToken({ expiresAt, lastAttemptAt: lastAttemptAt.current, now })) return;
      lastAttemptAt.current = now;
      inFlight = true;
      refreshToken()
        .then((token) => {
          // Logged out or signed in as someone else meanwhile: this token is not theirs to keep.
          if (useSession.getState().token === sentWith) useSession.getState().signIn(token);
        })
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") attempt();
    };
    attempt();
    window.addEventListener("focus", attempt);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("focus", attempt);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);
}
