import { expect, test } from "@playwright/test";
import { snap } from "./helpers";
import { choice, newStudent, questionHeading, serverAttempt, startFromList } from "./runner-helpers";

/**
 * The server's side of an outage (503 with Retry-After while its PostgreSQL is stopped) is tested in
 * apps/server/src/http/database-outage.api.test.ts; here the browser gets that same answer to its
 * saves and must treat it as an offline spell, not as an error.
 */
const OUTAGE_BODY = {
  status: 503,
  title: "Service Unavailable",
  message:
    "The service is briefly unavailable: its database cannot be reached. Nothing you sent was lost; please try again in a few seconds.",
  retryAfterSeconds: 5,
  requestId: "outage-test-request",
};

test("while the server answers 503 the runner keeps the answers on the device, shows it is offline and saves them after", async ({
  page,
}) => {
  await newStudent(page, "outage", "Lina Park");
  await startFromList(page);

  let outage = true;
  let refused = 0;
  await page.route("**/api/test/savetest", async (route) => {
    if (!outage) return route.continue();
    refused += 1;
    return route.fulfill({
      status: 503,
      headers: { "retry-after": "5" },
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify(OUTAGE_BODY),
    });
  });

  await expect(questionHeading(page, 1)).toBeVisible();
  await choice(page, "C").click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(questionHeading(page, 2)).toBeVisible();
  await choice(page, "A").click();

  const banner = page.getByRole("status").filter({ hasText: "You're offline." });
  await expect(banner).toContainText("your answers are kept on this device");
  expect(refused).toBeGreaterThan(0);
  // An outage is not an error: no error toast or alert, and the student keeps going.
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(choice(page, "A")).toBeChecked();
  await snap(page, "runner-outage-banner");

  outage = false;
  await expect(page.getByText("You're offline.")).toBeHidden({ timeout: 40_000 });
  const attempt = await serverAttempt(page);
  const byId = new Map(attempt.answers.map((a) => [a.qId, a.userOption]));
  expect(attempt.questions.slice(0, 2).map((q) => byId.get(q._id))).toEqual(["Option C", "Option A"]);
});
