import { SignJWT, jwtVerify } from "jose";
import { createSecretKey, type KeyObject } from "node:crypto";
import { sessionClaimsSchema, type SessionClaims } from "@sat/core";
import { LruMap } from "../../lib/lru-map.js";

const ALGORITHM = "HS256";

export interface TokenInput {
  userId: string;
  sessionId: string;
  name: string;
  proTill: Date | null;
  expiresAt: Date;
}

/** Tokens remembered as verified: one per student signed in at once on this server is plenty. */
const VERIFIED_TOKENS = 20_000;

export class TokenService {
  /** A key object, so the key is not imported again on every verification. */
  private readonly key: KeyObject;
  /**
   * Every request carries the same token for hours; its signature is checked once, then only its
   * expiry. Revocation is not a property of the token: the session row decides it on every request.
   */
  private readonly verified = new LruMap<string, SessionClaims>(VERIFIED_TOKENS);

  constructor(secret: string) {
    this.key = createSecretKey(new TextEncoder().encode(secret));
  }

  sign(input: TokenInput): Promise<string> {
    return new SignJWT({ sid: input.sessionId, name: input.name, proTill: input.proTill?.toISOString() ?? null })
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
      .setSubject(input.userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(input.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Null for anything but a well-formed, unexpired HS256 token signed with our key. */
  async verify(token: string): Promise<SessionClaims | null> {
    const known = this.verified.get(token);
    if (known) return known.exp * 1000 > Date.now() ? known : null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], requiredClaims: ["exp", "sub"] });
      const parsed = sessionClaimsSchema.safeParse(payload);
      if (!parsed.success) return null;
      this.verified.set(token, parsed.data);
      return parsed.data;
    } catch {
      return null;
    }
  }
}
