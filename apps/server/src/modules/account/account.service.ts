import type {
  AccountExport,
  ChangePasswordRequest,
  DeleteAccountRequest,
  DeviceSession,
  SignOutSessionRequest,
} from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthSession } from "../../http/route.js";
import type { LoginThrottle } from "../auth/login-throttle.js";
import { hashPassword, verifyPassword } from "../auth/password-hash.js";
import type { UserRow, UsersRepository } from "../users/users.repository.js";
import type { AccountRepository, PersonalRows } from "./account.repository.js";
import { deviceNameOf } from "./device-name.js";

export const ACCOUNT_SERVICE_MESSAGES = {
  wrongPassword: "That is not your current password.",
  noPassword: "Your account has no password yet (you sign in through a partner). Set one with 'Forgot password' first.",
  sessionNotFound: "That device is not signed in to your account.",
  signedOutOne: "That device is signed out.",
  passwordChanged: "Your password is changed. Every other device was signed out.",
  accountDeleted: "Your account and everything in it are deleted.",
  unauthorised: "Your session has ended. Please log in again.",
} as const;

/** Which field a password check is about, so a wrong one shows under the field that holds it. */
type PasswordField = "currentPassword" | "password";

export class AccountService {
  constructor(
    private readonly repository: AccountRepository,
    private readonly users: UsersRepository,
    private readonly throttle: LoginThrottle,
    private readonly now: () => Date,
  ) {}

  async devices(session: AuthSession): Promise<DeviceSession[]> {
    const rows = await this.repository.activeSessions(session.userId, this.now());
    return rows.map((row) => ({
      id: row.id,
      ...deviceNameOf(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      current: row.id === session.sessionId,
    }));
  }

  /** Another student's session, an unknown one and one already ended are the same 404. */
  async signOut(session: AuthSession, input: SignOutSessionRequest): Promise<{ message: string; signedOut: number }> {
    const signedOut = await this.repository.revokeSession(session.userId, input.sessionId, this.now());
    if (signedOut === 0) throw new AppError(404, ACCOUNT_SERVICE_MESSAGES.sessionNotFound);
    return { message: ACCOUNT_SERVICE_MESSAGES.signedOutOne, signedOut };
  }

  async signOutOthers(session: AuthSession): Promise<{ message: string; signedOut: number }> {
    const signedOut = await this.repository.revokeOtherSessions(session.userId, session.sessionId, this.now());
    const message =
      signedOut === 0
        ? "No other device was signed in."
        : `${signedOut} other device${signedOut === 1 ? " was" : "s were"} signed out.`;
    return { message, signedOut };
  }

  /**
   * The current password is asked for so that a token left on a shared computer cannot take the
   * account over; every other session ends, since a changed password usually means a doubt about them.
   */
  async changePassword(
    session: AuthSession,
    input: ChangePasswordRequest,
    address: string,
  ): Promise<{ message: string }> {
    const user = await this.checkPassword(session, input.currentPassword, address, "currentPassword");
    await this.repository.changePassword(user.id, await hashPassword(input.newPassword), session.sessionId, this.now());
    return { message: ACCOUNT_SERVICE_MESSAGES.passwordChanged };
  }

  async exportData(session: AuthSession): Promise<AccountExport> {
    const user = await this.currentUser(session);
    return toExport(await this.repository.personalRows(user.id, user.email), this.now());
  }

  /** Everything goes in one transaction, sessions included, so the token that asked stops working too. */
  async deleteAccount(
    session: AuthSession,
    input: DeleteAccountRequest,
    address: string,
  ): Promise<{ message: string }> {
    const user = await this.checkPassword(session, input.password, address, "password");
    if (!(await this.repository.deleteAccount(user.id, user.email)))
      throw new AppError(401, ACCOUNT_SERVICE_MESSAGES.unauthorised);
    return { message: ACCOUNT_SERVICE_MESSAGES.accountDeleted };
  }

  private async currentUser(session: AuthSession): Promise<UserRow> {
    const user = await this.users.findById(session.userId);
    if (!user) throw new AppError(401, ACCOUNT_SERVICE_MESSAGES.unauthorised);
    return user;
  }

  /** Wrong passwords count with failed logins, so a stolen token cannot be used to guess the password. */
  private async checkPassword(
    session: AuthSession,
    password: string,
    address: string,
    field: PasswordField,
  ): Promise<UserRow> {
    const user = await this.currentUser(session);
    if (!user.passwordHash)
      throw new AppError(400, ACCOUNT_SERVICE_MESSAGES.noPassword, {
        errors: [{ field, message: ACCOUNT_SERVICE_MESSAGES.noPassword }],
      });
    await this.throttle.assertAllowed(user.email, address);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.throttle.recordFailure(user.email, address);
      throw new AppError(401, ACCOUNT_SERVICE_MESSAGES.wrongPassword, {
        errors: [{ field, message: ACCOUNT_SERVICE_MESSAGES.wrongPassword }],
      });
    }
    return user;
  }
}

function toExport(rows: PersonalRows, now: Date): AccountExport {
  const of = (list: Record<string, unknown>[], attemptId: unknown) => list.filter((r) => r.attemptId === attemptId);
  return {
    format: "sat-practice-personal-data",
    version: 1,
    exportedAt: now.toISOString(),
    profile: rows.profile ?? {},
    sessions: rows.sessions,
    attempts: rows.attempts.map((attempt) => ({
      attempt,
      answers: of(rows.attemptAnswers, attempt.id),
      results: of(rows.attemptResults, attempt.id),
      annotations: of(rows.attemptAnnotations, attempt.id),
      calculator: of(rows.attemptCalculator, attempt.id),
      toolSettings: of(rows.attemptToolSettings, attempt.id),
    })),
    questionBank: { practices: rows.bankSessions, checks: rows.bankChecks, questionStatus: rows.bankQuestionStatus },
    skillEvidence: rows.skillEvidence,
    reviewItems: rows.reviewItems,
    proCodeRedemptions: rows.codeRedemptions,
    failedLogins: rows.loginFailures,
    emailLinks: rows.emailLinks,
  };
}
