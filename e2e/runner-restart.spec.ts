import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { snap } from "./helpers";
import { answerAndNext, choice, newStudent, questionHeading, serverAttempt, startFromList } from "./runner-helpers";

/** A server of this test's own, so it can be stopped and started again mid-module. */
const PORT = 3119;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "sat-restart-"));

function startServer(): ChildProcess {
  return spawn(process.execPath, ["apps/server/dist/main.js"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
}

async function waitHealthy(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.request.get(`${BASE}/api/health`).catch(() => null))?.status() ?? 0, {
      timeout: 60_000,
      intervals: [250, 500, 1000],
    })
    .toBe(200);
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

test.use({ baseURL: BASE });

test("the server stops and starts again mid-module and no answer is lost", async ({ page }) => {
  test.setTimeout(180_000);
  let server = startServer();
  try {
    await waitHealthy(page);
    await newStudent(page, "restart", "Rhea Mehta");
    await startFromList(page);

    const picks = ["B", "D", "A", "C", "B"] as const;
    const answer = (i: number) => answerAndNext(page, i + 1, picks[i]!);
    for (const i of [0, 1, 2]) await answer(i);
    await expect.poll(async () => (await serverAttempt(page)).answers.length, { timeout: 15_000 }).toBe(3);

    await stopServer(server);
    for (const i of [3, 4]) await answer(i);
    await snap(page, "runner-server-down");

    server = startServer();
    await waitHealthy(page);
    await expect
      .poll(async () => (await serverAttempt(page)).answers.length, { timeout: 60_000, intervals: [1000, 2000] })
      .toBe(5);
    const attempt = await serverAttempt(page);
    const byId = new Map(attempt.answers.map((a) => [a.qId, a.userOption]));
    expect(attempt.questions.slice(0, 5).map((q) => byId.get(q._id))).toEqual(picks.map((l) => `Option ${l}`));

    await page.reload();
    await expect(questionHeading(page, 6)).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(choice(page, "B")).toBeChecked();
    await snap(page, "runner-after-server-restart");
  } finally {
    if (server.exitCode === null) await stopServer(server);
  }
});
