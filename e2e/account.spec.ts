import { expect, test } from "@playwright/test";
import { STRONG_PASSWORD, snap, uniqueEmail } from "./helpers";

test("sign up, log in, use the shell, see pricing, log out", async ({ page }) => {
  const email = uniqueEmail("meera");
  await page.goto("/signupnew");
  const signUp = page.getByRole("form", { name: "Create account" });
  await expect(signUp).toBeVisible();
  await snap(page, "signup-screen");

  // Field-level messages before anything is sent.
  await signUp.getByLabel("Full Name").fill("Meera Iyer");
  await signUp.getByLabel("Email").fill("meera@invalid");
  await signUp.getByLabel("Password", { exact: true }).fill("password123");
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(signUp.getByText("Please Enter Valid Email Ex:student@example.com")).toBeVisible();
  await expect(signUp.getByText(/too common/)).toBeVisible();
  await snap(page, "signup-errors");

  await signUp.getByLabel("Mobile Number").fill("98765 43210");
  await signUp.getByLabel("When Exam").fill("2027-03-13");
  await signUp.getByLabel("Referral Code").fill("SPRING");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await signUp.getByRole("button", { name: "Show password" }).click();
  await expect(signUp.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Account created. Please log in." })).toBeVisible();

  // Sign-up flips to sign-in with the email filled in.
  const signIn = page.getByRole("form", { name: "Sign in" });
  await expect(signIn.getByLabel("Email")).toHaveValue(email);
  await expect(signIn.getByRole("button", { name: "Log In" })).toBeDisabled();
  await signIn.getByLabel("Password", { exact: true }).fill("not-the-password");
  await signIn.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid Credentials" })).toBeVisible();
  await signIn.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await signIn.getByRole("button", { name: "Log In" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Meera Iyer!" })).toBeVisible();
  await expect(page.getByText("We're excited to have you on your journey to success.")).toBeVisible();
  await snap(page, "dashboard");

  const nav = page.getByRole("navigation", { name: "Main" });
  const destinations: [string, RegExp, string][] = [
    ["Practice Tests", /\/practices$/, "Practice Tests"],
    ["Question Bank", /\/categories$/, "Question Bank"],
    ["Test Results", /\/practices\/results$/, "Test Results"],
    ["Pricing", /\/products$/, "Pricing"],
    ["Dashboard", /\/dashboard$/, "Welcome, Meera Iyer!"],
  ];
  for (const [label, url, heading] of destinations) {
    await nav.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => localStorage.getItem("activeMenu"))).toMatch(
      /^\/(practices|categories|products|dashboard)/,
    );
    await snap(page, `nav-${label.toLowerCase().replace(/ /g, "-")}`);
  }

  await nav.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(56);
  await snap(page, "sidebar-collapsed");
  await nav.getByRole("button", { name: "Expand sidebar" }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(224);
  await expect(nav.getByText("S A T")).toBeVisible();

  await nav.getByRole("link", { name: "Pricing" }).click();
  const plans = page.getByRole("article");
  await expect(plans).toHaveCount(3);
  await expect(plans.filter({ hasText: "Free" }).first()).toContainText("Your plan");
  // Practice Tests 1 and 3 are free (content/packs/*/pack.yaml): the count comes from the packs.
  await expect(plans.first()).toContainText("2 full-length adaptive practice tests");
  await expect(page.getByRole("heading", { name: "PRO Monthly" })).toBeVisible();
  await snap(page, "pricing");

  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();
  await page.getByRole("button", { name: /Account menu/ }).click();
  await snap(page, "account-menu");
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await expect
    .poll(async () =>
      (await page.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);
  await snap(page, "after-logout");
});
