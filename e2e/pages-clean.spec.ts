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

/** The page at each width: settled, no serious axe finding, nothing said on the console. */
async function checkPage(page: Page, path: string, problems: string[], settled: (page: Page) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : width === 768 ? 1024 : 800 });
    await page.goto(path);
    await settled(page);
    expect(await seriousViolations(page), `${path} at ${String(width)}px`).toEqual([]);
  }
  expect(problems.splice(0), path).toEqual([]);
}

const heading = (page: Page) => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

test("every public page: no console error or warning, no CSP violation, no serious axe finding at 390, 768 and 1280", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const problems = collectProblems(page);
  for (const path of ["/login", "/signupnew", "/about", "/products", "/references", "/home", "/no-such-page"])
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
    "/profile",
    "/products",
    "/transactionsummary",
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
