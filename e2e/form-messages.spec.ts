import { expect, test } from "@playwright/test";
import { STRONG_PASSWORD, signUpThroughApi, uniqueEmail } from "./helpers";

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
