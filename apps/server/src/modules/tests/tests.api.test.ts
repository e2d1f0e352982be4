import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { LATE_ANSWER_ALLOWANCE_MS, CONTACT_TIMEOUT_MS } from "@sat/core";
import { users } from "../../db/schema.js";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { TEST_MESSAGES } from "./tests.service.js";
import { syntheticAnswer, syntheticTest, syntheticWrongAnswer } from "../../test/synthetic-test.js";

const FORBIDDEN_KEYS = [
  "correctOption",
  "acceptedAnswers",
  "explanation",
  "isCorrectAnswer",
  "answerValue",
  "exactAnswer",
];
const MIN = 60_000;

describe.each(databaseTargets())("practice tests over HTTP on %s", (target) => {
  let server: TestServer;
  let clock = Date.parse("2027-02-01T09:00:00Z");
  const now = () => new Date(clock);
  const tokens: Record<string, string> = {};

  const signIn = async (name: string) => {
    const userName = `${name}@example.com`;
    await server.request("POST", "/api/auth/signup", { body: { userName, password: "quiet-river-2041", name } });
    const res = await server.request("POST", "/api/auth/login", { body: { userName, password: "quiet-river-2041" } });
    return res.body.token as string;
  };
  const api = (name: string) => ({
    get: (path: string) => server.request("GET", path, { token: tokens[name] }),
    post: (path: string, body: unknown) => server.request("POST", path, { token: tokens[name], body }),
    put: (path: string) => server.request("PUT", path, { token: tokens[name] }),
  });
  const answer = (qId: string, seq: number, right = true, timeLeftMs = 60_000) => ({
    qId,
    ...(right ? syntheticAnswer(qId) : syntheticWrongAnswer(qId)),
    marked: false,
    eliminated: [],
    timeLeftMs,
    seq,
  });
  const save = (name: string, state: any, answers: unknown[], extra: Record<string, unknown> = {}) =>
    api(name).post("/api/test/savetest", {
      userTestId: state.userTestId,
      testId: state.testId,
      answerData: answers,
      additionalProps: { currentModuleName: state.currentModuleName, count: 0 },
      ...extra,
    });
  /** Answers a whole module (right or wrong) and submits it; returns the next state. */
  const finishModule = async (name: string, state: any, right: (i: number) => boolean) => {
    const res = await save(
      name,
      state,
      state.questions.map((q: any, i: number) => answer(q._id, i + 1, right(i))),
    );
    expect(res.status).toBe(200);
    const next = await api(name).post("/api/test/submitmodule", {
      userTestId: state.userTestId,
      currentModuleName: state.currentModuleName,
    });
    expect(next.status).toBe(200);
    return next.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(target, { now });
    await server.app.services.content.importPacks([syntheticTest("free-one", "free"), syntheticTest("pro-one", "pro")]);
    for (const name of ["asha", "bilal", "chen", "proud", "dora"]) tokens[name] = await signIn(name);
    await server.database.db
      .update(users)
      .set({ proTill: new Date(clock + 30 * 24 * 60 * MIN) })
      .where(eq(users.email, "proud@example.com"));
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists free tests and locked PRO tests, and refuses PRO tests to free students with 403", async () => {
    const free = await api("asha").get("/api/test/getfreetest");
    expect(free.status).toBe(200);
    expect(free.body.data.testData).toEqual([
      expect.objectContaining({ testid: "free-one", locked: false, inProgress: null, completedCount: 0 }),
    ]);
    const pro = await api("asha").get("/api/test/getprotest");
    expect(pro.body.data.testData).toEqual([expect.objectContaining({ testid: "pro-one", locked: true })]);
    const refused = await api("asha").get("/api/test/starttest?testId=pro-one");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/PRO/);
    const proList = await api("proud").get("/api/test/getprotest");
    expect(proList.body.data.testData[0].locked).toBe(false);
    expect((await api("proud").get("/api/test/starttest?testId=pro-one")).status).toBe(200);
    expect((await api("asha").get("/api/test/starttest?testId=nope")).status).toBe(404);
    expect((await api("asha").get("/api/test/starttest")).status).toBe(400);
  });

  it("starts with module 1 of Reading and Writing and never sends a key or an explanation", async () => {
    const res = await api("asha").get("/api/test/starttest?testId=free-one");
    expect(res.status).toBe(200);
    const state = res.body.data;
    expect(state).toMatchObject({
      currentModuleName: "writingModule1",
      count: 0,
      status: "in_progress",
      timeLeftMs: 1_920_000,
    });
    expect(state.questions).toHaveLength(27);
    expect(state.questions[0]).toMatchObject({ qIdUi: 1, sectionName: "ReadingAndWriting", moduleName: "Module1" });
    const text = JSON.stringify(res.body);
    for (const key of FORBIDDEN_KEYS) expect(text).not.toContain(key);
    expect(text).not.toContain("SECRET-EXPLANATION");
    const again = await api("asha").get("/api/test/starttest?testId=free-one");
    expect(again.body.data.userTestId).toBe(state.userTestId);
  });

  it("opens one attempt when two starts race", async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => api("dora").get("/api/test/starttest?testId=free-one")));
    const ids = new Set([a, b, c].map((r) => r?.body.data.userTestId as string));
    expect([a, b, c].map((r) => r?.status)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
  });

  it("saves answers idempotently and resumes them exactly, on retrieve", async () => {
    const { data: state } = (await api("asha").get("/api/test/retrievetest?testId=free-one")).body;
    const [q1, q2] = state.questions;
    expect((await save("asha", state, [answer(q1._id, 5), answer(q2._id, 6, false)])).status).toBe(200);
    // A late retry of an older change must not overwrite the newer one.
    expect((await save("asha", state, [{ ...answer(q1._id, 4, false) }])).status).toBe(200);
    const marked = { ...answer(q2._id, 7, false), marked: true, eliminated: ["Option A"] };
    expect(
      (await save("asha", state, [marked], { additionalProps: { currentModuleName: "writingModule1", count: 2 } }))
        .status,
    ).toBe(200);
    const resumed = (await api("asha").get("/api/test/retrievetest?testId=free-one")).body.data;
    expect(resumed.count).toBe(2);
    const byId = Object.fromEntries(resumed.answers.map((a: any) => [a.qId, a]));
    expect(byId[q1._id]).toMatchObject({ ...syntheticAnswer(q1._id), seq: 5 });
    expect(byId[q2._id]).toMatchObject({
      ...syntheticWrongAnswer(q2._id),
      marked: true,
      eliminated: ["Option A"],
      seq: 7,
    });
    const list = (await api("asha").get("/api/test/getfreetest")).body.data.testData[0];
    expect(list.inProgress).toMatchObject({
      userTestId: state.userTestId,
      answeredCount: 2,
      currentModuleName: "writingModule1",
    });
  });

  it("refuses bad answers with field errors and another student's attempt with 404", async () => {
    const { data: state } = (await api("asha").get("/api/test/retrievetest?testId=free-one")).body;
    const bad = await save("asha", state, [{ ...answer(state.questions[0]._id, 9), userOption: "Option E" }]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe("answerData.0.userOption");
    const foreign = await save("bilal", state, [answer(state.questions[0]._id, 10)]);
    expect(foreign.status).toBe(404);
    const submit = await api("bilal").post("/api/test/submitmodule", {
      userTestId: state.userTestId,
      currentModuleName: "writingModule1",
    });
    expect(submit.status).toBe(404);
    expect((await api("bilal").put(`/api/test/endtest?userTestId=${state.userTestId}`)).status).toBe(404);
    // Refused on its own: the request succeeds and says which answer was not taken, and why.
    const notInModule = await save("asha", state, [answer("free-one-m-module1-1", 11)]);
    expect(notInModule.status).toBe(200);
    expect(notInModule.body.data).toMatchObject({
      saved: 0,
      answers: [{ qId: "free-one-m-module1-1", seq: 11, status: "refused", message: TEST_MESSAGES.notQuestion }],
    });
  });

  it("routes to the harder module 2 after a strong module 1 and to the easier one after a weak one", async () => {
    const strong = (await api("bilal").get("/api/test/starttest?testId=free-one")).body.data;
    const harder = await finishModule("bilal", strong, () => true);
    expect(harder.currentModuleName).toBe("writingModule2");
    expect(harder.questions[0]._id).toContain("module2-harder");
    const weak = (await api("chen").get("/api/test/starttest?testId=free-one")).body.data;
    const easier = await finishModule("chen", weak, () => false);
    expect(easier.questions[0]._id).toContain("module2-easier");
    expect(JSON.stringify(easier)).not.toContain("SECRET-EXPLANATION");
    // A retried submit of a stage already left is harmless.
    const retry = await api("chen").post("/api/test/submitmodule", {
      userTestId: weak.userTestId,
      currentModuleName: "writingModule1",
    });
    expect(retry.body.data.currentModuleName).toBe("writingModule2");
  });

  it("keeps time on the server: pauses on Save and Exit, refuses late answers, moves on when time is over", async () => {
    let state = (await api("chen").get("/api/test/retrievetest?testId=free-one")).body.data;
    expect(state.currentModuleName).toBe("writingModule2");
    const q = state.questions[0]._id;
    clock += 10 * MIN;
    // No contact for ten minutes: the clock stopped 30 s after the last one.
    const paused = await save("chen", state, [], { exit: true });
    expect(paused.body.data.timeLeftMs).toBe(1_920_000 - CONTACT_TIMEOUT_MS);
    clock += 24 * 60 * MIN;
    state = (await api("chen").get("/api/test/retrievetest?testId=free-one")).body.data;
    expect(state.timeLeftMs).toBe(1_920_000 - CONTACT_TIMEOUT_MS);
    // Use up the module with regular contact.
    for (let t = 0; t < 32 * MIN; t += 15_000) {
      clock += 15_000;
      await save("chen", state, []);
    }
    const late = await save("chen", state, [answer(q, 50, true, 1_000)]);
    expect(late.status).toBe(200);
    // The student stays connected past the allowance: the server submits the module itself.
    for (let t = 0; t <= LATE_ANSWER_ALLOWANCE_MS; t += 15_000) {
      clock += 15_000;
      await save("chen", state, []);
    }
    const tooLate = await save("chen", state, [answer(q, 51, true, 1_000)]);
    expect(tooLate.status).toBe(200);
    expect(tooLate.body.data).toMatchObject({
      saved: 0,
      currentModuleName: "moduleBreakTime",
      answers: [{ qId: q, seq: 51, status: "refused", message: TEST_MESSAGES.wrongStage }],
    });
    const after = (await api("chen").get("/api/test/retrievetest?testId=free-one")).body.data;
    expect(after.currentModuleName).toBe("moduleBreakTime");
  });

  it("scores a finished test from the stored answers: all right on the harder route is 1600; a retake starts fresh", async () => {
    let state = (await api("bilal").get("/api/test/retrievetest?testId=free-one")).body.data;
    state = await finishModule("bilal", state, () => true); // writing module 2 -> break
    expect(state.currentModuleName).toBe("moduleBreakTime");
    expect(state.timeLeftMs).toBe(600_000);
    state = (
      await api("bilal").post("/api/test/submitmodule", {
        userTestId: state.userTestId,
        currentModuleName: "moduleBreakTime",
      })
    ).body.data;
    expect(state.currentModuleName).toBe("mathModule1");
    expect(state.questions).toHaveLength(22);
    expect(state.questions.find((q: any) => q.questionType === "spr").description).toBe(
      "student produced response directions",
    );
    state = await finishModule("bilal", state, () => true);
    expect(state.currentModuleName).toBe("mathModule2");
    expect(state.questions[0]._id).toContain("module2-harder");
    await save(
      "bilal",
      state,
      state.questions.map((q: any, i: number) => answer(q._id, i + 1)),
    );
    const early = await api("chen").put(`/api/test/endtest?userTestId=${state.userTestId}`);
    expect(early.status).toBe(404);
    const ended = await api("bilal").put(`/api/test/endtest?userTestId=${state.userTestId}`);
    expect(ended.status).toBe(200);
    expect(ended.body.data.scores).toMatchObject({
      readingWriting: { route: "harder", rawCorrect: 54, rawTotal: 54, scaled: 800 },
      math: { route: "harder", rawCorrect: 44, rawTotal: 44, scaled: 800 },
      total: 1600,
    });
    const done = await api("bilal").get("/api/test/allusertests");
    expect(done.body.data).toEqual([
      expect.objectContaining({
        testId: "free-one",
        additionalProps: { overallresult: expect.objectContaining({ overallFinaleScaledScore: 1600 }) },
      }),
    ]);
    const result = await api("bilal").get("/api/test/result?testId=free-one");
    expect(result.status).toBe(200);
    expect(result.body.data.modules.map((m: any) => [m.stage, m.questions.length])).toEqual([
      ["writingModule1", 27],
      ["writingModule2", 27],
      ["mathModule1", 22],
      ["mathModule2", 22],
    ]);
    const first = result.body.data.modules[0].questions[0];
    expect(first).toMatchObject({ isCorrect: true, explanation: expect.stringContaining("SECRET-EXPLANATION") });
    expect(result.body.data.breakdown.reduce((n: number, b: any) => n + b.total, 0)).toBe(98);
    // asha's attempt of this test is still in progress: it has no report yet.
    expect((await api("asha").get("/api/test/result?testId=free-one")).status).toBe(409);
    expect((await api("chen").get(`/api/test/result?testId=free-one&userTestId=${state.userTestId}`)).status).toBe(404);
    const raw = await api("bilal").post("/api/test/computingrawscore", {
      userTestId: state.userTestId,
      englishQuestionsAnswered: 0,
      timeSpentOnEnglishQuestions: 1,
      mathQuestionsAnswered: 0,
      timeSpentOnMathQuestions: 1,
    });
    expect(raw.body.data).toEqual({
      readingandwritingscaledscore: 800,
      mathematicsscaledscore: 800,
      totalscaledscore: 1600,
    });
    const unfinished = (await api("asha").get("/api/test/retrievetest?testId=free-one")).body.data.userTestId;
    expect((await api("asha").post("/api/test/computingrawscore", { userTestId: unfinished })).status).toBe(409);
    const closed = await save("bilal", state, []);
    expect(closed.status).toBe(409);
    const retake = (await api("bilal").get("/api/test/starttest?testId=free-one")).body.data;
    expect(retake.userTestId).not.toBe(state.userTestId);
    expect(retake.answers).toEqual([]);
    const list = (await api("bilal").get("/api/test/getfreetest")).body.data.testData[0];
    expect(list).toMatchObject({ completedCount: 1, lastResult: expect.objectContaining({ totalScore: 1600 }) });
  });
});
