import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { SKILLS } from "@sat/core";
import { runContentImport } from "../cli/content-import.js";
import { readEnv } from "../env.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, questions } from "../db/schema.js";
import { databaseTargets } from "../test/test-database.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { syntheticTest } from "../test/synthetic-test.js";
import { loadBundledPacks, syncBundledPacks } from "./bundled-packs.js";
import { questionToMarkdown } from "./pack/question-file.js";

const ADMIN_TOKEN = "admin-token-for-tests-that-is-long-enough-0123";

/** A one-question bank pack of a school's own, as the files an author would write. */
function schoolPack(id: string, passage: string): Record<string, string> {
  return {
    "pack.yaml": `kind: bank\nid: ${id}\nname: School bank\n`,
    "reading-writing/transitions/01.md": questionToMarkdown({
      id: `${id}-01`,
      section: "reading-writing",
      domain: "EOI",
      skill: "Transitions",
      difficulty: "E",
      type: "mcq",
      passage,
      prompt: "Which choice completes the text with the most logical transition?",
      options: ["However,", "For example,", "Similarly,", "Therefore,"],
      correctOption: "A",
      explanation:
        "Choice A is the best answer: the second sentence contrasts with the first. Choice B is incorrect because no example follows. Choice C is incorrect because nothing is similar. Choice D is incorrect because nothing follows as a result.",
    }),
  };
}

describe.each(databaseTargets())("content packs on %s", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const countQuestions = async () =>
    (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(questions))[0]?.n ?? 0;

  beforeAll(async () => {
    server = await startTestServer(target, { adminToken: ADMIN_TOKEN });
    for (const name of ["free", "pro"]) tokens[name] = await server.signIn(name);
    await server.makePro("pro", new Date(Date.now() + 30 * 86_400_000));
  });
  afterAll(async () => {
    await server.close();
  });

  it("imports the bundled packs on first start and after they change, never twice", async () => {
    const packs = loadBundledPacks();
    const ids = packs.map((p) => p.manifest.id);
    expect(ids).toEqual(expect.arrayContaining(["practice-test-1", "practice-test-2", "question-bank"]));
    expect(await syncBundledPacks(server.app.services.content)).toEqual({ imported: ids, unchanged: [] });
    const rows = await countQuestions();
    expect(rows).toBe(packs.reduce((n, p) => n + p.questions.length, 0));
    expect(await syncBundledPacks(server.app.services.content)).toEqual({ imported: [], unchanged: ids });
    expect(await server.app.services.content.importPacks(loadBundledPacks())).toEqual({ imported: [], unchanged: ids });
    expect(await countQuestions()).toBe(rows);
  });

  it("refuses to start on a broken bundled pack", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "packs-"));
    mkdirSync(path.join(dir, "broken", "reading-writing", "transitions"), { recursive: true });
    writeFileSync(path.join(dir, "broken", "pack.yaml"), "kind: bank\nid: broken-bank\nname: Broken\n");
    writeFileSync(path.join(dir, "broken", "reading-writing", "transitions", "01.md"), "---\nid: x\n---\n");
    await expect(syncBundledPacks(server.app.services.content, dir)).rejects.toThrow(
      /broken\/reading-writing\/transitions\/01\.md/,
    );
  });

  it("lets any student start the free test and only PRO students the PRO test, never sending keys", async () => {
    const free = await server.request("GET", "/api/test/getfreetest", { token: tokens.free });
    expect(free.body.data.testData).toEqual([
      expect.objectContaining({ testid: "practice-test-1", locked: false }),
      expect.objectContaining({ testid: "practice-test-3", locked: false }),
    ]);
    const pro = await server.request("GET", "/api/test/getprotest", { token: tokens.free });
    expect(pro.body.data.testData).toEqual(
      ["practice-test-2", "practice-test-4", "practice-test-5", "practice-test-6"].map((testid) =>
        expect.objectContaining({ testid, locked: true }),
      ),
    );

    const started = await server.request("GET", "/api/test/starttest?testId=practice-test-1", { token: tokens.free });
    expect(started.status).toBe(200);
    expect(started.body.data.questions).toHaveLength(27);
    expect(JSON.stringify(started.body)).not.toMatch(
      /"(explanation|correctOption|acceptedAnswers|isCorrectAnswer|answerValue)"/,
    );
    expect(
      (await server.request("GET", "/api/test/starttest?testId=practice-test-2", { token: tokens.free })).status,
    ).toBe(403);
    const proStart = await server.request("GET", "/api/test/starttest?testId=practice-test-2", { token: tokens.pro });
    expect(proStart.status).toBe(200);
    expect(proStart.body.data.questions[0]._id).toMatch(/^pt2-rw-m1-/);
  });

  it("lists a question bank for every skill of the taxonomy with its count", async () => {
    expect((await server.request("GET", "/api/questionbank/getall")).status).toBe(401);
    const res = await server.request("GET", "/api/questionbank/getall", { token: tokens.free });
    expect(res.status).toBe(200);
    expect(res.body.data.isQuestionBanksEnabled).toBe(true);
    const banks = res.body.data.testData as {
      questionBankId: string;
      sectionType: string;
      totalQuestions: number;
      difficultyCounts: Record<string, number>;
    }[];
    expect(banks.map((b) => b.questionBankId)).toEqual(SKILLS.map((s) => s.slug));
    // The bundled bank: 30 questions in every skill, 10 of each difficulty (870 in all).
    for (const bank of banks) {
      expect(bank.totalQuestions, bank.questionBankId).toBe(30);
      expect(bank.difficultyCounts, bank.questionBankId).toEqual({ E: 10, M: 10, H: 10 });
    }
    expect(banks.reduce((n, b) => n + b.totalQuestions, 0)).toBe(870);
    expect(new Set(banks.map((b) => b.sectionType))).toEqual(new Set(["READING_AND_WRITING", "MATHEMATICS"]));
  });

  it("imports a school's pack through the admin API, with the same checks, and only with the admin token", async () => {
    const pack = (files: Record<string, string>) => ({ body: { packs: [{ name: "school", files }] } });
    const good = schoolPack(
      "school-bank",
      "The museum planned to close in May. ______ record crowds kept it open all summer.",
    );
    expect((await server.request("POST", "/api/admin/content/import", pack(good))).status).toBe(401);
    const wrongToken = { ...pack(good), headers: { "x-admin-token": "x".repeat(ADMIN_TOKEN.length) } };
    expect((await server.request("POST", "/api/admin/content/import", wrongToken)).status).toBe(401);
    const admin = (files: Record<string, string>) => ({ ...pack(files), headers: { "x-admin-token": ADMIN_TOKEN } });

    const before = await countQuestions();
    const [installed] = loadBundledPacks().flatMap((p) =>
      p.questions.filter((q) => q.question.section === "reading-writing"),
    );
    const copied = schoolPack("copy-bank", installed?.question.passage ?? "");
    const refused = await server.request("POST", "/api/admin/content/import", admin(copied));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(`Reads as the same question as ${installed?.question.id ?? ""}`),
      }),
    ]);
    const broken = {
      ...good,
      "reading-writing/transitions/01.md":
        good["reading-writing/transitions/01.md"]?.replace("answer: A", "answer: E") ?? "",
    };
    expect((await server.request("POST", "/api/admin/content/import", admin(broken))).status).toBe(422);
    expect(await countQuestions()).toBe(before);

    const ok = await server.request("POST", "/api/admin/content/import", admin(good));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ imported: ["school-bank"], unchanged: [] });
    expect(await countQuestions()).toBe(before + 1);
    const banks = await server.request("GET", "/api/questionbank/getall", { token: tokens.free });
    const transitions = banks.body.data.testData.find(
      (b: { questionBankId: string }) => b.questionBankId === "transitions",
    );
    expect(transitions.difficultyCounts.E).toBeGreaterThanOrEqual(4);
  });

  it("npm run content:import sends a pack folder to the running server", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pack-"));
    for (const [file, text] of Object.entries(
      schoolPack("cli-bank", "Bees rested at noon. ______ they foraged again once the air had cooled."),
    )) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const port = new URL(server.baseUrl).port;
    const env = readEnv({ PORT: port, ADMIN_TOKEN, DATA_DIR: dir });
    const lines: string[] = [];
    const first = await runContentImport(dir, env, (l) => lines.push(l));
    expect(lines.join("\n")).toMatch(/Through the running server: imported cli-bank/);
    expect(first).toBe(true);
    const second = await runContentImport(dir, env, (l) => lines.push(l));
    expect(second).toBe(true);
    expect(lines.at(-1)).toMatch(/unchanged: cli-bank/);
    writeFileSync(path.join(dir, "reading-writing/transitions/02.md"), "no front matter");
    expect(await runContentImport(dir, env, (l) => lines.push(l))).toBe(false);
    expect(lines.join("\n")).toMatch(/transitions\/02\.md: format: .*front matter/);
  });

  it("serves the packs' figures as SVG", async () => {
    const ok = await fetch(`${server.baseUrl}/api/figures/triangle-pqr.svg`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("image/svg+xml");
    expect(await ok.text()).toContain("<svg");
    const missing = await server.request("GET", "/api/figures/no-such-figure.svg");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, title: "Not Found" });
    expect((await server.request("GET", "/api/figures/..%2F..%2Fpackage.json")).status).toBe(400);
  });

  it("keeps an attempt on the version it started with when the test changes, without duplicating rows", async () => {
    const v1 = syntheticTest("versioned", "free");
    await server.app.services.content.importPacks([v1]);
    const before = await countQuestions();
    const first = await server.request("GET", "/api/test/starttest?testId=versioned", { token: tokens.free });
    const firstIds = first.body.data.questions.map((q: { _id: string }) => q._id);
    expect(firstIds[0]).toBe("versioned-rw-module1-1");

    // Version 2 rewrites every explanation: each question gets a new row, the old rows stay.
    const v2 = syntheticTest("versioned", "free", " (revised)");
    expect(await server.app.services.content.importPacks([v2])).toEqual({ imported: ["versioned"], unchanged: [] });
    expect(await countQuestions()).toBe(before + v2.questions.length);
    expect(await server.app.services.content.importPacks([v2])).toEqual({ imported: [], unchanged: ["versioned"] });
    expect(await countQuestions()).toBe(before + v2.questions.length);

    const resumed = await server.request("GET", "/api/test/retrievetest?testId=versioned", { token: tokens.free });
    expect(resumed.body.data.questions.map((q: { _id: string }) => q._id)).toEqual(firstIds);
    const [row] = await server.database.db.select().from(attempts).where(eq(attempts.id, first.body.data.userTestId));
    expect(row?.contentVersion).toBe(v1.version);

    // Back to version 1: its rows are found again by content, nothing new is written.
    expect(await server.app.services.content.importPacks([v1])).toEqual({ imported: ["versioned"], unchanged: [] });
    expect(await countQuestions()).toBe(before + v2.questions.length);
  });

  it("starts new attempts on the new version", async () => {
    await server.app.services.content.importPacks([syntheticTest("fresh", "free")]);
    await server.app.services.content.importPacks([syntheticTest("fresh", "free", " (v2)")]);
    const started = await server.request("GET", "/api/test/starttest?testId=fresh", { token: tokens.pro });
    expect(started.body.data.questions[0]._id).toMatch(/^fresh-rw-module1-1~[0-9a-f]{8}$/);
  });
});
