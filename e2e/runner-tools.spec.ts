import { expect, test } from "@playwright/test";
import { snap } from "./helpers";
import { advanceToMathOverApi } from "./learning-helpers";
import {
  MODULE_TITLES,
  choice,
  expectModule,
  headerTool,
  newStudent,
  questionHeading,
  startFromList,
} from "./runner-helpers";

test("directions open at a module's start; zoom and the line reader help reading; both survive a reload", async ({
  page,
}) => {
  await newStudent(page, "tools", "Ravi Menon");
  await page.goto("/practices");
  await page.getByRole("article", { name: "Practice Test 1" }).getByRole("button", { name: "Start" }).click();
  await page
    .getByRole("dialog", { name: "Practice Test 1" })
    .getByRole("button", { name: "Start", exact: true })
    .click();
  // As on test day, the module opens on its directions; Escape closes them.
  const directions = page.getByRole("dialog", { name: "Directions" });
  await expect(directions).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(directions).toBeHidden();

  const body = page.locator(".runner-body");
  const width = async () => (await questionHeading(page, 1).boundingBox())?.width ?? 0;
  const before = await width();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.keyboard.press("Alt+Equal");
  await expect(page.getByRole("group", { name: "Zoom, now 150%" })).toBeVisible();
  await expect(body.locator(".runner-question")).toHaveCSS("zoom", "1.5");
  expect(await width()).toBeGreaterThan(before);
  // Still answerable at 150%.
  await choice(page, "B").click();
  await expect(choice(page, "B")).toBeChecked();

  // Tool shortcuts: Alt+E the eliminator, Alt+Q the question list, Alt+L the line reader.
  await page.keyboard.press("Alt+KeyE");
  await expect(page.getByRole("button", { name: "Option eliminator" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Alt+KeyE");
  await page.keyboard.press("Alt+KeyQ");
  await expect(page.getByRole("button", { name: /^Questions \d+ of \d+$/ })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Alt+KeyL");
  await expect(page.getByRole("button", { name: "Line Reader", exact: true })).toHaveAttribute("aria-pressed", "true");
  const handle = page.getByRole("button", { name: /^Line reader: move/ });
  const top = async () => (await handle.boundingBox())?.y ?? 0;
  const start = await top();
  await handle.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  expect(await top()).toBeGreaterThan(start + 40);
  // The band never takes clicks away from the choices.
  await choice(page, "C").click();
  await expect(choice(page, "C")).toBeChecked();
  await snap(page, "runner-zoom-line-reader");
  await handle.press("Escape");
  await expect(handle).toBeHidden();

  // The divider between passage and question moves with the keyboard and its buttons.
  await page.keyboard.press("Alt+Digit0");
  const divider = page.getByRole("separator", { name: /Divider between the passage and the question/ });
  const passage = page.getByRole("region", { name: "Passage" });
  const passageWidth = async () => (await passage.boundingBox())?.width ?? 0;
  const even = await passageWidth();
  await divider.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(divider).toHaveAttribute("aria-valuenow", "60");
  expect(await passageWidth()).toBeGreaterThan(even + 50);
  await expect(questionHeading(page, 1)).toBeVisible(); // the arrows moved the divider, not the question
  await page.getByRole("button", { name: "Give the question more room" }).click();
  await expect(divider).toHaveAttribute("aria-valuenow", "25");
  await snap(page, "runner-divider");
  await divider.press("Enter");
  await expect(divider).toHaveAttribute("aria-valuenow", "50");
  await page.keyboard.press("Alt+Equal");
  await page.keyboard.press("Alt+Equal");

  await page.reload();
  await expectModule(page, MODULE_TITLES.writingModule1);
  await expect(page.getByRole("group", { name: "Zoom, now 150%" })).toBeVisible();
  // Not again on a reload: they opened once for this module on this device.
  await expect(page.locator(".runner-frame")).toHaveAttribute("data-directions", "closed");
  await expect(directions).toBeHidden();
  await page.keyboard.press("Alt+Digit0");
  await expect(page.getByRole("group", { name: "Zoom, now 100%" })).toBeVisible();

  // On a phone the tools still fit: no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the tools sit in a menu.
  await (await headerTool(page, "Zoom in")).click();
  await expect(page.getByRole("button", { name: "Save & Exit" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, "runner-phone-zoom");
});

test("the built-in calculator works offline in a Math module and keeps its expressions", async ({ page }) => {
  const email = await newStudent(page, "calc", "Omar Farouk");
  await advanceToMathOverApi(page.request, email, "practice-test-1");
  await page.goto("/practices/practice-test-1");
  await expectModule(page, MODULE_TITLES.mathModule1);
  // The calculator's chunk loads with the module; then the network goes away.
  await page.waitForLoadState("networkidle");
  await page.context().setOffline(true);

  await page.keyboard.press("Alt+KeyC");
  const calculator = page.getByRole("dialog", { name: "Calculator" });
  await expect(calculator).toBeVisible();
  await calculator.getByRole("textbox", { name: "Expression 1" }).fill("y = x^2 - 4");
  await expect(calculator.getByRole("img", { name: /y = x\^2 - 4/ })).toBeVisible();
  await calculator.getByRole("button", { name: "Table of values" }).click();
  const table = calculator.getByRole("table");
  await expect(table.getByRole("row", { name: /^2 0$/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /^0 -4$|^0 −4$/ })).toBeVisible();
  await snap(page, "runner-calculator-offline");
  await page.keyboard.press("Escape");
  await expect(calculator).toBeHidden();
  await expect(page.getByRole("button", { name: "Calculator" })).toBeFocused();

  // Back online, the server gets its copy (for another device); a reload brings them back.
  const saved = page.waitForRequest((r) => r.url().endsWith("/api/test/calculator") && r.method() === "PUT");
  await page.context().setOffline(false);
  await saved;
  await page.reload();
  await expectModule(page, MODULE_TITLES.mathModule1);
  await page.getByRole("button", { name: "Calculator" }).click();
  await expect(page.getByRole("textbox", { name: "Expression 1" })).toHaveValue("y = x^2 - 4");
  // Closed with its shortcut from inside, it hands the focus back to its button.
  await page.getByRole("textbox", { name: "Expression 1" }).focus();
  await page.keyboard.press("Alt+KeyC");
  await expect(page.getByRole("dialog", { name: "Calculator" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Calculator" })).toBeFocused();
});

test("a student with double time sets it on the account page and the module's clock follows", async ({ page }) => {
  await newStudent(page, "extended", "Ines Duarte");
  await page.goto("/account");
  await page.getByRole("radio", { name: /Double time/ }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await snap(page, "profile-extended-time");
  await startFromList(page);
  await expect(page.getByRole("timer", { name: "Time remaining" })).toHaveText(/^(64:00|63:5\d)$/);
});

test("at 200% browser zoom and on a phone at 200% in-app zoom a question can be read and answered", async ({
  page,
}) => {
  await newStudent(page, "zoomed", "Kofi Mensah");
  // A 1280 x 800 laptop at 200% browser zoom is 640 x 400 CSS pixels.
  await page.setViewportSize({ width: 640, height: 400 });
  await startFromList(page);
  await choice(page, "B").click();
  await expect(choice(page, "B")).toBeChecked();
  await expect(page.getByRole("button", { name: "Next" })).toBeInViewport();
  expect(await page.evaluate(() => document.querySelector(".runner")?.scrollWidth ?? 0)).toBeLessThanOrEqual(640);
  await snap(page, "runner-640x400");

  await page.setViewportSize({ width: 390, height: 844 });
  for (let i = 0; i < 4; i++) await (await headerTool(page, "Zoom in")).click();
  await expect(page.getByRole("group", { name: "Zoom, now 200%" })).toBeVisible();
  await choice(page, "D").click();
  await expect(choice(page, "D")).toBeChecked();
  await expect(page.getByRole("button", { name: "Next" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, "runner-phone-200");
});
