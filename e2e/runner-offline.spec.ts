import { expect, test } from "@playwright/test";
import { snap } from "./helpers";
import { choice, newStudent, questionHeading, serverAttempt, startFromList } from "./runner-helpers";

test("a student keeps testing offline and every answer reaches the server when the connection returns", async ({
  page,
  context,
}) => {
  await newStudent(page, "offline", "Omar Haddad");
  await startFromList(page);

  await context.setOffline(true);
  // The first batch goes out (and fails) within 2 seconds of the first answer.
  const failedSave = page.waitForEvent("requestfailed", (r) => r.url().includes("/api/test/savetest"));
  const picks = ["A", "B", "C", "D", "A"] as const;
  for (const [i, letter] of picks.entries()) {
    await expect(questionHeading(page, i + 1)).toBeVisible();
    await choice(page, letter).click();
    await expect(choice(page, letter)).toBeChecked();
    if (i < picks.length - 1) await page.getByRole("button", { name: "Next" }).click();
  }
  const banner = page.getByRole("status").filter({ hasText: "You're offline." });
  await expect(banner.getByText("You're offline.")).toBeVisible();
  await expect(banner).toContainText(
    "your answers are kept on this device and will be sent when the connection returns",
  );
  await failedSave;
  await snap(page, "runner-offline-banner");

  await context.setOffline(false);
  await expect(page.getByText("You're offline.")).toBeHidden({ timeout: 30_000 });

  const attempt = await serverAttempt(page);
  const byId = new Map(attempt.answers.map((a) => [a.qId, a.userOption]));
  expect(attempt.questions.slice(0, 5).map((q) => byId.get(q._id))).toEqual(picks.map((l) => `Option ${l}`));
  expect(attempt.count).toBe(4);
});
