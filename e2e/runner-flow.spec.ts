import { expect, test } from "@playwright/test";
import { snap } from "./helpers";
import {
  MODULE_TITLES,
  TEST_ID,
  choice,
  expectModule,
  footerCounter,
  newStudent,
  openReview,
  questionHeading,
} from "./runner-helpers";

test("a student takes Practice Test 1 from the list to the result", async ({ page }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await newStudent(page, "runner", "Asha Verma");

  await page.goto("/practices");
  const card = page.getByRole("article", { name: "Practice Test 1" });
  await expect(card.getByText("98 questions", { exact: false })).toBeVisible();
  await card.getByRole("button", { name: "Start" }).click();
  const intro = page.getByRole("dialog", { name: "Practice Test 1" });
  for (const note of ["Test Structure", "Questions", "Adaptive Testing"])
    await expect(intro.getByRole("heading", { name: note })).toBeVisible();
  await expect(intro.getByText("Good Luck!")).toBeVisible();
  await intro.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/practices/${TEST_ID}$`));

  // Reading and Writing, module 1: header, timer, first question.
  await expectModule(page, MODULE_TITLES.writingModule1);
  await expect(page.getByRole("timer", { name: "Time remaining" })).toHaveText(/^3[12]:\d\d$/);
  await expect(page.getByRole("button", { name: "Calculator" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
  await expect(questionHeading(page, 1)).toBeVisible();
  await expect(footerCounter(page)).toHaveText("Questions 1 of 27");

  // The timer hides and shows.
  await page.getByRole("button", { name: "Hide timer" }).click();
  await expect(page.getByRole("timer")).not.toHaveText(/\d\d:\d\d$/);
  await page.getByRole("button", { name: "Show timer" }).click();
  await expect(page.getByRole("timer")).toHaveText(/^\d\d:\d\d$/);

  // Q1 by click, Q2 by keyboard and marked for review.
  await choice(page, "B").click();
  await expect(choice(page, "B")).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(questionHeading(page, 2)).toBeVisible();
  await page.keyboard.press("d");
  await expect(choice(page, "D")).toBeChecked();
  await page.getByRole("button", { name: "Mark for Review" }).click();
  await expect(page.getByRole("button", { name: "Mark for Review" })).toHaveAttribute("aria-pressed", "true");

  // Q3: the option eliminator crosses out C, then A is chosen.
  await page.keyboard.press("Alt+n");
  await expect(questionHeading(page, 3)).toBeVisible();
  await page.getByRole("button", { name: "Option eliminator" }).click();
  await page.getByRole("button", { name: "Cross out choice C" }).click();
  await expect(page.getByRole("button", { name: "Undo cross out of choice C" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^C:.*crossed out/ })).toBeVisible();
  await choice(page, "A").click();
  await page.getByRole("button", { name: "Undo cross out of choice C" }).click();
  await expect(page.getByRole("button", { name: "Cross out choice C" })).toBeVisible();
  await page.getByRole("button", { name: "Option eliminator" }).click();
  await expect(page.getByRole("button", { name: "Cross out choice C" })).toHaveCount(0);

  // The navigator: states, then a jump to question 5.
  await footerCounter(page).click();
  const navigator = page.getByRole("dialog", { name: /Questions$/ });
  await expect(navigator.getByRole("button", { name: "Question 2, answered, marked for review" })).toBeVisible();
  await expect(navigator.getByRole("button", { name: "Question 3, current, answered" })).toBeVisible();
  await expect(navigator.getByRole("button", { name: "Question 4, unanswered" })).toBeVisible();
  await navigator.getByRole("button", { name: "Question 5, unanswered" }).click();
  await expect(navigator).toBeHidden();
  await expect(questionHeading(page, 5)).toBeVisible();
  await choice(page, "C").click();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(questionHeading(page, 4)).toBeVisible();

  // Check Your Work: states, a jump back, then Next submits the module.
  await openReview(page);
  await expect(
    page.getByText("On test day, you won't be able to move on to the next module until time expires."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Question 2, answered, marked for review" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Question 4, unanswered" })).toBeVisible();
  await page.getByRole("button", { name: "Question 4, unanswered" }).click();
  await expect(questionHeading(page, 4)).toBeVisible();
  await choice(page, "A").click();
  await openReview(page);
  await expect(page.getByRole("button", { name: "Question 4, answered" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // Module 2: one answer, then the time runs out and the test moves on to the break.
  await expectModule(page, MODULE_TITLES.writingModule2);
  await expect(footerCounter(page)).toHaveText("Questions 1 of 27");
  await choice(page, "A").click();
  await page.clock.fastForward("32:00");
  await expect(page.getByRole("heading", { level: 1, name: "Practice Test Break" })).toBeVisible();
  await expect(page.getByText("Asha Verma")).toBeVisible();
  await expect(page.getByRole("timer", { name: "Remaining break time" })).toHaveText(/^(10:00|09:\d\d)$/);

  // The break ends by itself after 10 minutes.
  await page.clock.fastForward("10:00");
  await expectModule(page, MODULE_TITLES.mathModule1);
  await expect(page.getByRole("button", { name: "Calculator" })).toBeVisible();
  // The calculator is a panel inside the test window (runner-tools.spec.ts uses it offline).
  await page.getByRole("button", { name: "Calculator" }).click();
  await expect(page.getByRole("dialog", { name: "Calculator" })).toBeVisible();
  await page.getByRole("button", { name: "Close calculator" }).click();
  await expect(page.getByRole("dialog", { name: "Calculator" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Reference" })).toBeVisible();
  await choice(page, "C").click();
  await page.getByRole("button", { name: "Next" }).click();
  await choice(page, "A").click();
  await page.getByRole("button", { name: "Next" }).click();

  // A student-produced response: the format rules hold while typing.
  await expect(questionHeading(page, 3)).toBeVisible();
  const box = page.getByRole("textbox", { name: "Your answer" });
  await expect(box).toHaveAttribute("placeholder", "Your Answer..");
  await box.pressSequentially("1,");
  await expect(box).toHaveValue("1");
  await expect(page.getByText("Leave out commas", { exact: false })).toBeVisible();
  await box.pressSequentially("5");
  await expect(box).toHaveValue("15");
  await box.fill("");
  await box.pressSequentially("-12/34");
  await box.press("5");
  await expect(box).toHaveValue("-12/34");
  await expect(page.locator(".runner-spr__preview .katex")).toBeVisible();
  await box.fill("15");
  // A question with a figure of the content: drawn, described, and loaded.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(questionHeading(page, 4)).toBeVisible();
  const figure = page.getByRole("img", { name: /Triangle PQR/ });
  await expect(figure).toBeVisible();
  await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await snap(page, "runner-math-figure");
  await openReview(page);
  await expect(page.getByRole("button", { name: "Question 3, answered" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // Math module 2, then the test ends and the result opens.
  await expectModule(page, MODULE_TITLES.mathModule2);
  await choice(page, "B").click();
  await openReview(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/practices/results/${TEST_ID}$`));

  // The result: scores from the server, both tables, the explanation dialog moving across modules.
  await expect(page.getByRole("heading", { level: 1, name: "Practice Test 1" })).toBeVisible();
  await expect(page.getByText("Asha Verma").first()).toBeVisible();
  await expect(page.getByText("400 to 1600")).toBeVisible();
  await snap(page, "runner-finished-result");
  const allRows = page.getByRole("region", { name: "Table of questions" }).getByRole("row");
  await expect(allRows).toHaveCount(99);
  await expect(page.getByText("Showing 98 of 98")).toBeVisible();
  await page.getByLabel("Result", { exact: true }).selectOption("incorrect");
  await page
    .getByRole("button", { name: /View explanation of question/ })
    .first()
    .click();
  const explain = page.getByRole("dialog");
  await expect(explain.getByText("Correct Answer")).toBeVisible();
  await expect(explain.getByText("Explanation", { exact: true })).toBeVisible();
  await snap(page, "result-explanation");
  // On a phone the long title wraps clear of the close button.
  await page.setViewportSize({ width: 390, height: 844 });
  const titleBox = await explain.getByRole("heading", { level: 2 }).boundingBox();
  const closeBox = await explain.getByRole("button", { name: "Close" }).boundingBox();
  expect(titleBox && closeBox && titleBox.x + titleBox.width <= closeBox.x).toBe(true);
  await snap(page, "result-explanation-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  const title = explain.getByRole("heading", { level: 2 });
  const before = await title.textContent();
  await explain.getByRole("button", { name: "Next" }).click();
  await expect(title).not.toHaveText(before ?? "");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "Score report" })).toBeVisible();

  // On a phone the questions are cards: nothing to scroll sideways, still a table to a screen reader.
  await page.setViewportSize({ width: 390, height: 844 });
  const table = page.getByRole("region", { name: "Table of questions" });
  await table.scrollIntoViewIfNeeded();
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const showing = await page.getByText(/^Showing \d+ of 98$/).textContent();
  await expect(table.getByRole("row")).toHaveCount(1 + Number(/\d+/.exec(showing ?? "")?.[0]));
  await expect(table.getByRole("columnheader", { name: "Your Choice" })).toBeAttached();
  await snap(page, "result-questions-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/practices/results");
  const resultCard = page.getByRole("listitem").filter({ hasText: "Practice Test 1" });
  await expect(resultCard.getByText("My Score")).toBeVisible();
  await snap(page, "results-list");

  // The list now shows the score, a View Result link and Retake.
  await page.goto("/practices");
  const done = page.getByRole("article", { name: "Practice Test 1" });
  await expect(done.getByText("Last score")).toBeVisible();
  await expect(done.getByRole("link", { name: "View Result" })).toHaveAttribute(
    "href",
    `/practices/results/${TEST_ID}`,
  );
  await expect(done.getByRole("button", { name: "Retake" })).toBeVisible();
  await snap(page, "runner-list-completed");
});
