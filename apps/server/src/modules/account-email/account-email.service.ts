import { createHash, randomBytes } from "node:crypto";
import {
  EMAIL_LINK_LIFETIME,
  EMAIL_LINK_MESSAGE,
  EMAIL_LINK_PAGES,
  type ChangeEmailRequest,
  type LoginResponse,
  type VerifyEmailResponse,
} from "@sat/core";
import { AppError } from "../../http/errors.js";
import type { AuthSession } from "../../http/route.js";
import {
  confirmNewEmailEmail,
  emailChangedNotice,
  passwordResetEmail,
  verifyEmailEmail,
} from "../../mail/account-emails.js";
import type { MailMessage, Mailer } from "../../mail/mailer.js";
import { AUTH_MESSAGES, type AuthService } from "../auth/auth.service.js";
import type { LoginThrottle } from "../auth/login-throttle.js";
import { hashPassword, spendVerificationTime, verifyPassword } from "../auth/password-hash.js";
import type { UserRow, UsersRepository } from "../users/users.repository.js";
import { isUniqueViolation, type EmailTokenPurpose, type EmailTokensRepository } from "./email-tokens.repository.js";

export const ACCOUNT_EMAIL_MESSAGES = {
  forgotPassword: `If an account uses that email, we have sent it a link to choose a new password. The link works for ${EMAIL_LINK_LIFETIME.passwordResetMinutes} minutes.`,
  passwordChanged: "Your password has been changed. You are logged in.",
  verified: "Your email address is verified.",
  emailChanged: "Your email address has been changed.",
  alreadyVerified: "Your email address is already verified.",
  wrongPassword: "This is not your current password",
  sameEmail: "This is already your email address",
  noPassword: "Your account has no password yet. Use 'Forgot password?' on the login screen to set one.",
  mailFailed: "We could not send the email just now. Please try again in a few minutes.",
} as const;

/** 256 random bits; only this hash is stored, so the database alone cannot open a link. */
const newLinkToken = (): string => randomBytes(32).toString("base64url");
const hashLinkToken = (token: string): string => createHash("sha256").update(token).digest("hex");

const linkError = () => new AppError(400, EMAIL_LINK_MESSAGE);
const takenError = () =>
  new AppError(409, AUTH_MESSAGES.emailTaken, { errors: [{ field: "newEmail", message: AUTH_MESSAGES.emailTaken }] });

interface ErrorLogger {
  error(details: object, message: string): void;
}

export interface AccountEmailDeps {
  users: UsersRepository;
  tokens: EmailTokensRepository;
  auth: AuthService;
  /** Failed logins: a wrong current password on an email change counts as one. */
  loginThrottle: LoginThrottle;
  /** Emails asked for, per account and address, whether or not the account exists. */
  emailThrottle: LoginThrottle;
  mailer: Mailer;
  /** The web app's public address, the start of every link. */
  appUrl: string;
  now: () => Date;
  log: ErrorLogger;
}

/** Password resets, email verification and email changes: everything done with a link we mail. */
export class AccountEmailService {
  /** Mail sent after the answer (so timing tells nothing), awaited when the server closes. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: AccountEmailDeps) {}

  /**
   * The same answer, after the same work (throttle, count, look-up), whether or not the account
   * exists; the link is made and mailed after the answer has gone.
   */
  async forgotPassword(email: string, address: string): Promise<{ message: string }> {
    const { emailThrottle, users } = this.deps;
    await emailThrottle.assertAllowed(email, address);
    await emailThrottle.recordFailure(email, address);
    const user = await users.findByEmail(email);
    if (user) this.later(() => this.sendLink(user, "password-reset", user.email));
    return { message: ACCOUNT_EMAIL_MESSAGES.forgotPassword };
  }

  async resetPassword(token: string, password: string, userAgent: string): Promise<LoginResponse> {
    const passwordHash = await hashPassword(password);
    const now = this.deps.now();
    const userId = await this.deps.tokens.transaction(async (repo) => {
      const link = await repo.consume(hashLinkToken(token), ["password-reset"], now);
      // A link sent to an address the account no longer has opens nothing.
      if (!link || (await repo.ownerOf(link.email)) !== link.userId) return null;
      await repo.resetPassword(link.userId, passwordHash, link.email, now);
      return link.userId;
    });
    const user = userId ? await this.deps.users.findById(userId) : undefined;
    if (!user) throw linkError();
    const sessionToken = await this.deps.auth.issueToken(user, userAgent);
    return { isLogin: true, token: sessionToken, message: ACCOUNT_EMAIL_MESSAGES.passwordChanged };
  }

  /** A verification link confirms the address; a change link swaps the new address in (409 if taken meanwhile). */
  async verifyEmail(token: string): Promise<VerifyEmailResponse> {
    const now = this.deps.now();
    let notice: MailMessage | null = null;
    try {
      const result = await this.deps.tokens.transaction(async (repo) => {
        const link = await repo.consume(hashLinkToken(token), ["verify-email", "change-email"], now);
        if (!link) throw linkError();
        if (link.purpose === "verify-email") {
          // Verifying an address the account has since left opens nothing.
          if (!(await repo.markVerified(link.userId, link.email, now))) throw linkError();
          return { message: ACCOUNT_EMAIL_MESSAGES.verified, email: link.email };
        }
        if (await repo.emailTaken(link.email, link.userId)) throw takenError();
        const before = await repo.nameAndEmail(link.userId);
        if (!before) throw linkError();
        await repo.swapEmail(link.userId, link.email, now);
        await repo.retire(link.userId, "change-email", now);
        notice = emailChangedNotice(before.email, before.name, link.email);
        return { message: ACCOUNT_EMAIL_MESSAGES.emailChanged, email: link.email };
      });
      const sent: MailMessage | null = notice;
      if (sent) this.later(() => this.deps.mailer.send(sent));
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw takenError();
      throw error;
    }
  }

  async resendVerification(session: AuthSession, address: string): Promise<{ message: string }> {
    const user = await this.userOf(session);
    if (user.emailVerifiedAt) throw new AppError(409, ACCOUNT_EMAIL_MESSAGES.alreadyVerified);
    await this.deps.emailThrottle.assertAllowed(user.email, address);
    await this.deps.emailThrottle.recordFailure(user.email, address);
    await this.sendOrFail(() => this.sendLink(user, "verify-email", user.email));
    return { message: `We have sent a new link to ${user.email}.` };
  }

  async changeEmail(
    session: AuthSession,
    input: Required<ChangeEmailRequest>,
    address: string,
  ): Promise<{ message: string; pendingEmail: string }> {
    const { loginThrottle, emailThrottle, tokens } = this.deps;
    const user = await this.userOf(session);
    await loginThrottle.assertAllowed(user.email, address);
    if (!user.passwordHash) {
      await spendVerificationTime(input.password);
      throw new AppError(400, ACCOUNT_EMAIL_MESSAGES.noPassword, {
        errors: [{ field: "password", message: ACCOUNT_EMAIL_MESSAGES.noPassword }],
      });
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      await loginThrottle.recordFailure(user.email, address);
      throw new AppError(400, ACCOUNT_EMAIL_MESSAGES.wrongPassword, {
        errors: [{ field: "password", message: ACCOUNT_EMAIL_MESSAGES.wrongPassword }],
      });
    }
    if (input.newEmail === user.email)
      throw new AppError(400, ACCOUNT_EMAIL_MESSAGES.sameEmail, {
        errors: [{ field: "newEmail", message: ACCOUNT_EMAIL_MESSAGES.sameEmail }],
      });
    if (await tokens.emailTaken(input.newEmail, user.id)) throw takenError();
    await emailThrottle.assertAllowed(user.email, address);
    await emailThrottle.recordFailure(user.email, address);
    // Only the newest address asked for can be confirmed.
    await tokens.retire(user.id, "change-email", this.deps.now());
    await this.sendOrFail(
      () => this.sendLink(user, "change-email", input.newEmail),
      // A link that never arrived must not show as an address waiting for confirmation.
      () => tokens.retire(user.id, "change-email", this.deps.now()),
    );
    return {
      message: `We have sent a link to ${input.newEmail}. Your email address changes when you use it.`,
      pendingEmail: input.newEmail,
    };
  }

  /** After sign-up: the account works at once, the link only confirms the address. */
  sendVerificationLater(user: UserRow): void {
    this.later(() => this.sendLink(user, "verify-email", user.email));
  }

  /** Resolves once every mail started so far has been sent or has failed (server shutdown, tests). */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async sendLink(user: UserRow, purpose: EmailTokenPurpose, to: string): Promise<void> {
    const token = newLinkToken();
    const now = this.deps.now();
    const resetting = purpose === "password-reset";
    const lifetimeMs = resetting
      ? EMAIL_LINK_LIFETIME.passwordResetMinutes * 60_000
      : EMAIL_LINK_LIFETIME.verifyEmailHours * 3_600_000;
    await this.deps.tokens.insert({
      userId: user.id,
      purpose,
      tokenHash: hashLinkToken(token),
      email: to,
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
    });
    const page = resetting ? EMAIL_LINK_PAGES.resetPassword : EMAIL_LINK_PAGES.verifyEmail;
    const link = `${this.deps.appUrl}${page}?token=${token}`;
    const message = resetting
      ? passwordResetEmail(to, user.name, link, EMAIL_LINK_LIFETIME.passwordResetMinutes)
      : purpose === "verify-email"
        ? verifyEmailEmail(to, user.name, link, EMAIL_LINK_LIFETIME.verifyEmailHours)
        : confirmNewEmailEmail(to, user.name, link, EMAIL_LINK_LIFETIME.verifyEmailHours);
    await this.deps.mailer.send(message);
  }

  /** A student waiting for the mail hears when it could not be sent (503, safe to retry). */
  private async sendOrFail(send: () => Promise<void>, undo?: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.deps.log.error({ err: error }, "email could not be sent");
      await undo?.();
      throw new AppError(503, ACCOUNT_EMAIL_MESSAGES.mailFailed);
    }
  }

  private later(work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.deps.log.error({ err: error }, "email could not be sent"))
      .finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  private async userOf(session: AuthSession): Promise<UserRow> {
    const user = await this.deps.users.findById(session.userId);
    if (!user) throw new AppError(401, AUTH_MESSAGES.unauthorised);
    return user;
  }
}
