import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKILLS } from "@sat/core";
import { bankChecks, users } from "../../db/schema.js";
import { syntheticBank } from "../../test/synthetic-bank.js";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, studentClient, type TestServer } from "../../test/test-server.js";

const KEY_FIELDS = /"(explanation|correctOption|acceptedAnswers|isCorrectAnswer|answerValue)"/;

describe.each(databaseTargets())("question bank practice on %s", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (name: string) => studentClient(server, tokens[name]);
  const open = (name: string, query = "") =>
    as(name).get(`/api/questionbank/getbyid?questionBankId=transitions${query}`);
  const bank = async (name: string, id: string) =>
    (await as(name).get("/api/questionbank/getall")).body.data.testData.find(
      (b: { questionBankId: string }) => b.questionBankId === id,
    );

  beforeAll(async () => {
    server = await startTestServer(target);
    await server.app.services.content.importPacks([syntheticBank()]);
    for (const name of ["free", "pro", "other"]) tokens[name] = await server.signIn(name);
    await server.makePro("pro", new Date(Date.now() + 30 * 86_400_000));
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists every skill with its counts, what the student may practise, and no progress yet", async () => {
    expect((await server.request("GET", "/api/questionbank/getall")).status).toBe(401);
    const res = await as("free").get("/api/questionbank/getall");
    expect(res.status).toBe(200);
    expect(res.body.data.isQuestionBanksEnabled).toBe(true);
    expect(res.body.data.testData.map((b: { questionBankId: string }) => b.questionBankId)).toEqual(
      SKILLS.map((s) => s.slug),
    );
    expect(await bank("free", "transitions")).toMatchObject({
      sectionType: "READING_AND_WRITING",
      totalQuestions: 6,
      difficultyCounts: { E: 2, M: 2, H: 2 },
      availableQuestions: 3,
      answeredCount: 0,
      userTestState: null,
    });
    expect(await bank("pro", "transitions")).toMatchObject({ availableQuestions: 6 });
    expect(await bank("free", "circles")).toMatchObject({ totalQuestions: 0, availableQuestions: 0 });
  });

  it("gives free students the first easy, medium and hard question of a bank, PRO students all, never a key", async () => {
    const free = await open("free");
    expect(free.status).toBe(200);
    const practice = free.body.data.testData;
    expect(practice).toMatchObject({
      questionBankId: "transitions",
      name: "Transitions",
      questionContentType: "Expression of Ideas",
      lockedCount: 3,
      userTestState: { currentQId: -1, isCompleted: false },
    });
    expect(practice.questions.questionBankList.map((q: { qId: string }) => q.qId)).toEqual([
      "test-bank-tr-1",
      "test-bank-tr-3",
      "test-bank-tr-5",
    ]);
    expect(JSON.stringify(free.body)).not.toMatch(KEY_FIELDS);
    expect(JSON.stringify(free.body)).not.toContain("SECRET-EXPLANATION");
    const pro = await open("pro");
    expect(pro.body.data.testData.questions.questionBankList).toHaveLength(6);
    expect(pro.body.data.testData.lockedCount).toBe(0);
    expect((await as("free").get("/api/questionbank/getbyid?questionBankId=nope")).status).toBe(404);
    expect((await open("free", "&difficulty=X")).status).toBe(400);
    expect((await as("free").get("/api/questionbank/getbyid")).status).toBe(400);
  });

  it("checks answers on the server and records every attempt", async () => {
    const practiceId = (await open("free")).body.data.testData.userQuestionBankId as string;
    const check = (name: string, body: Record<string, string>) =>
      as(name).post("/api/questionbank/check", { userQuestionBankId: practiceId, ...body });
    // tr-1's key is B (1 mod 4): a wrong answer, then the right one.
    const wrong = await check("free", { qId: "test-bank-tr-1", userOption: "Option A" });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ data: { isCorrect: false } });
    expect(await bank("free", "transitions")).toMatchObject({ answeredCount: 1, correctCount: 0, wrongCount: 1 });
    expect((await check("free", { qId: "test-bank-tr-1", userOption: "Option B" })).body.data.isCorrect).toBe(true);
    expect(await bank("free", "transitions")).toMatchObject({ answeredCount: 1, correctCount: 1, wrongCount: 0 });
    const [user] = await server.database.db.select().from(users).where(eq(users.email, "free@example.com"));
    const checks = await server.database.db
      .select()
      .from(bankChecks)
      .where(eq(bankChecks.userId, user?.id ?? ""));
    expect(checks.map((c) => [c.answer, c.isCorrect])).toEqual([
      ["Option A", false],
      ["Option B", true],
    ]);

    // A PRO-only question, another student's practice, a question of another bank.
    expect((await check("free", { qId: "test-bank-tr-2", userOption: "Option C" })).status).toBe(403);
    expect((await check("other", { qId: "test-bank-tr-1", userOption: "Option B" })).status).toBe(404);
    expect((await check("free", { qId: "test-bank-lf-1", userAnswer: "3.5" })).status).toBe(404);
    expect((await check("free", { qId: "test-bank-tr-1", userOption: "Option E" })).status).toBe(400);
    const notAnId = await as("free").post("/api/questionbank/check", {
      userQuestionBankId: "not-a-practice",
      qId: "test-bank-tr-1",
      userOption: "Option B",
    });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.errors).toEqual([
      { field: "userQuestionBankId", message: "userQuestionBankId must be a valid id" },
    ]);
    expect((await as("free").get("/api/questionbank/explanation?userQuestionBankId=x&qId=y")).status).toBe(400);
  });

  it("compares typed answers trimmed and case-insensitively, accepting every equivalent form", async () => {
    const practice = (await as("pro").get("/api/questionbank/getbyid?questionBankId=linear-functions")).body.data
      .testData;
    const check = (userAnswer: string) =>
      as("pro").post("/api/questionbank/check", {
        userQuestionBankId: practice.userQuestionBankId,
        qId: "test-bank-lf-1",
        userAnswer,
      });
    for (const answer of [" 3.5 ", "7/2", "3.50", "14/4"])
      expect((await check(answer)).body.data.isCorrect, answer).toBe(true);
    for (const answer of ["3", "", "7/3"]) expect((await check(answer)).body.data.isCorrect, answer).toBe(false);
  });

  it("shows the explanation and the answer when asked, only for questions the student may open", async () => {
    const practiceId = (await open("free")).body.data.testData.userQuestionBankId as string;
    const res = await as("free").get(
      `/api/questionbank/explanation?userQuestionBankId=${practiceId}&qId=test-bank-tr-3`,
    );
    expect(res.body).toEqual({ data: { explanation: "SECRET-EXPLANATION test-bank-tr-3", correctAnswer: "Option D" } });
    const locked = await as("free").get(
      `/api/questionbank/explanation?userQuestionBankId=${practiceId}&qId=test-bank-tr-4`,
    );
    expect(locked.status).toBe(403);
    const spr = (await as("pro").get("/api/questionbank/getbyid?questionBankId=linear-functions")).body.data.testData;
    const typed = await as("pro").get(
      `/api/questionbank/explanation?userQuestionBankId=${spr.userQuestionBankId}&qId=test-bank-lf-1`,
    );
    expect(typed.body.data.correctAnswer).toBe("7/2 or 3.5");
  });

  it("saves where the student stopped and resumes there; a finished practice says so", async () => {
    const practice = (await open("pro")).body.data.testData;
    const save = (currentQId: number, isTestCompleted: boolean) =>
      as("pro").post("/api/questionbank/savequestionbank", {
        userQuestionBankId: practice.userQuestionBankId,
        currentQId,
        isTestCompleted,
      });
    const saved = await save(3, false);
    expect(saved.status).toBe(200);
    expect(saved.body.data.userTestState).toEqual({
      userQuestionBankId: practice.userQuestionBankId,
      currentQId: 3,
      isCompleted: false,
    });
    expect((await open("pro")).body.data.testData.userTestState.currentQId).toBe(3);
    expect((await bank("pro", "transitions")).userTestState).toMatchObject({ currentQId: 3, isCompleted: false });
    expect((await save(99, true)).body.data.userTestState).toMatchObject({ currentQId: 6, isCompleted: true });
    expect((await save(-1, false)).status).toBe(400);
    const foreign = await as("other").post("/api/questionbank/savequestionbank", {
      userQuestionBankId: practice.userQuestionBankId,
      currentQId: 1,
      isTestCompleted: false,
    });
    expect(foreign.status).toBe(404);
  });

  it("narrows a practice to one difficulty or to the questions last answered wrong, each with its own place", async () => {
    const hard = (await open("pro", "&difficulty=H")).body.data.testData;
    expect(hard.filter).toEqual({ difficulty: "H", onlyWrong: false });
    expect(hard.questions.questionBankList.map((q: { qId: string }) => q.qId)).toEqual([
      "test-bank-tr-5",
      "test-bank-tr-6",
    ]);
    expect(hard.userQuestionBankId).not.toBe((await open("pro")).body.data.testData.userQuestionBankId);

    const all = (await open("pro")).body.data.testData;
    await as("pro").post("/api/questionbank/check", {
      userQuestionBankId: all.userQuestionBankId,
      qId: "test-bank-tr-2",
      userOption: "Option A",
    });
    const wrong = (await open("pro", "&onlyWrong=true")).body.data.testData;
    expect(wrong.questions.questionBankList).toEqual([
      expect.objectContaining({ qId: "test-bank-tr-2", lastResult: "wrong" }),
    ]);
    await as("pro").post("/api/questionbank/check", {
      userQuestionBankId: wrong.userQuestionBankId,
      qId: "test-bank-tr-2",
      userOption: "Option C",
    });
    expect((await open("pro", "&onlyWrong=true")).body.data.testData.questions.questionBankList).toEqual([]);
    expect((await open("pro", "&onlyWrong=maybe")).status).toBe(400);
  });
});
