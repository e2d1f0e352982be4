import { expect, test, type Page } from "@playwright/test";
import { STRONG_PASSWORD, logInThroughUi, signUpThroughApi, snap, uniqueEmail } from "./helpers";

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem("token"));

test("the account page lists two signed-in browsers and signs one out; that one's next page load is signed out", async ({
  browser,
}) => {
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  });
  const here = await laptop.newPage();
  const there = await phone.newPage();
  const email = uniqueEmail("devices");
  await signUpThroughApi(here, email, "Noor Haddad");
  await logInThroughUi(here, email);
  await logInThroughUi(there, email);

  // From the avatar menu.
  await here.getByRole("button", { name: /Account menu/ }).click();
  await here.getByRole("link", { name: "Account" }).click();
  await expect(here).toHaveURL(/\/account$/);
  await expect(here.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  const list = here.getByRole("list", { name: "Signed-in devices" });
  const rows = list.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  const thisOne = rows.filter({ hasText: "This device" });
  await expect(thisOne).toContainText(/Chrome \d+ on Linux/);
  await expect(thisOne).toContainText("Active now");
  await expect(thisOne.getByRole("button", { name: /Sign out/ })).toHaveCount(0);
  const iphone = rows.filter({ hasText: "Safari 18.1 on iOS 18.1" });
  await expect(iphone).toBeVisible();
  await snap(here, "account-devices");

  await iphone.getByRole("button", { name: "Sign out Safari 18.1 on iOS 18.1" }).click();
  await expect(rows).toHaveCount(1);
  await expect(here.getByRole("status").filter({ hasText: "That device is signed out." })).toBeVisible();

  // The phone's next page load finds its session gone: storage cleared, the spec's 'Un Authorised'.
  expect(await tokenOf(there)).not.toBeNull();
  await there.goto("/dashboard");
  await expect(there.getByText("Un Authorised")).toBeVisible();
  await expect.poll(() => tokenOf(there)).toBeNull();
  await snap(there, "account-signed-out-elsewhere");

  // The laptop carries on.
  await here.reload();
  await expect(rows).toHaveCount(1);
  expect(await tokenOf(here)).not.toBeNull();
  await laptop.close();
  await phone.close();
});

test("/profile leads to the account page, where other devices are signed out and the password is changed with field messages", async ({
  page,
}) => {
  const email = uniqueEmail("password");
  await signUpThroughApi(page, email, "Tomas Silva");
  await logInThroughUi(page, email);
  // Another device, signed in over the API.
  const other = await page.request.post("/api/auth/login", {
    data: { userName: email, password: STRONG_PASSWORD },
    headers: {
      "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36",
    },
  });
  const otherToken = ((await other.json()) as { token: string }).token;
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/account$/);

  // Sign out everywhere else, by keyboard: the confirmation takes the focus, Enter confirms.
  const rows = page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out everywhere else" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Yes, sign them out" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Signed-in devices" })).toBeFocused();
  const gone = await page.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(gone.status()).toBe(401);

  const form = page.getByRole("form", { name: "Password" });
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Enter your current password")).toBeVisible();
  await expect(form.getByText("Password is required")).toBeVisible();

  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password").fill("cobalt-meadow-4410");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("That is not your current password.")).toBeVisible();
  await snap(page, "account-password-wrong");

  await form.getByLabel("Current password").fill(STRONG_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("status")).toHaveText("Your password is changed. Every other device was signed out.");
  await expect(form.getByLabel("Current password")).toHaveValue("");
});

test("deleting the account asks for the password and DELETE in a dialog, then signs out for good", async ({ page }) => {
  const email = uniqueEmail("delete");
  await signUpThroughApi(page, email, "Ada Obi");
  await logInThroughUi(page, email);
  await page.goto("/account");

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  // The modal holds the focus: Tab from its last control comes back to its first.
  await expect(dialog.locator(":focus")).toHaveCount(1);
  for (let i = 0; i < 8; i += 1) await page.keyboard.press("Tab");
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Type DELETE to confirm", { exact: true }).last()).toBeVisible();
  await dialog.getByLabel("Your password").fill("wrong-password-9");
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("That is not your current password.")).toBeVisible();
  await snap(page, "account-delete-dialog");

  await dialog.getByLabel("Your password").fill(STRONG_PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await tokenOf(page)).toBeNull();
  const login = await page.request.post("/api/auth/login", { data: { userName: email, password: STRONG_PASSWORD } });
  expect(login.status()).toBe(401);
});
