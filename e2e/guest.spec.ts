import { expect, test } from "@playwright/test";
import { snap } from "./helpers";

test("a guest sees Sign in, the sign-in dialog and the token dialog", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome!" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Log In" })).toBeVisible();
  await snap(page, "guest-sign-in-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Practice Tests" }).click();
  const tokenDialog = page.getByRole("dialog", { name: "Log in to continue" });
  await expect(tokenDialog.getByText("To view the tests, please log in or sign up.")).toBeVisible();
  await snap(page, "guest-token-dialog");
  await tokenDialog.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
});

test("unknown pages show the not-found page with a link home", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  await expect(page.getByText("We can't seem to find the page you're looking for.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/practices");
  await snap(page, "not-found");
});

test("a rejected token clears storage and shows 'Un Authorised' with a link to login", async ({ page }) => {
  await page.goto("/home");
  await page.evaluate(() => {
    const payload = btoa(JSON.stringify({ sub: "x", sid: "y", name: "Ghost", proTill: null, exp: 4102444800, iat: 1 }));
    localStorage.setItem("token", `e30.${payload}.c2ln`);
  });
  await page.goto("/transactionsummary");
  await expect(page.getByText("Un Authorised")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await snap(page, "unauthorised");
});

test("/ and /home clear local storage, /login clears only the token", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => {
    localStorage.setItem("activeMenu", "/products");
    localStorage.setItem("token", "stale");
  });
  await page.goto("/login");
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("activeMenu")])).toEqual([
    null,
    "/products",
  ]);
  await page.goto("/");
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.evaluate(() => localStorage.setItem("activeMenu", "/products"));
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test("a page whose code cannot be loaded shows the error page", async ({ page }) => {
  await page.route(/\/assets\/about\.route-.*\.js$/, (route) => route.abort());
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  await expect(page.getByText("This page could not be loaded. Check your connection and reload.")).toBeVisible();
  await snap(page, "chunk-load-error");
});
