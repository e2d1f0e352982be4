import { expect, test } from "@playwright/test";
import { snapAtEachSize } from "./helpers";
import { answerAndNext, choice, newStudent, questionHeading, serverAttempt, startFromList } from "./runner-helpers";

/**
 * An answer the server will never take is said plainly, by question number, and the runner stops
 * sending it; the other answers of the same batch are kept. The runner itself never stamps an
 * answer after its time ran out, so the request is changed on its way to say so for question 2,
 * as a device whose clock had run out would; the refusal and what follows are the real server's.
 * The question then shows what the server holds, so the screen never claims an answer that does
 * not count.
 */
test("an answer the server refuses is named to the student, and the rest of the batch is saved", async ({ page }) => {
  await newStudent(page, "refused", "Rhea Fontaine");
  await startFromList(page);
  const first = (await serverAttempt(page)).questions;
  let sentLate = 0;
  await page.route("**/api/test/savetest", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}") as {
      answerData?: { qId: string; timeLeftMs: number }[];
    };
    for (const answer of body.answerData ?? [])
      if (answer.qId === first[1]!._id) {
        answer.timeLeftMs = 0;
        sentLate += 1;
      }
    await route.continue({ postData: JSON.stringify(body) });
  });

  await answerAndNext(page, 1, "B");
  await answerAndNext(page, 2, "C");
  await expect(questionHeading(page, 3)).toBeVisible();
  await choice(page, "D").click();

  const alert = page.getByRole("alert").filter({ hasText: "was not saved" });
  await expect(alert).toHaveText(
    /Your answer to question 2 was not saved\. This answer was given after the time ran out\./,
  );
  await snapAtEachSize(page, "runner-answer-refused");
  await expect
    .poll(async () => {
      const stored = new Map((await serverAttempt(page)).answers.map((a) => [a.qId, a.userOption]));
      return [0, 1, 2].map((i) => stored.get(first[i]!._id) ?? null);
    })
    .toEqual(["Option B", null, "Option D"]);
  // Refused once, not resent: the outbox dropped it with the server's answer.
  const late = sentLate;
  await page.waitForTimeout(3_000);
  expect(sentLate).toBe(late);

  // The screen shows what the server holds: question 2 blank, here and after a reload, with no
  // second refusal (the device no longer keeps the refused answer either).
  await expect(choice(page, "D")).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(questionHeading(page, 2)).toBeVisible();
  for (const letter of ["A", "B", "C", "D"] as const) await expect(choice(page, letter)).not.toBeChecked();
  await page.unroute("**/api/test/savetest");
  await page.reload();
  await expect(questionHeading(page, 2)).toBeVisible();
  await expect(choice(page, "C")).not.toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(choice(page, "D")).toBeChecked();
  await page.waitForTimeout(2_500);
  await expect(page.getByRole("alert").filter({ hasText: "was not saved" })).toHaveCount(0);
});
