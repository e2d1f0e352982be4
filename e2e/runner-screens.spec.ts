import { expect, test } from "@playwright/test";
import { snap } from "./helpers";
import {
  MODULE_TITLES,
  choice,
  expectModule,
  footerCounter,
  newStudent,
  openReview,
  questionHeading,
  startFromList,
} from "./runner-helpers";

/** Every runner screen, for a person to look at: 1280 x 800, and a tablet at 820 x 1180. */
test("screenshots of every runner screen", async ({ page }) => {
  test.setTimeout(180_000);
  await newStudent(page, "screens", "Rohan Mehta");

  await page.goto("/practices");
  await expect(page.getByRole("article", { name: "Practice Test 1", exact: true })).toHaveCount(1);
  const pro = page.getByRole("article", { name: "Practice Test 2" });
  await expect(pro.getByText("Locked")).toBeVisible();
  await expect(pro.getByRole("link", { name: "See PRO plans" })).toHaveAttribute("href", "/products");
  await expect(pro.getByRole("button")).toHaveCount(0);
  await snap(page, "runner-list-new");
  await page.getByRole("article", { name: "Practice Test 1" }).getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("dialog", { name: "Practice Test 1" })).toBeVisible();
  await snap(page, "runner-intro-dialog");
  await page.keyboard.press("Escape");

  await startFromList(page);
  // Full window: the app's menu is not there while the test runs.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await choice(page, "B").click();
  await snap(page, "runner-rw-module1");

  // Keyboard: Tab reaches the answer choices with a visible focus ring.
  await page.getByRole("button", { name: "Mark for Review" }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(choice(page, "B")).toBeFocused();
  await snap(page, "runner-keyboard-focus");

  // A question with a table, one with bullet notes, one with paired texts.
  await footerCounter(page).click();
  await page.getByRole("button", { name: /^Question 14,/ }).click();
  await expect(questionHeading(page, 14)).toBeVisible();
  await snap(page, "runner-rw-table");
  await footerCounter(page).click();
  await page.getByRole("button", { name: /^Question 7,/ }).click();
  await page.getByRole("button", { name: "Mark for Review" }).click();
  await page.getByRole("button", { name: "Option eliminator" }).click();
  await page.getByRole("button", { name: "Cross out choice B" }).click();
  await choice(page, "C").click();
  await snap(page, "runner-rw-eliminator");

  await page.getByRole("button", { name: "Directions" }).click();
  await expect(page.getByRole("dialog", { name: "Directions" })).toBeVisible();
  await snap(page, "runner-rw-directions");
  await page.getByRole("dialog", { name: "Directions" }).getByRole("button", { name: "Close", exact: true }).click();

  await footerCounter(page).click();
  await expect(page.getByRole("dialog", { name: /Questions$/ })).toBeVisible();
  await snap(page, "runner-navigator");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: /Questions$/ })).toBeHidden();
  await expect(footerCounter(page)).toBeFocused();

  await page.getByRole("button", { name: "Hide timer" }).click();
  await snap(page, "runner-timer-hidden");
  await page.getByRole("button", { name: "Show timer" }).click();

  await page.getByRole("button", { name: "Save & Exit" }).click();
  await expect(page.getByRole("dialog", { name: "Save and Exit" })).toBeVisible();
  await snap(page, "runner-save-exit-dialog");
  await page.getByRole("button", { name: "Continue Test" }).click();

  await openReview(page);
  await snap(page, "runner-review-page");
  await page.getByRole("button", { name: "Next" }).click();
  await expectModule(page, MODULE_TITLES.writingModule2);
  await snap(page, "runner-rw-module2");
  await openReview(page);
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Practice Test Break" })).toBeVisible();
  await snap(page, "runner-break");
  await page.getByRole("button", { name: "Resume Testing" }).click();

  await expectModule(page, MODULE_TITLES.mathModule1);
  await snap(page, "runner-math-module1");
  // The reference sheet opens in a panel inside the test window, not a popup, and Escape closes it.
  let popups = 0;
  page.on("popup", () => popups++);
  await page.getByRole("button", { name: "Reference" }).click();
  const sheet = page.getByRole("dialog", { name: "Reference Sheet" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText("The number of degrees of arc in a circle is 360.")).toBeVisible();
  await snap(page, "runner-reference-panel");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Reference" })).toBeFocused();
  expect(popups).toBe(0);
  await page.getByRole("button", { name: "Directions" }).click();
  await snap(page, "runner-math-directions");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("textbox", { name: "Your answer" }).pressSequentially("-7/2");
  await snap(page, "runner-math-spr");
  await page.getByRole("textbox", { name: "Your answer" }).press("%");
  await snap(page, "runner-math-spr-rule");

  await page.setViewportSize({ width: 820, height: 1180 });
  await snap(page, "runner-tablet-math-spr");
  await page.getByRole("button", { name: "Back" }).click();
  await snap(page, "runner-tablet-math-mcq");
  await page.setViewportSize({ width: 1280, height: 800 });

  await openReview(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expectModule(page, MODULE_TITLES.mathModule2);
  await snap(page, "runner-math-module2");

  await page.getByRole("button", { name: "Save & Exit" }).click();
  await page.getByRole("dialog", { name: "Save and Exit" }).getByRole("button", { name: "Save and Exit" }).click();
  await expect(page).toHaveURL(/\/practices$/);
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  await snap(page, "runner-list-in-progress");

  await page.setViewportSize({ width: 820, height: 1180 });
  await page.getByRole("button", { name: "Resume" }).click();
  await expectModule(page, MODULE_TITLES.mathModule2);
  await page.getByRole("button", { name: "Next" }).click();
  await snap(page, "runner-tablet-math-module2");
});

test("a test that does not exist says so, with a way home", async ({ page }) => {
  await newStudent(page, "missing", "Mina Roy");
  await page.goto("/practices/no-such-test");
  await expect(page.getByRole("heading", { name: "This test could not be opened" })).toBeVisible();
  await expect(page.getByText("This test does not exist.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/practices");
  await snap(page, "runner-unknown-test");
});
