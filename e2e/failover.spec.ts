import { expect, test } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { haproxyPath, startCluster, type Cluster } from "../scripts/cluster-lib.mjs";
import { createScratchDatabase } from "../scripts/scratch-database.mjs";
import { rawRequest } from "../apps/server/src/test/raw-http";
import { snap } from "./helpers";
import { answerAndNext, choice, newStudent, questionHeading, serverAttempt, startFromList } from "./runner-helpers";

/** Two API servers behind HAProxy on one PostgreSQL database of this file's own. */
const PORT = 3121;
const BASE = `http://127.0.0.1:${PORT}`;
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

test.skip(!haproxyPath, "HAProxy is not installed (apt-get install -y haproxy): the load-balancer tests cannot run");
test.describe.configure({ mode: "serial" });
test.use({ baseURL: BASE });

let cluster: Cluster;
let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createScratchDatabase(adminUrl, "sat_e2e_failover");
  cluster = await startCluster({
    count: 2,
    port: PORT,
    databaseUrl: database.url,
    dir: mkdtempSync(path.join(os.tmpdir(), "sat-cluster-")),
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await database?.drop();
});

test("a server killed mid-module: the student goes on with no error and no answer lost, and it comes back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newStudent(page, "failover", "Farah Osei");
  await startFromList(page);
  const picks = ["B", "D", "A", "C", "B", "A", "D", "C"] as const;
  const answer = (i: number) => answerAndNext(page, i + 1, picks[i]!);
  for (const i of [0, 1, 2]) await answer(i);
  await expect.poll(async () => (await serverAttempt(page)).answers.length, { timeout: 15_000 }).toBe(3);

  const [victim, survivor] = cluster.servers;
  await victim!.kill("SIGKILL");
  for (const i of [3, 4, 5, 6, 7]) await answer(i);
  // Every save went through (the balancer retried on the server left); nothing told the student otherwise.
  await expect.poll(async () => (await serverAttempt(page)).answers.length, { timeout: 15_000 }).toBe(8);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("You're offline.")).toHaveCount(0);
  expect(await cluster.serving()).toEqual(new Set([survivor!.name]));
  await snap(page, "failover-one-server-killed");

  const attempt = await serverAttempt(page);
  const byId = new Map(attempt.answers.map((a) => [a.qId, a.userOption]));
  expect(attempt.questions.slice(0, 8).map((q) => byId.get(q._id))).toEqual(picks.map((l) => `Option ${l}`));

  // The killed server starts again and the balancer sends it traffic once two health checks pass.
  await victim!.start();
  await expect
    .poll(async () => [...(await cluster.serving())].sort(), { timeout: 20_000, intervals: [500, 1000] })
    .toEqual([victim!.name, survivor!.name].sort());
  await page.reload();
  await expect(questionHeading(page, 9)).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(choice(page, "C")).toBeChecked();
});

test("restarting the servers one at a time loses no request and no answer", async ({ page }) => {
  test.setTimeout(180_000);
  await newStudent(page, "rolling", "Ravi Lund");
  await startFromList(page);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const attempt = await serverAttempt(page);
  await page.goto("about:blank");

  // Saves without a pause from the side, as many students would send, while each server restarts.
  // Their seq starts above anything the runner gave out before the page was left (it counts from the
  // clock in microseconds), so the newest change of each question is the loop's.
  const base = Date.now() * 1000 + 1e12;
  let seq = 0;
  const failures: string[] = [];
  let running = true;
  const saver = (async () => {
    while (running) {
      seq += 1;
      const question = attempt.questions[seq % attempt.questions.length]!;
      const res = await fetch(`${BASE}/api/test/savetest`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token ?? ""}` },
        body: JSON.stringify({
          userTestId: (attempt as unknown as { userTestId: string }).userTestId,
          testId: "practice-test-1",
          answerData: [
            {
              qId: question._id,
              userOption: ["Option A", "Option B", "Option C", "Option D"][seq % 4],
              timeLeftMs: 1_000_000,
              seq: base + seq,
            },
          ],
          additionalProps: { currentModuleName: "writingModule1", count: 0 },
        }),
      }).catch((error: unknown) => ({ ok: false, status: 0, text: () => Promise.resolve(String(error)) }));
      if (!res.ok) failures.push(`${res.status} ${await res.text()}`);
    }
  })();

  for (const server of cluster.servers) {
    await server.stop(); // SIGTERM: in-flight requests finish, new ones go to the other server
    await server.start();
    await expect
      .poll(async () => (await cluster.serving()).has(server.name), { timeout: 20_000, intervals: [500] })
      .toBe(true);
  }
  running = false;
  await saver;
  expect(failures).toEqual([]);
  expect(seq).toBeGreaterThan(50);

  // The newest change of every question the loop touched is what the server kept.
  const after = await (
    await fetch(`${BASE}/api/test/retrievetest?testId=practice-test-1`, {
      headers: { authorization: `Bearer ${token ?? ""}` },
    })
  ).json();
  const stored = new Map(
    (after as { data: { answers: { qId: string; seq: number }[] } }).data.answers.map((a) => [a.qId, a.seq]),
  );
  const newest = new Map<string, number>();
  for (let s = 1; s <= seq; s += 1) newest.set(attempt.questions[s % attempt.questions.length]!._id, base + s);
  expect(stored).toEqual(newest);
});

test("bad input through the balancer keeps the API's own answers and error shape", async () => {
  const tooLarge = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: "x@example.com", password: "p".repeat(600 * 1024) }),
  });
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toMatchObject({ status: 413, title: "Payload Too Large" });
  const raw = await rawRequest(
    PORT,
    "GET /api/health HTTP/1.1\r\nHost: x\r\nX-Probe: a\u0001b\r\nConnection: close\r\n\r\n",
  );
  expect(raw.status).toBe(400);
  expect(JSON.parse(raw.body)).toMatchObject({ status: 400, title: "Bad Request" });
  const nul = await fetch(`${BASE}/api/plan/getAll?currency=a%00b`);
  expect(nul.status).toBe(400);
  expect(await nul.json()).toMatchObject({
    errors: [{ field: "currency", message: "Text cannot contain a NUL character." }],
  });
});
