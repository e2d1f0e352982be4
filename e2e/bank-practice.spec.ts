import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { snap } from "./helpers";
import { newStudent } from "./runner-helpers";

const LETTERS = ["A", "B", "C", "D"] as const;
/** The key of a bank question, read from its pack file (the browser never receives it). */
function keyOf(file: string): (typeof LETTERS)[number] {
  const text = readFileSync(
    path.join(import.meta.dirname, "../content/packs/question-bank/reading-writing/transitions", file),
    "utf8",
  );
  const letter = /^answer: ([A-D])$/m.exec(text)?.[1];
  const key = LETTERS.find((l) => l === letter);
  if (!key) throw new Error(`no key in ${file}`);
  return key;
}
// A free student practises the first easy, medium and hard question: files 01, 04 and 07.
const KEYS = [keyOf("01.md"), keyOf("04.md"), keyOf("07.md")];
const wrongOf = (key: string) => LETTERS.find((l) => l !== key) ?? "A";

const option = (page: Page, letter: string) => page.getByRole("radio", { name: new RegExp(`^${letter}:`) });
const mainButton = (page: Page) => page.getByRole("button", { name: /^(Check|Check Again|Next)$/ });

async function answerRight(page: Page, n: number) {
  await expect(page.getByRole("heading", { name: `Question ${n} of 3` })).toBeVisible();
  await option(page, KEYS[n - 1] ?? "A").click();
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(mainButton(page)).toHaveText("Next");
}

test("a student practises a bank: wrong then right, the explanation, Save & Exit, resume, finish", async ({ page }) => {
  test.setTimeout(120_000);
  await newStudent(page, "bank-practice", "Tomas Ruiz");
  await page.goto("/categories");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Transitions", exact: true }) });
  await expect(row).toContainText("Not started");
  await row.getByRole("link", { name: "Transitions", exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/transitions$/);
  await expect(page.getByRole("heading", { name: "Question Bank", level: 1 })).toBeVisible();
  await expect(page.getByText("Expression of Ideas")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Question 1 of 3" })).toBeVisible();
  await expect(page.getByText(/27 more questions in this bank with PRO/)).toBeVisible();

  // Nothing chosen: the spec's alert.
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select an option");

  // Wrong: red and 'Check Again'; changing the choice clears it; right: green and 'Next'.
  const key = KEYS[0] ?? "A";
  await option(page, wrongOf(key)).click();
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByText("Incorrect", { exact: true })).toBeVisible();
  await expect(mainButton(page)).toHaveText("Check Again");
  await snap(page, "bank-practice-incorrect");
  await option(page, key).click();
  await expect(mainButton(page)).toHaveText("Check");
  await expect(page.getByText("Incorrect", { exact: true })).toHaveCount(0);
  await mainButton(page).click();
  await expect(page.getByText("Correct", { exact: true })).toBeVisible();
  await expect(mainButton(page)).toHaveText("Next");
  await snap(page, "bank-practice-correct");

  // The explanation, with the correct answer.
  await page.getByRole("button", { name: "Show Explanation" }).click();
  const dialog = page.getByRole("dialog", { name: "Explanation" });
  await expect(dialog.getByRole("heading", { name: "Correct Answer" })).toBeVisible();
  await expect(dialog).toContainText(`Choice ${key} is the best answer`);
  await snap(page, "bank-practice-explanation");
  await dialog.getByRole("button", { name: "Close dialog" }).click();
  await expect(dialog).toHaveCount(0);

  // Save & Exit after a correct check keeps the place after this question.
  await page.getByRole("button", { name: "Save & Exit" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(row).toContainText("Resume at question 2");
  await expect(row).toContainText("1 of 30 answered");

  // Coming back resumes there, on another page load too.
  await page.reload();
  await row.getByRole("link", { name: "Transitions", exact: true }).click();
  await answerRight(page, 2);
  await mainButton(page).click();
  await answerRight(page, 3);
  await snap(page, "bank-practice-last");
  await mainButton(page).click();

  // After the last question: completion is saved and the student is back on the list.
  await expect(page).toHaveURL(/\/categories$/);
  await expect(row).toContainText("Completed");
  await expect(row).toContainText("3 of 30 answered");
});

test("a typed answer is checked on the server, trimmed and in any equivalent form", async ({ page }) => {
  await newStudent(page, "bank-spr", "Lena Park");
  // The free medium question of this bank (linear-functions/04.md) is a student-produced response.
  const answer = /^answer: \["([^"]+)"/m.exec(
    readFileSync(path.join(import.meta.dirname, "../content/packs/question-bank/math/linear-functions/04.md"), "utf8"),
  )?.[1];
  await page.goto("/categories/linear-functions?difficulty=M");
  await expect(page.getByRole("heading", { name: "Question 1 of 1" })).toBeVisible();
  const box = page.getByPlaceholder("Your Answer..");
  await expect(box).toBeVisible();
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select an option");
  await box.fill("0");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(mainButton(page)).toHaveText("Check Again");
  await box.fill(`  ${answer ?? ""} `);
  await mainButton(page).click();
  await expect(mainButton(page)).toHaveText("Next");
  await snap(page, "bank-practice-spr");
});
