import { expect, test, type Page } from "@playwright/test";
import { snap } from "./helpers";
import {
  MODULE_TITLES,
  choice,
  expectModule,
  footerCounter,
  newStudent,
  questionHeading,
  serverAttempt,
  startFromList,
} from "./runner-helpers";

test("a reload in the middle of a module keeps every answer and the position", async ({ page }) => {
  await newStudent(page, "reload", "Leela Nair");
  await startFromList(page);

  await choice(page, "B").click();
  await page.getByRole("button", { name: "Next" }).click();
  await choice(page, "D").click();
  await page.getByRole("button", { name: "Mark for Review" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Option eliminator" }).click();
  await page.getByRole("button", { name: "Cross out choice A" }).click();
  await choice(page, "C").click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(questionHeading(page, 4)).toBeVisible();
  await page.getByRole("button", { name: "Hide timer" }).click();

  // Reload at once: the last changes may not have left the device yet.
  await page.reload();
  await expectModule(page, MODULE_TITLES.writingModule1);
  await expect(questionHeading(page, 4)).toBeVisible();
  // The hidden timer stays hidden.
  await expect(page.getByRole("button", { name: "Show timer" })).toBeVisible();
  await expect(footerCounter(page)).toHaveText("Questions 4 of 27");
  await snap(page, "runner-after-reload");

  await page.getByRole("button", { name: "Back" }).click();
  await expect(choice(page, "C")).toBeChecked();
  await expect(page.getByRole("radio", { name: /^A:.*\(crossed out\)$/ })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(choice(page, "D")).toBeChecked();
  await expect(page.getByRole("button", { name: "Mark for Review" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(choice(page, "B")).toBeChecked();

  await expect
    .poll(async () => {
      const attempt = await serverAttempt(page);
      const byId = new Map(attempt.answers.map((a) => [a.qId, a]));
      return attempt.questions.slice(0, 3).map((q) => {
        const a = byId.get(q._id);
        return a
          ? `${a.userOption}${a.marked ? " marked" : ""}${a.eliminated.length ? ` x${a.eliminated.join()}` : ""}`
          : "-";
      });
    })
    .toEqual(["Option B", "Option D marked", "Option C xOption A"]);
});

/** The answers this device still has to send, read straight from the runner's IndexedDB. */
function pendingOnDevice(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("sat-practice-tests");
        open.onerror = () => reject(new Error("no database"));
        open.onsuccess = () => {
          const all = open.result.transaction("answers").objectStore("answers").getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { qId: string; pending: number; answer: { userOption: string } }[])
                .filter((r) => r.pending === 1)
                .sort((a, b) => a.qId.localeCompare(b.qId))
                .map((r) => r.answer.userOption),
            );
        };
      }),
  );
}

test("answers that never reached the server survive a reload on the device and are sent afterwards", async ({
  page,
}) => {
  await newStudent(page, "device", "Dev Kapoor");
  await startFromList(page);

  // The server cannot be reached for saves: everything stays on the device (IndexedDB). The reload
  // itself may still get them out (the runner tries once more as the page goes away).
  await page.route("**/api/test/savetest", (route) => route.abort("internetdisconnected"));
  await choice(page, "A").click();
  await page.getByRole("button", { name: "Next" }).click();
  await choice(page, "B").click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect.poll(() => pendingOnDevice(page)).toEqual(["Option A", "Option B"]);
  expect((await serverAttempt(page)).answers).toHaveLength(0);

  await page.reload();
  await expect(questionHeading(page, 3)).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(choice(page, "B")).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(choice(page, "A")).toBeChecked();

  // Saves go through again: the answers kept on the device reach the server.
  await page.unroute("**/api/test/savetest");
  await expect
    .poll(
      async () => {
        const attempt = await serverAttempt(page);
        const byId = new Map(attempt.answers.map((a) => [a.qId, a.userOption]));
        return attempt.questions.slice(0, 2).map((q) => byId.get(q._id) ?? "-");
      },
      { timeout: 45_000 },
    )
    .toEqual(["Option A", "Option B"]);
  await expect(page.getByText("You're offline.")).toBeHidden();
});
