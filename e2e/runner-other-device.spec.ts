import { expect, test } from "@playwright/test";
import { snap } from "./helpers";
import {
  TEST_NAME,
  choice,
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
