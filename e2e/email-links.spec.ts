import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { linkIn, startMailbox, type Mailbox } from "../scripts/test-mailbox.mjs";
import { freePort, startServer, stopServer } from "../scripts/server-process.mjs";
import { STRONG_PASSWORD, snap, uniqueEmail } from "./helpers";

/**
 * The built app started as `npm start` runs it, with SMTP_URL pointing at a real SMTP server this
 * file starts: the emails really leave the server, and the test follows their links in Chromium.
 */
let mailbox: Mailbox;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let base = "";
const NEW_PASSWORD = "harbour-lilac-6610";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mailbox = await startMailbox();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer({
    port,
    env: {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "sat-e2e-mail-")),
      SMTP_URL: mailbox.url,
      MAIL_FROM: "SAT Practice <no-reply@sat.example.test>",
      APP_URL: base,
      LOG_LEVEL: "warn",
    },
  });
});
test.afterAll(async () => {
  await stopServer(server);
  await mailbox.close();
});

const api = (page: Page, route: string, data: object) => page.request.post(`${base}/api${route}`, { data });

async function signUp(page: Page, email: string, name: string) {
  expect((await api(page, "/auth/signup", { userName: email, password: STRONG_PASSWORD, name })).status()).toBe(201);
}

async function logIn(page: Page, email: string) {
  await page.goto(`${base}/login`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("forgot password: from the sign-in panel to a new password through the emailed link, once", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("forgot");
  await signUp(page, email, "Lena Park");
  // Signed in on another device, which the reset must sign out.
  const other = await browser.newPage();
  await logIn(other, email);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(`${base}/login`);
    await snap(page, `login-forgot-link-${width}`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Please Enter Valid Email Ex:")).toBeVisible();
    await snap(page, `forgot-password-invalid-${width}`);
  }
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("If an account uses that email");
  await snap(page, "forgot-password-sent-390");

  const mail = await mailbox.next(email, /Reset your SAT Practice password/);
  const link = linkIn(mail, `${base}/reset-password?token=`);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("password123");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("This password is too common")).toBeVisible();
  await snap(page, "reset-password-weak-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, "reset-password-weak-1280");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: /Account menu for Lena Park/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();

  // The other device's session has ended; the old password no longer works, the new one does.
  const otherToken = await other.evaluate(() => localStorage.getItem("token"));
  const me = await page.request.get(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${otherToken}` } });
  expect(me.status()).toBe(401);
  expect((await api(page, "/auth/login", { userName: email, password: STRONG_PASSWORD })).status()).toBe(401);
  expect((await api(page, "/auth/login", { userName: email, password: NEW_PASSWORD })).status()).toBe(200);

  // The link works once.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("another-orchid-4471");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This link has expired or was already used");
  await expect(page.getByRole("link", { name: "Send me a new link" })).toBeVisible();
  await snap(page, "reset-password-used-1280");
  await other.close();
});

test("verify email from the dashboard's notice, then change the address on the profile", async ({ page }) => {
  const email = uniqueEmail("verify");
  await signUp(page, email, "Omar Said");
  await logIn(page, email);
  const notice = page.getByRole("complementary", { name: "Verify your email" });
  await expect(notice).toContainText(`We sent a link to ${email}`);
  await notice.getByRole("button", { name: "Resend" }).click();
  await expect(notice.getByRole("status")).toHaveText(`We have sent a new link to ${email}.`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, "verify-email-notice-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, "verify-email-notice-1280");
  await mailbox.next(email, /Confirm your email/);
  const resent = await mailbox.next(email, /Confirm your email/);
  await page.goto(linkIn(resent, `${base}/verify-email?token=`));
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
  await snap(page, "verify-email-done-1280");
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Score history" })).toBeVisible();
  await expect(notice).toHaveCount(0);

  await page.goto(`${base}/profile`);
  const card = page.getByRole("form", { name: "Email address" });
  await expect(card).toContainText("Verified");
  const taken = uniqueEmail("taken");
  await signUp(page, taken, "Someone Else");
  await card.getByLabel("New email").fill(taken);
  await card.getByLabel("Current password").fill(STRONG_PASSWORD);
  await card.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(card.getByText("An account with this email already exists")).toBeVisible();
  const moved = uniqueEmail("moved");
  await card.getByLabel("New email").fill(moved);
  await card.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(card.getByRole("status")).toContainText(`We have sent a link to ${moved}`);
  await snap(page, "email-change-sent-1280");
  await page.reload();
  await expect(card).toContainText(`Waiting for you to confirm ${moved}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, "email-change-pending-390");

  const confirm = await mailbox.next(moved, /Confirm your new email/);
  await page.goto(linkIn(confirm, `${base}/verify-email?token=`));
  await expect(page.getByRole("status")).toContainText(`You log in with ${moved}.`);
  await page.goto(`${base}/profile`);
  await expect(card).toContainText(`You log in with ${moved}`);
  expect((await api(page, "/auth/login", { userName: moved, password: STRONG_PASSWORD })).status()).toBe(200);
  await mailbox.next(email, /was changed/);
});

test("without SMTP_URL the server writes each email's recipient, subject and link to its log, and the link works", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const logged: { to: string; subject: string; link: string }[] = [];
  const child = await startServer({
    port,
    env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "sat-e2e-nomail-")), LOG_LEVEL: "info", SMTP_URL: "" },
  });
  let pending = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; mail?: { to: string; subject: string; link: string } };
        if (entry.msg === "email not sent (no SMTP_URL)" && entry.mail) logged.push(entry.mail);
      } catch {
        // Not a JSON log line.
      }
    }
  });
  try {
    const local = `http://127.0.0.1:${port}`;
    const email = uniqueEmail("nosmtp");
    const signup = await request.post(`${local}/api/auth/signup`, {
      data: { userName: email, password: STRONG_PASSWORD, name: "No Mail" },
    });
    expect(signup.status()).toBe(201);
    expect((await request.post(`${local}/api/auth/forgot-password`, { data: { userName: email } })).status()).toBe(200);
    await expect.poll(() => logged.map((m) => m.subject)).toContain("Reset your SAT Practice password");
    const entry = logged.find((m) => m.subject === "Reset your SAT Practice password");
    expect(entry?.to).toBe(email);
    expect(entry?.link).toMatch(new RegExp(`^http://localhost:${port}/reset-password\\?token=[\\w-]{43}$`));
    expect(logged.map((m) => m.subject)).toContain("Confirm your email for SAT Practice");
    const token = new URL(entry?.link ?? "").searchParams.get("token");
    const reset = await request.post(`${local}/api/auth/reset-password`, { data: { token, password: NEW_PASSWORD } });
    expect(reset.status()).toBe(200);
  } finally {
    await stopServer(child);
  }
});
