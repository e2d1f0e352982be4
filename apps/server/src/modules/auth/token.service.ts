import { SignJWT, jwtVerify } from "jose";
import { sessionClaimsSchema, type SessionClaims } from "@sat/core";

const ALGORITHM = "HS256";

export interface TokenInput {
  userId: string;
  sessionId: string;
  name: string;
  proTill: Date | null;
  expiresAt: Date;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], requiredClaims: ["exp", "sub"] });
      const parsed = sessionClaimsSchema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
