import { expect, test, type Page } from "@playwright/test";
import { snap } from "./helpers";
import { MODULE_TITLES, TEST_ID, expectModule, newStudent, openReview, startFromList } from "./runner-helpers";

/**
 * Holds every save until released, so the server's clock cannot re-sync the fast-forwarded one.
 * Once released the route lets everything through.
 */
async function holdSaves(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/test/savetest", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test("a hidden timer comes back for the last 5 minutes, and time running out moves the test on", async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await newStudent(page, "timing", "Tara Singh");
  await startFromList(page);

  await page.getByRole("button", { name: "Hide timer" }).click();
  await expect(page.getByRole("timer", { name: "Time remaining" })).not.toHaveText(/^\d\d:\d\d$/);
  const release = await holdSaves(page);
  await page.clock.fastForward("27:30");
  await expect(page.getByRole("timer", { name: "Time remaining" })).toHaveText(/^04:\d\d$/);
  await expect(page.getByRole("button", { name: "Show timer" })).toBeHidden();
  // Said to screen readers, and shown to everyone without blocking the question.
  await expect(page.locator("[aria-live]").getByText("5 minutes remaining in this module.")).toBeAttached();
  const warning = page.locator(".time-alert");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("5 minutes remaining in this module.");
  await snap(page, "runner-last-five-minutes");
  await warning.getByRole("button", { name: "Dismiss" }).click();
  await expect(warning).toBeHidden();
  // The last 30 seconds are shown and said too.
  await page.clock.fastForward("04:05");
  await expect(warning).toContainText("30 seconds remaining in this module.");
  await expect(page.locator("[aria-live]").getByText("30 seconds remaining in this module.")).toBeAttached();
  release();

  // Reading and Writing module 1 runs out: module 2 starts.
  await page.clock.fastForward("32:00");
  await expectModule(page, MODULE_TITLES.writingModule2);
  await openReview(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Practice Test Break" })).toBeVisible();
  await page.getByRole("button", { name: "Resume Testing" }).click();
  await expectModule(page, MODULE_TITLES.mathModule1);
  await openReview(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expectModule(page, MODULE_TITLES.mathModule2);

  // Math module 2 runs out: the test is submitted and the result opens.
  await page.clock.fastForward("35:00");
  await expect(page).toHaveURL(new RegExp(`/practices/results/${TEST_ID}$`));
});
