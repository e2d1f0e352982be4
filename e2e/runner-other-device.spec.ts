import { expect, test } from "@playwright/test";
import { logInThroughUi, snap } from "./helpers";
import {
  MODULE_TITLES,
  TEST_NAME,
  choice,
  expectModule,
  exitAndSignInElsewhere,
  footerCounter,
  newStudent,
  questionHeading,
  serverAttempt,
  startFromList,
} from "./runner-helpers";

test("a test started in one browser resumes in another from what the server holds", async ({ page, browser }) => {
  const email = await newStudent(page, "device", "Dev Patel");
  await startFromList(page);
  for (const letter of ["C", "A", "D"] as const) {
    await choice(page, letter).click();
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(questionHeading(page, 4)).toBeVisible();
  await expect.poll(async () => (await serverAttempt(page)).answers.length, { timeout: 15_000 }).toBe(3);
  // Another browser: nothing on this device, everything from the server.
  const { context: other, second } = await exitAndSignInElsewhere(page, browser, email);
  const card = second.getByRole("article", { name: TEST_NAME });
  await expect(card.getByText("3 of 98 answered")).toBeVisible();
  await card.getByRole("button", { name: "Resume" }).click();
  await expect(questionHeading(second, 4)).toBeVisible();
  await expect(footerCounter(second)).toHaveText("Questions 4 of 27");
  for (const letter of ["D", "A", "C"] as const) {
    await second.getByRole("button", { name: "Back" }).click();
    await expect(choice(second, letter)).toBeChecked();
  }
  await snap(second, "runner-other-device");
  await other.close();
});

test("one device at a time: a test opened on a second device shows the takeover dialog on the first, and Continue here takes it back", async ({
  page,
  browser,
}) => {
  const email = await newStudent(page, "takeover", "Tara Singh");
  await startFromList(page);
  await choice(page, "C").click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect.poll(async () => (await serverAttempt(page)).answers.length, { timeout: 15_000 }).toBe(1);

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await logInThroughUi(phone, email);
  await phone.goto("/practices");
  await phone.getByRole("article", { name: TEST_NAME }).getByRole("button", { name: "Resume" }).click();
  await expectModule(phone, MODULE_TITLES.writingModule1);

  // The laptop's next answer is refused: it stops writing, keeps the answer and says so.
  await choice(page, "B").click();
  const dialog = page.getByRole("alertdialog", { name: "This test is now open on another device" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText("1 answer from this device is not saved yet.");
  await expect(dialog.getByRole("button", { name: "Close dialog" })).toHaveCount(0);
  await snap(page, "runner-taken-over");
  expect((await serverAttempt(phone)).answers).toHaveLength(1);

  await dialog.getByRole("button", { name: "Continue here" }).click();
  await expect(dialog).toBeHidden();
  await expect(choice(page, "B")).toBeChecked();
  await expect.poll(async () => (await serverAttempt(page)).answers.length, { timeout: 15_000 }).toBe(2);

  // Now the phone is the one refused.
  await phone.getByRole("radio").first().click();
  const phoneDialog = phone.getByRole("alertdialog", { name: "This test is now open on another device" });
  await expect(phoneDialog).toBeVisible({ timeout: 15_000 });
  await snap(phone, "runner-taken-over-phone");
  await phoneDialog.getByRole("button", { name: "Exit" }).click();
  await expect(phone).toHaveURL(/\/practices$/);
  await phoneContext.close();
});
