import type { FastifyRequest } from "fastify";
import {
  SESSION_TTL_SECONDS,
  type LoginResponse,
  type Profile,
  type ProfileUpdateRequest,
  type detailsUpdateRequestSchema,
  type signupRequestSchema,
} from "@sat/core";
import type { z } from "zod";
import { AppError } from "../../http/errors.js";
import type { AuthSession } from "../../http/route.js";
import type { UserRow, UsersRepository } from "../users/users.repository.js";
import type { AuthRepository } from "./auth.repository.js";
import type { LoginThrottle } from "./login-throttle.js";
import { hashPassword, spendVerificationTime, verifyPassword } from "./password-hash.js";
import type { TokenService } from "./token.service.js";

export const AUTH_MESSAGES = {
  signedUp: "Account created. Please log in.",
  emailTaken: "An account with this email already exists. Please log in instead.",
  loginSuccessful: "Login Successful",
  examInPast: "The exam date cannot be in the past",
  invalidCredentials: "Invalid Credentials",
  unauthorised: "Your session has ended. Please log in again.",
  loggedOut: "You have been logged out.",
} as const;

type SignupInput = z.output<typeof signupRequestSchema>;
type DetailsUpdate = z.output<typeof detailsUpdateRequestSchema>;

/**
 * How stale a session's last activity may get before a request moves it: the device list needs
 * minutes, not seconds, and this keeps the write to one every few minutes per session.
 */
export const LAST_ACTIVE_PRECISION_MS = 5 * 60_000;

/** Session and user ids are UUIDs; anything else in a token (signed with a leaked key) never reaches SQL. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly repository: AuthRepository,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly now: () => Date,
  ) {}

  /** Answers the new account too, for the verification email sent after the answer. */
  async signup(input: SignupInput): Promise<{ message: string; user: UserRow }> {
    if (await this.users.findByEmail(input.userName)) throw new AppError(409, AUTH_MESSAGES.emailTaken);
    const created = await this.users.insert({
      email: input.userName,
      name: input.name,
      mobile: input.mobile,
      whenExam: input.whenExam ? new Date(input.whenExam) : null,
      referalCode: input.referalCode,
      profilePic: input.profilePic,
      passwordHash: await hashPassword(input.password),
    });
    if (!created) throw new AppError(409, AUTH_MESSAGES.emailTaken);
    return { message: AUTH_MESSAGES.signedUp, user: created };
  }

  async login(email: string, password: string, address: string, userAgent: string): Promise<LoginResponse> {
    await this.throttle.assertAllowed(email, address);
    const user = await this.users.findByEmail(email);
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await spendVerificationTime(password), false);
    if (!user || !valid) {
      await this.throttle.recordFailure(email, address);
      throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
    }
    await this.throttle.recordSuccess(email);
    return { isLogin: true, token: await this.issueToken(user, userAgent), message: AUTH_MESSAGES.loginSuccessful };
  }

  /** A new session for a student who proved who they are (password or partner token). */
  async issueToken(user: UserRow, userAgent: string): Promise<string> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
    const session = await this.repository.createSession(user.id, expiresAt, userAgent.slice(0, 300), now);
    return this.tokens.sign({
      userId: user.id,
      sessionId: session.id,
      name: user.name,
      proTill: user.proTill,
      expiresAt,
    });
  }

  /**
   * The same session, re-signed with the account as it is now (name, proTill), so a student who
   * became PRO sees the badge without logging out. The session's expiry does not move.
   */
  async refreshToken(session: AuthSession): Promise<string> {
    const row = await this.repository.findActiveSession(session.sessionId, session.userId, this.now());
    if (!row) throw new AppError(401, AUTH_MESSAGES.unauthorised);
    return this.tokens.sign({
      userId: session.userId,
      sessionId: row.id,
      name: session.name,
      proTill: session.proTill,
      expiresAt: row.expiresAt,
    });
  }

  async logout(session: AuthSession): Promise<{ message: string }> {
    await this.repository.revokeSession(session.sessionId, this.now());
    return { message: AUTH_MESSAGES.loggedOut };
  }

  /** A token is accepted only while its signature, expiry and server-side session row all hold. */
  authenticate = async (request: FastifyRequest): Promise<AuthSession> => {
    const claims = await this.claimsOf(request);
    const found = await this.repository.findActiveSessionUser(claims.sid, claims.sub, this.now());
    if (!found) throw new AppError(401, AUTH_MESSAGES.unauthorised);
    const now = this.now();
    const staleBefore = new Date(now.getTime() - LAST_ACTIVE_PRECISION_MS);
    if (found.lastActiveAt < staleBefore) await this.repository.touchSession(found.sessionId, now, staleBefore);
    return { userId: found.userId, sessionId: found.sessionId, name: found.name, proTill: found.proTill };
  };

  /**
   * The token's signature and expiry only, without the session row: for the answer-save path alone,
   * whose own statements check the row (revoked, expired) in the same round trip, so a logout still
   * ends the session at once on every server. Anything else uses `authenticate`.
   */
  identify = async (request: FastifyRequest): Promise<AuthSession> => {
    const claims = await this.claimsOf(request);
    return {
      userId: claims.sub,
      sessionId: claims.sid,
      name: claims.name,
      proTill: claims.proTill ? new Date(claims.proTill) : null,
    };
  };

  private async claimsOf(request: FastifyRequest) {
    const header = request.headers.authorization ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? await this.tokens.verify(match[1]) : null;
    if (!claims || !UUID.test(claims.sub) || !UUID.test(claims.sid))
      throw new AppError(401, AUTH_MESSAGES.unauthorised);
    return claims;
  }

  /** The exam date is a calendar day; one before yesterday (UTC) is in the past in every time zone. */
  async updateProfile(session: AuthSession, input: ProfileUpdateRequest): Promise<Profile> {
    const whenExam = input.whenExam === "" ? null : new Date(`${input.whenExam}T00:00:00.000Z`);
    const yesterday = new Date(this.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    if (input.whenExam !== "" && input.whenExam < yesterday)
      throw new AppError(400, AUTH_MESSAGES.examInPast, {
        errors: [{ field: "whenExam", message: AUTH_MESSAGES.examInPast }],
      });
    await this.users.updateGoals(
      session.userId,
      { whenExam, targetScore: input.targetScore, ...(input.extendedTime ? { extendedTime: input.extendedTime } : {}) },
      this.now(),
    );
    return this.profile(session);
  }

  /** The token keeps the old name until it is refreshed; `authenticate` reads the new one at once. */
  async updateDetails(session: AuthSession, input: DetailsUpdate): Promise<Profile> {
    await this.users.updateDetails(session.userId, { name: input.name, mobile: input.mobile }, this.now());
    return this.profile(session);
  }

  async profile(session: AuthSession): Promise<Profile> {
    const user = await this.users.findById(session.userId);
    if (!user) throw new AppError(401, AUTH_MESSAGES.unauthorised);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      pendingEmail: await this.users.pendingEmail(user.id, this.now()),
      mobile: user.mobile,
      whenExam: user.whenExam?.toISOString() ?? null,
      targetScore: user.targetScore,
      extendedTime: user.extendedTime,
      proTill: user.proTill?.toISOString() ?? null,
      isPro: user.proTill !== null && user.proTill.getTime() > this.now().getTime(),
      createdAt: user.createdAt.toISOString(),
    };
  }
}
