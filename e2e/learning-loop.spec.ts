import { expect, test } from "@playwright/test";
import { logInThroughUi, signUpThroughApi, snap, uniqueEmail } from "./helpers";
import { completeTestOverApi } from "./learning-helpers";

test("after two tests a student sees domains, score history, review and what to practise next", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("loop");
  await signUpThroughApi(page, email, "Nadia Khan");
  await completeTestOverApi(page.request, email, "practice-test-1");
  await completeTestOverApi(page.request, email, "practice-test-3");
  await logInThroughUi(page, email);

  // The dashboard: score history with a point per completed test, and its text alternative.
  const history = page.getByRole("region", { name: "Score history" });
  await expect(history.getByRole("heading", { name: "Score history" })).toBeVisible();
  await expect(history.getByRole("img", { name: /over 2 practice tests/ })).toBeVisible();
  await history.getByText("Show scores as a table").click();
  await expect(history.getByRole("table").getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("table")).toContainText("Practice Test 1");
  await expect(history.getByRole("table")).toContainText("Practice Test 3");
  await snap(page, "learning-dashboard");

  // The report: Knowledge and Skills above the table of questions.
  await page.goto("/practices/results/practice-test-3");
  const panel = page.getByRole("heading", { name: "Knowledge and Skills" });
  const table = page.getByRole("region", { name: "Table of questions" });
  await expect(panel).toBeVisible();
  await expect(page.getByRole("button", { name: /Information and Ideas/ })).toBeVisible();
  const panelTop = (await panel.boundingBox())?.y ?? Infinity;
  const tableTop = (await table.boundingBox())?.y ?? -Infinity;
  expect(panelTop).toBeLessThan(tableTop);
  await snap(page, "learning-report");

  // Print: no sidebar, the panel and the missed questions with explanations; a real PDF.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation").first()).toBeHidden();
  await expect(page.getByRole("heading", { name: "Knowledge and Skills" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print report" })).toBeHidden();
  // The review of the missed questions renders only once print media is asked for.
  await expect(page.getByRole("heading", { name: "Questions to review" })).toBeVisible();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(20_000);
  await page.emulateMedia({ media: "screen" });

  // Review mistakes serves a question missed in a test, checks it and says when it comes back.
  await page.goto("/categories/review");
  await expect(page.getByRole("heading", { name: "Review mistakes" })).toBeVisible();
  await expect(
    page.getByText(/Practice Test [13] · (Reading and Writing|Math) · Module [12] · Question \d+/),
  ).toBeVisible();
  const choices = page.getByRole("radio");
  if ((await choices.count()) > 0) await choices.first().click();
  else await page.getByPlaceholder("Your Answer..").fill("1");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByText(/Comes back on|Mastered/).first()).toBeVisible();
  await snap(page, "learning-review");

  // What next: a recommendation opens the bank at a difficulty that fits.
  await page.goto("/dashboard");
  const next = page.getByRole("region", { name: "What next" });
  await next
    .getByRole("link", { name: /Practise this skill/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/categories\/[a-z-]+\?difficulty=[EMH]$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
