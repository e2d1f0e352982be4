import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import {
  MODULE_QUESTION_COUNT,
  ROUTING_THRESHOLDS,
  itemParameters,
  probabilityCorrect,
  skillByName,
  type ModuleKey,
  type Section,
} from "@sat/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calibrate } from "../../cli/calibrate.js";
import { checkPacks } from "../../content/check/check-packs.js";
import type { LoadedPack } from "../../content/pack/load-pack.js";
import { parseQuestionFile, questionToMarkdown } from "../../content/pack/question-file.js";
import { bundledPacksDir } from "../../paths.js";
import { readPackDir } from "../../content/pack/read-pack-dir.js";
import { attemptResults } from "../../db/schema-progress.js";
import { attempts, questions, users } from "../../db/schema.js";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { completeAttempt } from "../../test/learning-scenario.js";
import { syntheticTest } from "../../test/synthetic-test.js";

/** A mixed pattern: every third question wrong, so module 1 reaches the harder routes. */
const mixed = (qId: string) => Number(qId.split("-").pop()) % 3 !== 0;

describe.each(databaseTargets())("a new calibration on %s", (target) => {
  let server: TestServer;
  let token: string;
  const countQuestions = async () =>
    (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(questions))[0]?.n ?? 0;

  beforeAll(async () => {
    server = await startTestServer(target);
    token = await server.signIn("calibrated");
  });
  afterAll(async () => {
    await server.close();
  });

  it("never changes a completed attempt's scores or report; new attempts use the new parameters", async () => {
    const v1 = syntheticTest("calibrated", "free");
    await server.app.services.content.importPacks([v1]);
    const old = await completeAttempt(server, token, "calibrated", mixed);
    const read = async (on: TestServer, userTestId: string) => {
      const report = await on.request("GET", `/api/test/result?testId=calibrated&userTestId=${userTestId}`, { token });
      expect(report.status).toBe(200);
      const rest = { ...report.body.data };
      delete rest.whatNext;
      const raw = await on.request("POST", "/api/test/computingrawscore", { token, body: { userTestId } });
      expect(raw.status).toBe(200);
      const completed = await on.request("GET", "/api/test/allusertests", { token });
      const listed = completed.body.data.find((t: { userTestId: string }) => t.userTestId === userTestId);
      return { report: rest, raw: raw.body, listed };
    };
    const before = await read(server, old);
    expect(before.report.scores.readingWriting.route).toBe("harder");

    // Version 2: every question calibrated, all of them much harder and flatter than their labels say.
    const v2 = syntheticTest("calibrated", "free");
    for (const { question } of v2.questions)
      question.parameters = { a: 0.7, b: 1.5, ...(question.type === "mcq" ? { c: 0.1 } : {}) };
    // Round-trips through the file format, as npm run calibrate writes it.
    for (const { question } of v2.questions)
      expect(parseQuestionFile(questionToMarkdown(question), "f").question).toEqual(question);
    const checked = { ...v2, version: "0ca11b4a7ed00002" };
    const rowsBefore = await countQuestions();
    expect(await server.app.services.content.importPacks([checked])).toEqual({
      imported: ["calibrated"],
      unchanged: [],
    });
    // Every question is a new row (its parameters are part of its content); the old rows stay.
    expect(await countQuestions()).toBe(rowsBefore + v2.questions.length);
    const calibratedRows = await server.database.db
      .select()
      .from(questions)
      .where(sql`${questions.irt} is not null`);
    expect(calibratedRows).toHaveLength(v2.questions.length);

    // A second server on the same database (nothing cached) reads the old attempt as it was.
    const fresh = await startTestServer(target, {}, { besides: server });
    try {
      expect(await read(fresh, old)).toEqual(before);
      // Even an attempt scored before ranges were stored gets its range from its own rows.
      const [row] = await server.database.db.select().from(attempts).where(eq(attempts.id, old));
      const stored = row?.scores as { readingWriting: Record<string, unknown>; math: Record<string, unknown> };
      for (const section of [stored.readingWriting, stored.math]) delete section.plusMinus;
      await server.database.db.update(attempts).set({ scores: stored }).where(eq(attempts.id, old));
      const third = await startTestServer(target, {}, { besides: server });
      try {
        expect((await read(third, old)).report.scoreRange).toEqual(before.report.scoreRange);
      } finally {
        await third.close();
      }
    } finally {
      await fresh.close();
    }

    // The same answers on the new version: harder items answered right are worth more.
    const renewed = await completeAttempt(server, token, "calibrated", mixed);
    const after = await read(server, renewed);
    expect(after.report.scores.readingWriting.rawCorrect).toBe(before.report.scores.readingWriting.rawCorrect);
    expect(after.report.scores.readingWriting.scaled).toBeGreaterThan(before.report.scores.readingWriting.scaled);
    expect(after.report.scores.math.scaled).toBeGreaterThan(before.report.scores.math.scaled);
  });

  it("npm run calibrate: says so and writes nothing on too little data, then calibrates from stored answers", async () => {
    // A copy of a bundled test (it passes every check the import applies).
    const root = mkdtempSync(path.join(tmpdir(), "calibrate-"));
    const dir = path.join(root, "practice-test-1");
    cpSync(path.join(bundledPacksDir, "practice-test-1"), dir, { recursive: true });
    const [fromDisk] = checkPacks([readPackDir(dir)]).packs;
    if (!fromDisk) throw new Error("the pack did not load");
    await server.app.services.content.importPacks([fromDisk]);
    const filesBefore = readPackDir(dir).files;
    const lines: string[] = [];
    const say = (line: string) => lines.push(line);

    // One completed attempt: far too little.
    await completeAttempt(server, token, "practice-test-1", mixed);
    expect(await calibrate(server.database, { packsDir: root, minResponses: 200, dryRun: false }, say)).toBe(false);
    expect(lines.join("\n")).toMatch(/Too little data: no test question has 200 answers yet .*Nothing was written\./);
    expect(readPackDir(dir).files).toEqual(filesBefore);

    // 400 simulated students answering as the label parameters predict, stored as completed attempts.
    await simulateAttempts(server, fromDisk, 400);
    lines.length = 0;
    expect(await calibrate(server.database, { packsDir: root, minResponses: 100, dryRun: true }, say)).toBe(true);
    expect(lines.join("\n")).toMatch(/nothing was written \(--dry-run\)/);
    expect(readPackDir(dir).files).toEqual(filesBefore);

    lines.length = 0;
    const versionBefore = await server.app.services.content.installedVersion("practice-test-1");
    expect(await calibrate(server.database, { packsDir: root, minResponses: 100, dryRun: false }, say)).toBe(true);
    const output = lines.join("\n");
    expect(output).toMatch(/Reading and Writing: \d+ attempts, \d+ questions with at least 100 answers/);
    expect(output).toMatch(/practice-test-1: \d+ question files calibrated, installed as version [0-9a-f]{16}/);
    const module1File = readFileSync(path.join(dir, "reading-writing/module1/01.md"), "utf8");
    expect(module1File).toMatch(/\na: [\d.]+\nb: -?[\d.]+\nc: [\d.]+\n---\n/);
    const version = await server.app.services.content.installedVersion("practice-test-1");
    expect(version).not.toBe(versionBefore);
    // What it wrote passes the checks and is what is installed; the summary names the calibrated questions.
    const after = checkPacks([readPackDir(dir)]);
    expect(after.problems).toEqual([]);
    expect(version).toBe(after.packs[0]?.version);
    const calibrated = after.packs[0]?.questions.filter((q) => q.question.parameters) ?? [];
    expect(calibrated.length).toBeGreaterThan(50);
    // Typed answers get a and b only.
    for (const { question } of calibrated) expect(question.parameters?.c === undefined).toBe(question.type === "spr");
  }, 120_000);
});

/** Completed attempts written straight into the database: answers drawn from the 3PL model, routed as the app routes. */
async function simulateAttempts(server: TestServer, pack: LoadedPack, count: number): Promise<void> {
  const db = server.database.db;
  const [user] = await db.select().from(users).limit(1);
  if (!user || !pack.test) throw new Error("no student or no test");
  const rows = await db.select().from(questions);
  const rowOf = new Map(rows.filter((r) => r.contentVersion === pack.version).map((r) => [r.sourceId, r]));
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const now = new Date();
  const students = Array.from({ length: count }, () => {
    const theta = normal();
    const answer = (section: Section, key: ModuleKey) => {
      const ids = pack.test?.sections[section].find((m) => m.key === key)?.questionIds ?? [];
      return ids.map((id, i) => {
        const row = rowOf.get(id);
        if (!row) throw new Error(`no row for ${id}`);
        return { row, correct: random() < probabilityCorrect(theta, itemParameters(row, key)), position: i + 1 };
      });
    };
    const sections = (["reading-writing", "math"] as const).map((section) => {
      const first = answer(section, "module1");
      expect(first).toHaveLength(MODULE_QUESTION_COUNT[section]);
      const route = first.filter((a) => a.correct).length >= ROUTING_THRESHOLDS[section] ? "harder" : "easier";
      return { section, route, modules: [first, answer(section, `module2-${route}`)] } as const;
    });
    return sections;
  });
  const inserted = await db
    .insert(attempts)
    .values(
      students.map(([rw, math]) => ({
        userId: user.id,
        testId: pack.manifest.id,
        contentVersion: pack.version,
        status: "completed" as const,
        timeLeftMs: 0,
        rwRoute: rw?.route,
        mathRoute: math?.route,
        completedAt: now,
      })),
    )
    .returning({ id: attempts.id });
  const results = students.flatMap((sections, n) =>
    sections.flatMap(({ section, modules }) =>
      modules.flatMap((list, stageIndex) =>
        list.map(({ row, correct, position }) => ({
          attemptId: inserted[n]?.id ?? "",
          userId: user.id,
          questionId: row.id,
          sourceId: row.sourceId,
          stage: `${section === "math" ? "math" : "writing"}Module${stageIndex + 1}`,
          position,
          section,
          domain: row.domain,
          skillSlug: skillByName(row.skill)?.slug ?? "",
          outcome: correct ? ("correct" as const) : ("incorrect" as const),
          marked: false,
          timeSpentMs: 1000,
          completedAt: now,
        })),
      ),
    ),
  );
  for (let i = 0; i < results.length; i += 2000) await db.insert(attemptResults).values(results.slice(i, i + 2000));
}
