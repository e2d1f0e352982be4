import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { advanceToMathOverApi } from "./learning-helpers";
import { MODULE_TITLES, expectModule, headerTool, newStudent, startFromList } from "./runner-helpers";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (evaluate is not subject to the page's CSP) and keeps serious findings. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test("the main screens have no serious accessibility violations", async ({ page }) => {
  // Check the settled screens, not the middle of the sign-in/sign-up slide.
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const path of ["/login", "/signupnew", "/references", "/about", "/products", "/home"]) {
    await page.goto(path);
    await expect(page.getByRole("heading").first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await newStudent(page, "a11y", "Ana Lopez");
  for (const path of [
    "/dashboard",
    "/practices",
    "/practices/results",
    "/transactionsummary",
    "/products",
    "/categories",
    "/categories/linear-functions",
    "/categories/command-of-evidence",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await startFromList(page);
  expect(await seriousViolations(page), "runner").toEqual([]);
});

test("the runner and its tools have no serious accessibility violations at every screen size", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const email = await newStudent(page, "a11y-runner", "Bea Novak");
  await advanceToMathOverApi(page.request, email, "practice-test-1");
  await page.goto("/practices/practice-test-1");
  await expectModule(page, MODULE_TITLES.mathModule1);
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [768, 1024],
    [390, 844],
    [640, 400],
  ] as const) {
    await page.setViewportSize({ width, height });
    const size = `${width}x${height}`;
    expect(await seriousViolations(page), `runner ${size}`).toEqual([]);
    await (await headerTool(page, "Calculator")).click();
    await page.getByRole("textbox", { name: "Expression 1" }).fill("y = x^2 - 4");
    expect(await seriousViolations(page), `calculator ${size}`).toEqual([]);
    await (await headerTool(page, "Reference")).click();
    await expect(page.getByRole("dialog", { name: "Reference Sheet" })).toBeVisible();
    expect(await seriousViolations(page), `reference ${size}`).toEqual([]);
    await page.keyboard.press("Escape");
    await (await headerTool(page, "Line Reader")).click();
    expect(await seriousViolations(page), `line reader ${size}`).toEqual([]);
    await (await headerTool(page, "Line Reader")).click();
    // A highlight with its note editor open.
    await page.locator("#runner-question-pane").focus();
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Alt+KeyH");
    await expect(page.getByRole("dialog", { name: "Highlight & note" })).toBeVisible();
    expect(await seriousViolations(page), `highlight editor ${size}`).toEqual([]);
    await page.keyboard.press("Escape");
  }
});
