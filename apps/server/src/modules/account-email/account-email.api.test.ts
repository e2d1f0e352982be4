import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EMAIL_LINK_MESSAGE, EMAIL_RATE_LIMIT } from "@sat/core";
import { startMailbox, linkIn, type Mailbox } from "../../../../../scripts/test-mailbox.mjs";
import { smtpMailer } from "../../mail/mailer.js";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../../test/test-server.js";

const APP_URL = "https://sat.example.test";
const FROM = "SAT Practice <no-reply@sat.example.test>";
const NEW_PASSWORD = "cobalt-meadow-8842";
const RESET = `${APP_URL}/reset-password?token=`;
const VERIFY = `${APP_URL}/verify-email?token=`;
const FORGOT_ANSWER = {
  message:
    "If an account uses that email, we have sent it a link to choose a new password. The link works for 30 minutes.",
};

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe.each(databaseTargets())("emailed links over HTTP with a real SMTP server on %s", (target) => {
  let server: TestServer;
  let mailbox: Mailbox;
  /** The server's clock runs this far ahead of the wall clock. */
  let offset = 0;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(target, {
      mailer: smtpMailer(mailbox.url, FROM),
      appUrl: APP_URL,
      now: () => new Date(Date.now() + offset),
    });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });
  // Each test starts in a fresh rate-limit window (every request comes from 127.0.0.1).
  beforeEach(() => {
    offset += (EMAIL_RATE_LIMIT.windowSeconds + 60) * 1000;
  });

  const signUp = async (name: string) => {
    const userName = `${name}@example.com`;
    const res = await server.request("POST", "/api/auth/signup", { body: { userName, password: TEST_PASSWORD, name } });
    expect(res.status).toBe(201);
    return userName;
  };
  const login = (userName: string, password = TEST_PASSWORD) =>
    server.request("POST", "/api/auth/login", { body: { userName, password } });
  const tokenFor = async (userName: string, password = TEST_PASSWORD) => {
    const res = await login(userName, password);
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  const forgot = (userName: string) => server.request("POST", "/api/auth/forgot-password", { body: { userName } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    server.request("POST", "/api/auth/reset-password", { body: { token, password } });
  const verify = (token: string) => server.request("POST", "/api/auth/verify-email", { body: { token } });
  const me = async (token: string) => (await server.request("GET", "/api/auth/me", { token })).body.data;

  it("sends a verification email after sign-up; the account works at once and the link verifies it once", async () => {
    const email = await signUp("verify.me");
    const token = await tokenFor(email);
    expect(await me(token)).toMatchObject({ email, emailVerified: false, pendingEmail: null });
    const mail = await mailbox.next(email, /Confirm your email/);
    expect(mail.from).toBe(`"SAT Practice" <no-reply@sat.example.test>`);
    expect(mail.subject).toBe("Confirm your email for SAT Practice");
    expect(mail.text).toContain("Thanks for creating a SAT Practice account");
    expect(mail.html).toContain("Confirm my email");
    const link = linkIn(mail, VERIFY);
    expect(mail.html).toContain(link);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const used = await verify(tokenOf(link));
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ message: "Your email address is verified.", email });
    expect(await me(token)).toMatchObject({ emailVerified: true });
    const again = await verify(tokenOf(link));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: 400, message: EMAIL_LINK_MESSAGE });
    const resend = await server.request("POST", "/api/auth/resend-verification", { token });
    expect(resend.status).toBe(409);
  });

  it("resends the verification link; the newest and the first both work until one is used, then it stops", async () => {
    const email = await signUp("resend.me");
    const token = await tokenFor(email);
    const first = linkIn(await mailbox.next(email, /Confirm your email/), VERIFY);
    const res = await server.request("POST", "/api/auth/resend-verification", { token });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(`We have sent a new link to ${email}.`);
    const second = linkIn(await mailbox.next(email, /Confirm your email/), VERIFY);
    expect(second).not.toBe(first);
    expect((await verify(tokenOf(second))).status).toBe(200);
    expect(await me(token)).toMatchObject({ emailVerified: true });
    expect((await verify(tokenOf(first))).status).toBe(200);
  });

  it("resets a password through the emailed link once: other sessions end, the old password fails, the new one works", async () => {
    const email = await signUp("forgetful");
    const phone = await tokenFor(email);
    const laptop = await tokenFor(email);
    const res = await forgot(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(FORGOT_ANSWER);
    const mail = await mailbox.next(email, /Reset your/);
    expect(mail.subject).toBe("Reset your SAT Practice password");
    expect(mail.text).toContain("asked to reset the password of your SAT Practice account");
    expect(mail.text).toContain("30 minutes");
    const link = linkIn(mail, RESET);

    const weak = await reset(tokenOf(link), "password123");
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: "password", message: expect.stringContaining("too common") }]);
    expect((await me(phone)).email).toBe(email);

    const done = await reset(tokenOf(link));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      isLogin: true,
      token: expect.any(String),
      message: "Your password has been changed. You are logged in.",
    });
    expect(await me(done.body.token)).toMatchObject({ email, emailVerified: true });
    for (const old of [phone, laptop])
      expect((await server.request("GET", "/api/auth/me", { token: old })).status).toBe(401);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const twice = await reset(tokenOf(link), "another-river-7731");
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ message: EMAIL_LINK_MESSAGE });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("answers an unknown account exactly as a known one, and mails only the known one", async () => {
    const email = await signUp("known");
    const known = await forgot(email);
    const unknown = await forgot("nobody.here@example.com");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await mailbox.next(email, /Reset your/);
    await server.app.services.accountEmail.settle();
    expect(mailbox.received.filter((m) => m.to.includes("nobody.here@example.com"))).toEqual([]);
  });

  it("refuses a reset link after 30 minutes and a verification link after 24 hours", async () => {
    const email = await signUp("slow.reader");
    const verifyLink = linkIn(await mailbox.next(email, /Confirm your email/), VERIFY);
    await forgot(email);
    const early = linkIn(await mailbox.next(email, /Reset your/), RESET);
    offset += 29 * 60_000;
    await forgot(email);
    const late = linkIn(await mailbox.next(email, /Reset your/), RESET);
    offset += 2 * 60_000; // the first link is 31 minutes old, the second 2.
    const expired = await reset(tokenOf(early));
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(EMAIL_LINK_MESSAGE);
    expect((await login(email)).status).toBe(200);
    expect((await reset(tokenOf(late))).status).toBe(200);

    offset += 24 * 3_600_000;
    const stale = await verify(tokenOf(verifyLink));
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(EMAIL_LINK_MESSAGE);
  });

  it("answers malformed, unknown, missing and wrong-kind tokens with the one message and changes nothing", async () => {
    const email = await signUp("prober");
    const verifyLink = linkIn(await mailbox.next(email, /Confirm your email/), VERIFY);
    await forgot(email);
    const resetLink = linkIn(await mailbox.next(email, /Reset your/), RESET);
    const bad = ["abc", "A".repeat(43), "x".repeat(5000), "", "../../etc/passwd-and-then-some-more-chars-xx"];
    for (const token of bad) {
      for (const res of [await reset(token), await verify(token)]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 400, title: "Bad Request", message: EMAIL_LINK_MESSAGE });
      }
    }
    const missing = await server.request("POST", "/api/auth/verify-email", { body: {} });
    expect(missing.body).toMatchObject({ status: 400, message: EMAIL_LINK_MESSAGE });
    // Each link opens only its own door.
    expect((await reset(tokenOf(verifyLink))).body.message).toBe(EMAIL_LINK_MESSAGE);
    expect((await verify(tokenOf(resetLink))).body.message).toBe(EMAIL_LINK_MESSAGE);
    expect((await login(email)).status).toBe(200);
    expect((await reset(tokenOf(resetLink))).status).toBe(200);
    expect((await verify(tokenOf(verifyLink))).status).toBe(200);
  });

  it("refuses over-long and malformed fields with field messages", async () => {
    const long = await forgot(`${"a".repeat(250)}@example.com`);
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: "userName", message: "Email must be at most 254 characters" }]);
    const token = await tokenFor(await signUp("fields"));
    const change = await server.request("POST", "/api/auth/change-email", {
      token,
      body: { newEmail: "not-an-email", password: "x".repeat(2000) },
    });
    expect(change.status).toBe(400);
    expect(change.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["newEmail", "password"]);
  });

  it("rate-limits reset emails per account, known or not, with 429", async () => {
    for (const userName of [await signUp("limited"), "ghost@example.com"]) {
      for (let i = 0; i < EMAIL_RATE_LIMIT.maxFailuresPerAccount; i++)
        expect((await forgot(userName)).status).toBe(200);
      const blocked = await forgot(userName);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toContain("Too many emails asked for");
      expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
    }
    await server.app.services.accountEmail.settle();
    expect(
      mailbox.received.filter((m) => m.to.includes("limited@example.com") && /Reset/.test(m.subject)),
    ).toHaveLength(EMAIL_RATE_LIMIT.maxFailuresPerAccount);
  });

  it("changes the email only once the new address's link is used, and tells the old address", async () => {
    const email = await signUp("mover");
    const token = await tokenFor(email);
    const change = (body: object) => server.request("POST", "/api/auth/change-email", { token, body });

    const wrong = await change({ newEmail: "moved@example.com", password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: "password", message: "This is not your current password" }]);
    const same = await change({ newEmail: email.toUpperCase(), password: TEST_PASSWORD });
    expect(same.body.errors).toEqual([{ field: "newEmail", message: "This is already your email address" }]);
    const taken = await change({ newEmail: await signUp("occupied"), password: TEST_PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ field: "newEmail", message: expect.stringContaining("already exists") }]);

    const asked = await change({ newEmail: "Moved@Example.com", password: TEST_PASSWORD });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({
      message: "We have sent a link to moved@example.com. Your email address changes when you use it.",
      pendingEmail: "moved@example.com",
    });
    expect(await me(token)).toMatchObject({ email, pendingEmail: "moved@example.com" });
    const mail = await mailbox.next("moved@example.com", /new email/);
    expect(mail.text).toContain("You asked to use this address for your SAT Practice account");
    expect((await login(email)).status).toBe(200);

    const used = await verify(tokenOf(linkIn(mail, VERIFY)));
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ message: "Your email address has been changed.", email: "moved@example.com" });
    expect(await me(token)).toMatchObject({ email: "moved@example.com", emailVerified: true, pendingEmail: null });
    expect((await login(email)).status).toBe(401);
    expect((await login("moved@example.com")).status).toBe(200);
    const notice = await mailbox.next(email, /was changed/);
    expect(notice.text).toContain("was changed to moved@example.com");
  });

  it("answers 409 when the new address was taken before its link was used, and keeps the old one", async () => {
    const email = await signUp("late.mover");
    const token = await tokenFor(email);
    const asked = await server.request("POST", "/api/auth/change-email", {
      token,
      body: { newEmail: "contested@example.com", password: TEST_PASSWORD },
    });
    expect(asked.status).toBe(200);
    const link = linkIn(await mailbox.next("contested@example.com", /new email/), VERIFY);
    await signUp("contested");
    const res = await verify(tokenOf(link));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 409, message: expect.stringContaining("already exists") });
    expect(await me(token)).toMatchObject({ email });
  });
});

describe("forgot password timing", () => {
  it("answers before the mail is delivered, so a slow mail server does not tell known accounts apart", async () => {
    const slowMailbox = await startMailbox({ delayMs: 800 });
    const server = await startTestServer("pglite", { mailer: smtpMailer(slowMailbox.url, FROM), appUrl: APP_URL });
    try {
      await server.request("POST", "/api/auth/signup", {
        body: { userName: "timed@example.com", password: TEST_PASSWORD, name: "Timed" },
      });
      await server.app.services.accountEmail.settle();
      const timed = async (userName: string) => {
        const started = performance.now();
        const res = await server.request("POST", "/api/auth/forgot-password", { body: { userName } });
        expect(res.status).toBe(200);
        return performance.now() - started;
      };
      const known = await timed("timed@example.com");
      const unknown = await timed("untimed@example.com");
      expect(known).toBeLessThan(500);
      expect(Math.abs(known - unknown)).toBeLessThan(400);
      await slowMailbox.next("timed@example.com", /Reset your/);
    } finally {
      await server.close();
      await slowMailbox.close();
    }
  });
});

describe("a mail server that cannot be reached", () => {
  it("answers 503 to a student waiting for a link, and still the same 200 to forgot password", async () => {
    const closed = await startMailbox();
    const url = closed.url;
    await closed.close();
    const server = await startTestServer("pglite", { mailer: smtpMailer(url, FROM), appUrl: APP_URL });
    try {
      const token = await server.signIn("unlucky");
      const resend = await server.request("POST", "/api/auth/resend-verification", { token });
      expect(resend.status).toBe(503);
      expect(resend.body).toMatchObject({
        status: 503,
        message: "We could not send the email just now. Please try again in a few minutes.",
      });
      const change = await server.request("POST", "/api/auth/change-email", {
        token,
        body: { newEmail: "elsewhere@example.com", password: TEST_PASSWORD },
      });
      expect(change.status).toBe(503);
      const me = await server.request("GET", "/api/auth/me", { token });
      expect(me.body.data).toMatchObject({ email: "unlucky@example.com", pendingEmail: null });
      const forgot = await server.request("POST", "/api/auth/forgot-password", {
        body: { userName: "unlucky@example.com" },
      });
      expect(forgot.status).toBe(200);
      expect(forgot.body).toEqual(FORGOT_ANSWER);
      await server.app.services.accountEmail.settle();
    } finally {
      await server.close();
    }
  });
});
