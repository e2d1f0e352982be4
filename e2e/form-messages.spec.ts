import { expect, test } from "@playwright/test";
import { STRONG_PASSWORD, logInThroughUi, signUpThroughApi, uniqueEmail } from "./helpers";

/**
 * A message under a field goes while the student corrects it, so the first press of the form's
 * button submits: were it removed on blur instead, the button would move up under the pointer
 * between press and release and the click would be lost.
 */
test("after correcting a field with a message, one click on Log In signs the student in", async ({ page }) => {
  const email = uniqueEmail("one-click");
  await signUpThroughApi(page, email, "Ines Duarte");
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  const emailField = form.getByLabel("Email");
  await emailField.fill("ines.duarte@");
  await form.getByLabel("Password", { exact: true }).focus();
  await expect(form.getByText("Please Enter Valid Email")).toBeVisible();

  await emailField.fill(email);
  await expect(form.getByText("Please Enter Valid Email")).toHaveCount(0);
  await form.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("after correcting the target score, one click on Save saves the test day and goal", async ({ page }) => {
  const email = uniqueEmail("one-click-goal");
  await signUpThroughApi(page, email, "Ines Duarte");
  await logInThroughUi(page, email);
  await page.goto("/account");
  const form = page.getByRole("form", { name: "Your test day and goal" });
  const target = form.getByRole("spinbutton", { name: "Target score" });
  await target.fill("1355");
  await target.blur();
  await expect(form.getByText("SAT scores go in steps of 10")).toBeVisible();

  await target.fill("1350");
  await expect(form.getByText("SAT scores go in steps of 10")).toHaveCount(0);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("status")).toContainText("Saved.");
});
