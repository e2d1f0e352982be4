import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { advanceToMathOverApi } from "./learning-helpers";
import { MODULE_TITLES, expectModule, headerTool, newStudent } from "./runner-helpers";

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
