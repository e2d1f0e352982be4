import { expect, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";

const screenshotDir = path.join(import.meta.dirname, "screenshots");

/** Every test leaves screenshots behind so a person can look at what it saw. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** The guide's three screen sizes: laptop, tablet, phone. */
const SCREEN_SIZES = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;

/** Screenshots `<name>-<width>` at each screen size (and any check there), then back to the laptop. */
export async function snapAtEachSize(
  page: Page,
  name: string,
  check?: (width: number) => Promise<void>,
): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await snap(page, `${name}-${size.width}`);
    await check?.(size.width);
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const STRONG_PASSWORD = "maple-harbor-7319";

export async function signUpThroughApi(page: Page, email: string, name: string): Promise<void> {
  const res = await page.request.post("/api/auth/signup", {
    data: { userName: email, password: STRONG_PASSWORD, name },
  });
  expect(res.status()).toBe(201);
}

export async function logInThroughUi(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
