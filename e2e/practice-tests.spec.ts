import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../playwright.config";
import { snap } from "./helpers";
import { MODULE_TITLES, choice, expectModule, footerCounter, newStudent, questionHeading } from "./runner-helpers";

const TESTS = [
  "Practice Test 1",
  "Practice Test 2",
  "Practice Test 3",
  "Practice Test 4",
  "Practice Test 5",
  "Practice Test 6",
];
const FREE = new Set(["Practice Test 1", "Practice Test 3"]);

/** The first words of a question's passage, as the pack holds it. */
function passageStart(file: string): string {
  const text = readFileSync(path.join(import.meta.dirname, "..", "content", "packs", file), "utf8");
  const passage = /## Passage\s+([^\n]+)/.exec(text)?.[1] ?? "";
  return passage.split(/\s+/).slice(0, 6).join(" ");
}

test("six tests are listed, two free; a PRO student starts Practice Test 6", async ({ page }) => {
  const email = await newStudent(page, "six-tests", "Mei Lin Chua");

  await page.goto("/practices");
  for (const name of TESTS) {
    const card = page.getByRole("article", { name, exact: true });
    await expect(card, name).toHaveCount(1);
    if (FREE.has(name)) await expect(card.getByRole("button", { name: "Start" }), name).toBeVisible();
    else await expect(card.getByText("Locked"), name).toBeVisible();
  }
  await snap(page, "practice-tests-six-free");

  const granted = await page.request.post("/api/admin/pro/grant", {
    data: { email, days: 30 },
    headers: { "x-admin-token": E2E_ADMIN_TOKEN },
  });
  expect(granted.status()).toBe(200);
  await page.reload();
  await expect(page.locator(".pro-badge")).toBeVisible();

  await page.goto("/practices");
  const six = page.getByRole("article", { name: "Practice Test 6", exact: true });
  await expect(six.getByText("Locked")).toHaveCount(0);
  await six.getByRole("button", { name: "Start" }).click();
  const intro = page.getByRole("dialog", { name: "Practice Test 6" });
  await intro.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page).toHaveURL(/\/practices\/practice-test-6$/);
  await expectModule(page, MODULE_TITLES.writingModule1);
  await expect(questionHeading(page, 1)).toBeVisible();
  await expect(footerCounter(page)).toHaveText("Questions 1 of 27");
  await expect(page.getByText(passageStart("practice-test-6/reading-writing/module1/01.md"))).toBeVisible();
  await choice(page, "A").click();
  await expect(choice(page, "A")).toBeChecked();
  await snap(page, "practice-test-6-first-question");
});
