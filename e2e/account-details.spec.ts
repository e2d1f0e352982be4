import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { logInThroughUi, signUpThroughApi, snap, snapAtEachSize, uniqueEmail } from "./helpers";

test("a student corrects their name and mobile on the account page, with field messages; the header follows at once", async ({
  page,
}) => {
  const email = uniqueEmail("details");
  await signUpThroughApi(page, email, "Tomas Okoye");
  await logInThroughUi(page, email);
  await page.goto("/account");
  const card = page.getByRole("region", { name: "Your details" });
  await expect(card).toContainText("Tomas Okoye");
  await expect(card).toContainText("Not given");

  const open = card.getByRole("button", { name: "Change name or mobile" });
  await open.click();
  const name = card.getByRole("textbox", { name: "Full Name" });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Tomas Okoye");
  await name.fill("   ");
  const mobile = card.getByRole("textbox", { name: "Mobile Number" });
  await mobile.fill("12");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("Full Name is required")).toBeVisible();
  await expect(card.getByText("Please Enter Valid Mobile Number")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await snapAtEachSize(page, "account-details-errors", async (width) => {
    expect(await seriousViolations(page), `the form with its messages at ${width}`).toEqual([]);
  });

  await name.fill("Tomás Okoye-Bello");
  await mobile.fill("98765 43210");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your details are saved" })).toBeVisible();
  await expect(card).toContainText("Tomás Okoye-Bello");
  await expect(card).toContainText("+919876543210");
  await expect(open).toBeFocused();
  // The header's menu names the student from the session token, renewed with the new name.
  await expect(page.getByRole("button", { name: /Account menu for Tomás Okoye-Bello$/ })).toBeVisible();
  await snap(page, "account-details-saved");

  await page.reload();
  await expect(card).toContainText("Tomás Okoye-Bello");
  await expect(card).toContainText("+919876543210");
  await expect(page.getByRole("button", { name: /Account menu for Tomás Okoye-Bello$/ })).toBeVisible();

  // Cancel leaves everything as it was.
  await open.click();
  await name.fill("Someone Else");
  await card.getByRole("button", { name: "Cancel" }).click();
  await expect(card).toContainText("Tomás Okoye-Bello");
  await expect(open).toBeFocused();

  // Another country: the list names it, the closed box shows its short form.
  await open.click();
  await expect(card.getByText("IN +91")).toBeVisible();
  await card.getByRole("combobox", { name: "Country code" }).selectOption({ label: "United Kingdom +44" });
  await expect(card.getByText("GB +44")).toBeVisible();
  await mobile.fill("07911 123456");
  await snap(page, "account-details-uk");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card).toContainText("+447911123456");
});
