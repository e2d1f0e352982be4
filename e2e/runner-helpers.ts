import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { logInThroughUi, signUpThroughApi, uniqueEmail } from "./helpers";

export const TEST_ID = "practice-test-1";
export const TEST_NAME = "Practice Test 1";

export const MODULE_TITLES = {
  writingModule1: "Section 1, Module 1: Reading and Writing",
  writingModule2: "Section 1, Module 2: Reading and Writing",
  mathModule1: "Section 2, Module 1: Math",
  mathModule2: "Section 2, Module 2: Math",
} as const;

/** Signs a new student up and in; answers their name. */
export async function newStudent(page: Page, prefix: string, name: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUpThroughApi(page, email, name);
  await logInThroughUi(page, email);
  return email;
}

/** From /practices: the card's Start, then Start in the intro dialog. */
export async function startFromList(page: Page): Promise<void> {
  await page.goto("/practices");
  const card = page.getByRole("article", { name: TEST_NAME });
  await card.getByRole("button", { name: "Start" }).click();
  const intro = page.getByRole("dialog", { name: TEST_NAME });
  await expect(intro.getByText("Good Luck!")).toBeVisible();
  await intro.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/practices/${TEST_ID}$`));
  await expectModule(page, MODULE_TITLES.writingModule1);
}

/**
 * The module is on screen. At a module's start its directions open by themselves (once per device);
 * the runner's frame says whether they are about to open, open or closed, so this closes them when,
 * and only when, they opened.
 */
export async function expectModule(page: Page, title: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const frame = page.locator(".runner-frame");
  await expect(frame).not.toHaveAttribute("data-directions", "pending");
  if ((await frame.getAttribute("data-directions")) !== "open") return;
  const directions = page.getByRole("dialog", { name: "Directions" });
  await expect(directions).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(directions).toBeHidden();
}

export const choice = (page: Page, letter: "A" | "B" | "C" | "D"): Locator =>
  page.getByRole("radio", { name: new RegExp(`^${letter}:`) });

export const questionHeading = (page: Page, n: number): Locator =>
  page.getByRole("heading", { level: 2, name: `Question ${n}`, exact: true });

/** Answers question `n` (1-based) with `letter`, checks it took, and goes on to the next. */
export async function answerAndNext(page: Page, n: number, letter: "A" | "B" | "C" | "D"): Promise<void> {
  await expect(questionHeading(page, n)).toBeVisible();
  await choice(page, letter).click();
  await expect(choice(page, letter)).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
}

export const footerCounter = (page: Page): Locator => page.getByRole("button", { name: /^Questions \d+ of \d+$/ });

/** Goes to the review page through the question navigator. */
export async function openReview(page: Page): Promise<void> {
  await footerCounter(page).click();
  await page
    .getByRole("dialog", { name: /Questions$/ })
    .getByRole("button", { name: "Go to Review Page" })
    .click();
  await expect(page.getByRole("heading", { name: "Check Your Work" })).toBeVisible();
}

export interface ServerAnswer {
  qId: string;
  userOption: string;
  userAnswer: string;
  marked: boolean;
  eliminated: string[];
  seq: number;
}

/** The attempt as the server has it, read with the student's own token. */
export async function serverAttempt(
  page: Page,
): Promise<{ currentModuleName: string; count: number; answers: ServerAnswer[]; questions: { _id: string }[] }> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const res = await page.request.get(`/api/test/retrievetest?testId=${TEST_ID}`, {
    headers: { Authorization: `Bearer ${token ?? ""}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Awaited<ReturnType<typeof serverAttempt>> }).data;
}

/** A tool's button in the runner's header; on a phone the tools sit in the Tools menu, opened first. */
export async function headerTool(page: Page, name: string): Promise<Locator> {
  const toggle = page.getByRole("button", { name: "Tools", exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  return page.getByRole("button", { name, exact: true });
}

/** Save & Exit, then the same student in a new browser with nothing on the device, on /practices. */
export async function exitAndSignInElsewhere(page: Page, browser: Browser, email: string) {
  await page.getByRole("button", { name: "Save & Exit" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save and Exit" }).click();
  await expect(page).toHaveURL(/\/practices$/);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const second = await context.newPage();
  await logInThroughUi(second, email);
  await second.goto("/practices");
  return { context, second };
}
