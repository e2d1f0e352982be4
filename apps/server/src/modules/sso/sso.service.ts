import { jwtVerify } from "jose";
import { SSO_TOKEN_MAX_LIFETIME_SECONDS, ssoClaimsSchema, type LoginResponse } from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthService } from "../auth/auth.service.js";
import type { UsersRepository } from "../users/users.repository.js";

export const SSO_MESSAGES = {
  notConfigured: "Single sign-on is not set up on this server.",
  invalid: "The sign-in link is invalid or has expired. Please sign in again from the partner site.",
  success: "Login Successful",
} as const;

const CLOCK_TOLERANCE_SECONDS = 30;

/** The partner contract is described in docs/sso-partner-contract.md. */
export class SsoService {
  private readonly key: Uint8Array | undefined;

  constructor(
    sharedSecret: string | undefined,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly now: () => Date,
  ) {
    this.key = sharedSecret ? new TextEncoder().encode(sharedSecret) : undefined;
  }

  async login(partnerToken: string, userAgent: string): Promise<LoginResponse> {
    if (!this.key) throw new AppError(401, SSO_MESSAGES.notConfigured);
    const claims = await this.verify(partnerToken, this.key);
    const user =
      (await this.users.findByEmail(claims.email)) ??
      (await this.users.insert({ email: claims.email, name: claims.name, passwordHash: null })) ??
      (await this.users.findByEmail(claims.email));
    if (!user) throw new AppError(401, SSO_MESSAGES.invalid);
    return { isLogin: true, token: await this.auth.issueToken(user, userAgent), message: SSO_MESSAGES.success };
  }

  private async verify(token: string, key: Uint8Array) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ["HS256"],
        requiredClaims: ["exp", "iat"],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: this.now(),
      });
      const claims = ssoClaimsSchema.parse(payload);
      const nowSeconds = this.now().getTime() / 1000;
      const shortLived = claims.exp - claims.iat <= SSO_TOKEN_MAX_LIFETIME_SECONDS;
      const notFromFuture = claims.iat <= nowSeconds + CLOCK_TOLERANCE_SECONDS;
      if (!shortLived || !notFromFuture) throw new Error("lifetime");
      return claims;
    } catch {
      throw new AppError(401, SSO_MESSAGES.invalid);
    }
  }
}
