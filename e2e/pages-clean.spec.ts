import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { completeTestOverApi } from "./learning-helpers";
import { expectModule, MODULE_TITLES, newStudent } from "./runner-helpers";

const WIDTHS = [390, 768, 1280] as const;

/** Everything the browser says is wrong: console errors and warnings, uncaught errors, CSP violations. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`),
    );
  });
  return problems;
}

/** The layout shift of the page so far, as Lighthouse counts it (shifts right after an input left out). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 200);
      }),
  );

/**
 * The page at each width: settled, no serious axe finding, no sideways scrolling of the page, a
 * layout shift of at most 0.05, and nothing said on the console.
 */
async function checkPage(page: Page, path: string, problems: string[], settled: (page: Page) => Promise<void>) {
  for (const width of WIDTHS) {
    const at = `${path} at ${String(width)}px`;
    await page.setViewportSize({ width, height: width === 390 ? 844 : width === 768 ? 1024 : 800 });
    await page.goto(path);
    await settled(page);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), at).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(width);
    expect(await layoutShift(page), at).toBeLessThanOrEqual(0.05);
  }
  expect(problems.splice(0), path).toEqual([]);
}

const heading = (page: Page) => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

test("every public page at 390, 768 and 1280: no console error or warning, no CSP violation, no serious axe finding, no sideways scroll, layout shift at most 0.05", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const problems = collectProblems(page);
  for (const path of [
    "/login",
    "/signupnew",
    "/forgot-password",
    "/reset-password?token=unknown",
    "/verify-email",
    "/about",
    "/products",
    "/references",
    "/home",
    "/no-such-page",
  ])
    await checkPage(page, path, problems, async (p) => {
      await expect(p.getByRole("heading").first()).toBeVisible();
    });
});

test("every signed-in page, the runner and a score report: the same checks", async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const email = await newStudent(page, "clean", "Noor Haddad");
  await completeTestOverApi(page.request, email, "practice-test-1");
  const problems = collectProblems(page);
  for (const path of [
    "/dashboard",
    "/practices",
    "/practices/results",
    "/practices/results/practice-test-1",
    "/categories",
    "/categories/linear-functions",
    "/categories/review",
    "/account",
    "/products",
    "/transactionsummary",
    "/latexPageValidation",
  ])
    await checkPage(page, path, problems, heading);

  // The runner: a free test started from the list's card; its directions open first.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/practices");
  const card = page.getByRole("article", { name: "Practice Test 3" });
  await card.getByRole("button", { name: "Start" }).click();
  await page
    .getByRole("dialog", { name: "Practice Test 3" })
    .getByRole("button", { name: "Start", exact: true })
    .click();
  await expectModule(page, MODULE_TITLES.writingModule1);
  await checkPage(page, "/practices/practice-test-3", problems, (p) => expectModule(p, MODULE_TITLES.writingModule1));
});
