import { expect, test } from "@playwright/test";
import { SignJWT } from "jose";
import { E2E_SSO_SECRET } from "../playwright.config";
import { logInThroughUi, signUpThroughApi, snap, uniqueEmail } from "./helpers";

test("the session ends at the token's expiry with 'Your Session Expired'", async ({ page }) => {
  const email = uniqueEmail("clock");
  await signUpThroughApi(page, email, "Kiran Das");
  await page.clock.install();
  await logInThroughUi(page, email);
  const expiry = Number(await page.evaluate(() => localStorage.getItem("expiryTime")));
  expect(expiry).toBeGreaterThan(Date.now());
  await page.clock.fastForward(expiry - Date.now() + 1000);
  await expect(page.getByRole("alert").filter({ hasText: "Your Session Expired" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await snap(page, "session-expired");
});

async function partnerToken(claims: Record<string, unknown>, lifetimeSeconds = 120, secret = E2E_SSO_SECRET) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(new TextEncoder().encode(secret));
}

test("the redirect login signs a partner's student in and goes to /practices", async ({ page }) => {
  const token = await partnerToken({ email: uniqueEmail("partner"), name: "Partner Student" });
  await page.goto(`/acme/true/${token}`);
  await expect(page).toHaveURL(/\/practices$/);
  await expect(page.getByRole("button", { name: /Account menu for Partner Student/ })).toBeVisible();
  await snap(page, "redirect-login-success");
});

test("a redirect login with a bad token shows the error page", async ({ page }) => {
  const token = await partnerToken({ email: uniqueEmail("forged"), name: "Forged" }, 120, "x".repeat(48));
  await page.goto(`/acme/true/${token}`);
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  await expect(page.getByText("Un Authorised")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await snap(page, "redirect-login-failure");
});
