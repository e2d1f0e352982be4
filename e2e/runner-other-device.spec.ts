import { expect, test } from "@playwright/test";
import { STRONG_PASSWORD, snap } from "./helpers";
import {
  TEST_NAME,
  choice,
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
  await page.getByRole("button", { name: "Save & Exit" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save and Exit" }).click();
  await expect(page).toHaveURL(/\/practices$/);

  // Another browser: nothing on this device, everything from the server.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const second = await other.newPage();
  await second.goto("/login");
  const form = second.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(second).toHaveURL(/\/dashboard$/);
  await second.goto("/practices");
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
