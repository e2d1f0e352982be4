import { expect, test } from "@playwright/test";
import { snap } from "./helpers";

test("the reference sheet, about, LaTeX preview and home pages show real content", async ({ page }) => {
  await page.goto("/references");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Reference/);
  await expect(page.getByRole("img").first()).toBeVisible();
  await snap(page, "references");

  await page.setViewportSize({ width: 400, height: 500 });
  await page.goto("/references");
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(400);
  await snap(page, "references-popup-size");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/not affiliated with/).first()).toBeVisible();
  await snap(page, "about");

  await page.goto("/latexPageValidation");
  const input = page.getByRole("textbox");
  await input.fill("Solve $x^2 = 9$ and $\\frac{a}{b}$");
  await expect(page.locator(".katex").first()).toBeVisible();
  await snap(page, "latex-preview");

  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await snap(page, "home");
});
