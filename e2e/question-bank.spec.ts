import { expect, test } from "@playwright/test";
import { snap } from "./helpers";
import { newStudent } from "./runner-helpers";

test("the question bank lists every skill by section and domain with its number of questions", async ({ page }) => {
  await newStudent(page, "bank", "Ines Duarte");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Question Bank" }).click();
  await expect(page).toHaveURL(/\/categories$/);

  const rw = page.getByRole("region", { name: /Reading and Writing/ });
  const math = page.getByRole("region", { name: /^Math/ });
  await expect(rw.getByRole("heading", { level: 3 })).toHaveText([
    "Information and Ideas",
    "Craft and Structure",
    "Expression of Ideas",
    "Standard English Conventions",
  ]);
  await expect(math.getByRole("heading", { level: 3 })).toHaveText([
    "Algebra",
    "Advanced Math",
    "Problem-Solving and Data Analysis",
    "Geometry and Trigonometry",
  ]);
  await expect(rw.getByRole("listitem")).toHaveCount(10);
  await expect(math.getByRole("listitem")).toHaveCount(19);
  const words = rw.getByRole("listitem").filter({ hasText: "Words in Context" });
  await expect(words).toContainText("30 questions");
  await expect(words.getByLabel("10 easy, 10 medium, 10 hard")).toBeVisible();
  await expect(words.getByRole("link", { name: "Words in Context", exact: true })).toHaveAttribute(
    "href",
    "/categories/words-in-context",
  );
  await snap(page, "question-bank-list");

  // Filters: one difficulty, or only the questions last answered wrong (none yet).
  await page.getByRole("radio", { name: "Hard" }).check();
  await expect(words).toContainText("10 hard questions");
  await expect(words.getByRole("link", { name: "Words in Context", exact: true })).toHaveAttribute(
    "href",
    "/categories/words-in-context?difficulty=H",
  );
  await page.getByRole("radio", { name: "All" }).check();
  await expect(page).toHaveURL(/\/categories$/);
  const onlyWrong = page.getByRole("checkbox", { name: "Only questions I got wrong" });
  await onlyWrong.click();
  await expect(onlyWrong).toBeChecked();
  await expect(page).toHaveURL(/\?onlyWrong=true$/);
  await expect(words).toContainText("0 questions to retry");
  await expect(words.getByRole("link", { name: "Words in Context", exact: true })).toHaveCount(0);
  await onlyWrong.click();
  await expect(onlyWrong).not.toBeChecked();

  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(math.getByRole("link", { name: "Circles", exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
  await snap(page, "question-bank-list-tablet");
});
