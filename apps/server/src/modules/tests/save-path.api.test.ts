import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_TIMEOUT_MS } from "@sat/core";
import { databaseTargets } from "../../test/test-database.js";
import { TEST_JWT_SECRET, startTestServer, studentClient, type TestServer } from "../../test/test-server.js";
import { eq } from "drizzle-orm";
import { sessions } from "../../db/schema.js";
import { LAST_ACTIVE_PRECISION_MS } from "../auth/auth.service.js";
import { TokenService } from "../auth/token.service.js";
import { syntheticAnswer, syntheticTest } from "../../test/synthetic-test.js";
import { TEST_MESSAGES } from "./tests.service.js";

/** Statements that reach the database; BEGIN and COMMIT would show here too. */
const isStatement = (sql: string) => !/^\s*(select 1)\s*$/i.test(sql);

describe.each(databaseTargets())("the answer-save path on %s", (target) => {
  let server: TestServer;
  let other: TestServer;
  let clock = Date.parse("2027-03-01T09:00:00Z");
  const now = () => new Date(clock);
  const queries: string[] = [];
  const tokens: Record<string, string> = {};
  const states: Record<string, { userTestId: string; testId: string; questions: { _id: string }[] }> = {};

  const answer = (qId: string, seq: number, timeLeftMs = 1_500_000) => ({
    qId,
    ...syntheticAnswer(qId),
    marked: false,
    eliminated: [],
    timeLeftMs,
    seq,
  });
  const save = (on: TestServer, name: string, answers: unknown[], count = 0) =>
    studentClient(on, tokens[name]).post("/api/test/savetest", {
      userTestId: states[name]?.userTestId,
      testId: "free-one",
      answerData: answers,
      additionalProps: { currentModuleName: "writingModule1", count },
    });
  const stored = async (name: string) => {
    const state = (await studentClient(server, tokens[name]).get("/api/test/retrievetest?testId=free-one")).body.data;
    return new Map<string, { seq: number; userOption: string }>(state.answers.map((a: any) => [a.qId, a]));
  };
  /** Statements one request sends, counted over real HTTP. */
  const statementsOf = async <T>(work: () => Promise<T>) => {
    queries.length = 0;
    const result = await work();
    return { result, statements: queries.filter(isStatement) };
  };

  beforeAll(async () => {
    server = await startTestServer(target, { now }, { onQuery: (sql) => queries.push(sql) });
    other = await startTestServer(target, { now }, { besides: server, onQuery: (sql) => queries.push(sql) });
    await server.app.services.content.importPacks([syntheticTest("free-one", "free")]);
    for (const name of ["ines", "jon", "kai", "lea"]) {
      tokens[name] = await server.signIn(name);
      states[name] = (await studentClient(server, tokens[name]).get("/api/test/starttest?testId=free-one")).body.data;
    }
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  it("saves an answer in one statement once the server knows the attempt, and a heartbeat in one, with no transaction", async () => {
    const q = states.ines!.questions;
    // The first save on this server reads the attempt (and the module's questions, then in memory).
    const first = await statementsOf(() => save(server, "ines", [answer(q[0]!._id, 1)]));
    expect(first.statements.filter((sql) => !sql.includes('"test_module_questions"'))).toHaveLength(2);
    clock += 5_000;
    const one = await statementsOf(() => save(server, "ines", [answer(q[1]!._id, 2), answer(q[2]!._id, 3)], 2));
    expect(one.result.status).toBe(200);
    expect(one.result.body.data.saved).toBe(2);
    expect(one.statements).toHaveLength(1);
    expect(one.statements.join("\n")).not.toMatch(/\bbegin\b/i);
    clock += 5_000;
    const beat = await statementsOf(() => save(server, "ines", [], 2));
    expect(beat.result.status).toBe(200);
    expect(beat.statements).toHaveLength(1);
    expect(beat.result.body.data).toMatchObject({ saved: 0, answers: [], currentModuleName: "writingModule1" });
    // 32 minutes less the 10 s since the start; the heartbeat is a contact, the clock keeps running.
    expect(beat.result.body.data.timeLeftMs).toBe(1_920_000 - 10_000);
    // A moved position is stored in the same one statement, bounded by the module's length.
    const moved = await statementsOf(() => save(server, "ines", [], 5));
    expect(moved.statements).toHaveLength(1);
    const state = (await studentClient(server, tokens.ines).get("/api/test/retrievetest?testId=free-one")).body.data;
    expect(state.count).toBe(5);
    await save(server, "ines", [], 60);
    const beyond = (await studentClient(server, tokens.ines).get("/api/test/retrievetest?testId=free-one")).body.data;
    expect(beyond.count).toBe(beyond.questions.length);
    // A server that has not seen the attempt yet takes the general path: still at most two.
    const elsewhere = await statementsOf(() => save(other, "ines", [], 5));
    expect(elsewhere.result.status).toBe(200);
    // (It also reads the module's questions, once per server and test version, from then on in memory.)
    const moduleLoads = elsewhere.statements.filter((sql) => sql.includes('"test_module_questions"'));
    expect(moduleLoads).toHaveLength(1);
    expect(elsewhere.statements.length - moduleLoads.length).toBe(2);
    expect((await statementsOf(() => save(other, "ines", [], 5))).statements).toHaveLength(1);
  });

  it("finds its copy of an attempt stale after another server saved it, reads it again and loses nothing", async () => {
    const q = states.lea!.questions;
    clock += 1_000;
    expect((await save(server, "lea", [answer(q[5]!._id, 1)], 5)).status).toBe(200);
    expect((await statementsOf(() => save(server, "lea", [answer(q[6]!._id, 2)], 6))).statements).toHaveLength(1);
    clock += 1_000;
    expect((await save(other, "lea", [{ ...answer(q[6]!._id, 3), userOption: "Option D" }], 6)).status).toBe(200);
    clock += 1_000;
    // The one-statement write finds a newer revision, writes nothing and brings the attempt as it is
    // now, on which the save is decided again and written: two statements, as with no copy at all.
    const stale = await statementsOf(() => save(server, "lea", [answer(q[7]!._id, 4)], 7));
    expect(stale.result.body.data.answers).toEqual([{ qId: q[7]!._id, seq: 4, status: "saved" }]);
    expect(stale.statements).toHaveLength(2);
    expect((await statementsOf(() => save(server, "lea", [answer(q[8]!._id, 5)], 8))).statements).toHaveLength(1);
    const after = await stored("lea");
    expect(after.get(q[6]!._id)).toMatchObject({ seq: 3, userOption: "Option D" });
    expect([4, 5].map((_, i) => after.get(q[7 + i]!._id)?.seq)).toEqual([4, 5]);
  });

  it("takes each answer of a batch on its own: the valid ones are saved, the others reported, nothing else changes", async () => {
    const q = states.jon!.questions;
    expect((await save(server, "jon", [answer(q[3]!._id, 10)])).status).toBe(200);
    const before = await stored("jon");
    const mixed = await save(server, "jon", [
      answer(q[0]!._id, 11),
      answer("free-one-m-module2-harder-1", 12), // a question of another module
      answer(q[1]!._id, 13, 0), // given after the time ran out on the student's screen
      answer(q[2]!._id, 14),
      answer(q[2]!._id, 15), // the same question again, changed: the newer change counts
    ]);
    expect(mixed.status).toBe(200);
    expect(mixed.body.data.saved).toBe(3);
    expect(mixed.body.data.answers).toEqual([
      { qId: q[0]!._id, seq: 11, status: "saved" },
      { qId: "free-one-m-module2-harder-1", seq: 12, status: "refused", message: TEST_MESSAGES.notQuestion },
      { qId: q[1]!._id, seq: 13, status: "refused", message: TEST_MESSAGES.claimedLate },
      { qId: q[2]!._id, seq: 14, status: "saved" },
      { qId: q[2]!._id, seq: 15, status: "saved" },
    ]);
    const after = await stored("jon");
    expect([...after.keys()].sort()).toEqual([q[0]!._id, q[2]!._id, q[3]!._id].sort());
    expect(after.get(q[2]!._id)?.seq).toBe(15);
    expect(after.get(q[3]!._id)).toEqual(before.get(q[3]!._id));
  });

  it("keeps every answer when saves of one attempt race each other (the write falls back to a lock)", async () => {
    const q = states.kai!.questions;
    const results = await Promise.all(
      q.slice(0, 12).map((question, i) => save(server, "kai", [answer(question._id, i + 1)], i)),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(results.every((r) => r.body.data.saved === 1)).toBe(true);
    const after = await stored("kai");
    expect(after.size).toBe(12);
  });

  it("a stale retry never overwrites a newer answer", async () => {
    const qId = states.kai!.questions[0]!._id;
    await save(server, "kai", [{ ...answer(qId, 100), userOption: "Option C" }]);
    const stale = await save(server, "kai", [{ ...answer(qId, 99), userOption: "Option D" }]);
    expect(stale.body.data.answers).toEqual([{ qId, seq: 99, status: "saved" }]);
    expect((await stored("kai")).get(qId)).toMatchObject({ seq: 100, userOption: "Option C" });
  });

  it("ends a session at once on every server: a logout on one refuses the next save and heartbeat on the other", async () => {
    const qId = states.ines!.questions[6]!._id;
    clock += 1_000;
    expect((await save(other, "ines", [answer(qId, 50)], 5)).status).toBe(200);
    expect((await save(other, "ines", [], 5)).status).toBe(200);
    expect((await studentClient(server, tokens.ines).post("/api/auth/logout")).status).toBe(200);
    const afterSave = await save(other, "ines", [answer(qId, 51)], 5);
    expect(afterSave.status).toBe(401);
    expect(afterSave.body).toMatchObject({ status: 401, message: expect.stringMatching(/session has ended/) });
    expect((await save(other, "ines", [], 5)).status).toBe(401);
    expect((await save(server, "ines", [], 5)).status).toBe(401);
  });

  it("a heartbeat after a long silence restarts the stopped clock where it stopped", async () => {
    const before = (await save(server, "jon", [], 0)).body.data.timeLeftMs;
    clock += 10 * 60_000;
    const after = await save(server, "jon", [], 0);
    expect(after.status).toBe(200);
    expect(after.body.data.timeLeftMs).toBe(before - CONTACT_TIMEOUT_MS);
  });

  it("moves the session's last activity while the student only saves answers, at most every few minutes", async () => {
    const claims = await new TokenService(TEST_JWT_SECRET).verify(tokens.lea!);
    const lastActive = async () =>
      (await server.database.db.select().from(sessions).where(eq(sessions.id, claims!.sid)))[0]!.lastActiveAt.getTime();
    const q = states.lea!.questions;
    clock += 1_000;
    await save(server, "lea", [answer(q[10]!._id, 20)], 10);
    const before = await lastActive();
    clock += LAST_ACTIVE_PRECISION_MS - 2_000;
    await save(server, "lea", [answer(q[10]!._id, 21)], 10);
    expect(await lastActive()).toBe(before);
    clock += 3_000;
    await save(server, "lea", [answer(q[10]!._id, 22)], 10);
    expect(await lastActive()).toBe(clock);
  });

  it("answers 404 for an attempt that is not the student's, and 401 for a signed token whose ids are not ids", async () => {
    const emptySave = (token: string | undefined, userTestId: string | undefined, testId: string) =>
      studentClient(server, token).post("/api/test/savetest", {
        userTestId,
        testId,
        answerData: [],
        additionalProps: { currentModuleName: "writingModule1", count: 0 },
      });
    expect((await emptySave(tokens.kai, states.jon!.userTestId, "free-one")).status).toBe(404);
    expect((await emptySave(tokens.kai, states.kai!.userTestId, "free-two")).status).toBe(404);
    const odd = await new TokenService(TEST_JWT_SECRET).sign({
      userId: "not-a-uuid",
      sessionId: "also-not",
      name: "Odd",
      proTill: null,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await emptySave(odd, states.kai!.userTestId, "free-one")).status).toBe(401);
  });
});
