import { expect, test } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../playwright.config";
import { snap } from "./helpers";
import { newStudent } from "./runner-helpers";

test("a free student redeems a code: the PRO badge appears and the PRO test and banks unlock, without logging out", async ({
  page,
}) => {
  await newStudent(page, "pro-code", "Asha Rao");
  const created = await page.request.post("/api/admin/codes", {
    data: { days: 30 },
    headers: { "x-admin-token": E2E_ADMIN_TOKEN },
  });
  expect(created.status()).toBe(200);
  const [code] = ((await created.json()) as { data: { codes: string[] } }).data.codes;

  await page.goto("/practices");
  const pro = page.getByRole("article", { name: "Practice Test 2" });
  await expect(pro.getByText("Locked")).toBeVisible();
  await expect(page.locator(".pro-badge")).toHaveCount(0);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page.getByRole("article", { name: "Free" })).toContainText("Your plan");
  await page.getByRole("article", { name: "PRO Monthly" }).getByRole("button", { name: "Get PRO" }).click();
  const field = page.getByRole("textbox", { name: "PRO code" });
  await expect(field).toBeFocused();

  // Field-level messages first: a malformed code, then one that does not exist.
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter your code");
  await field.fill("ABCD-EFGH-JKLM");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByRole("alert")).toContainText("does not exist");
  await snap(page, "pricing-code-error");

  await field.fill((code ?? "").toLowerCase());
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByText(/PRO is active until/).first()).toBeVisible();
  await expect(page.locator(".pro-badge")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^PRO until / })).toBeVisible();
  await snap(page, "pricing-pro");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Practice Tests" }).click();
  await expect(pro.getByText("Locked")).toHaveCount(0);
  await expect(pro.getByRole("button", { name: "Start" })).toBeVisible();

  await page.goto("/categories/transitions");
  await expect(page.getByRole("heading", { name: "Question 1 of 30" })).toBeVisible();
  await expect(page.getByText(/more questions in this bank with PRO/)).toHaveCount(0);
});

test("a student made PRO by an admin sees the badge after the next token refresh, without logging out", async ({
  page,
}) => {
  const email = await newStudent(page, "pro-grant", "Kiran Das");
  await expect(page.locator(".pro-badge")).toHaveCount(0);
  const granted = await page.request.post("/api/admin/pro/grant", {
    data: { email, days: 7 },
    headers: { "x-admin-token": E2E_ADMIN_TOKEN },
  });
  expect(granted.status()).toBe(200);
  // The app refreshes its token when it starts (and when the window comes back into focus).
  await page.reload();
  await expect(page.locator(".pro-badge")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
