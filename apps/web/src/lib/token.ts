import { isSessionClaims } from "@sat/core";
import type { SessionClaims } from "@sat/core";

/** Reads the claims of our own session token; the server verifies it, the client only displays them. */
export function decodeToken(token: string): SessionClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join(""),
    );
    const claims: unknown = JSON.parse(json);
    return isSessionClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

export const isProActive = (proTill: string | null, now = Date.now()): boolean =>
  proTill !== null && new Date(proTill).getTime() > now;
