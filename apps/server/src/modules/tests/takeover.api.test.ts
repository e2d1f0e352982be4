import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@sat/core";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, studentClient, type TestServer } from "../../test/test-server.js";
import { syntheticAnswer, syntheticTest } from "../../test/synthetic-test.js";
import { TEST_MESSAGES } from "./tests.service.js";

/** One device at a time: the session that opened an attempt last holds it, on every server. */
describe.each(databaseTargets())("one device at a time on a test, on %s", (target) => {
  let server: TestServer;
  let other: TestServer;
  let clock = Date.parse("2027-03-01T09:00:00Z");
  const now = () => new Date(clock);
  let laptop: string;
  let phone: string;
  let userTestId: string;
  let questionIds: string[];

  const answer = (qId: string, seq: number) => ({
    qId,
    ...syntheticAnswer(qId),
    marked: false,
    eliminated: [],
    timeLeftMs: 1_500_000,
    seq,
  });
  const save = (on: TestServer, token: string, answers: unknown[]) =>
    studentClient(on, token).post("/api/test/savetest", {
      userTestId,
      testId: "free-one",
      answerData: answers,
      additionalProps: { currentModuleName: "writingModule1", count: 0 },
    });
  const open = (on: TestServer, token: string) =>
    studentClient(on, token).get("/api/test/retrievetest?testId=free-one");
  const storedSeqs = async (token: string) => {
    const state = (await open(server, token)).body.data;
    return Object.fromEntries(state.answers.map((a: { qId: string; seq: number }) => [a.qId, a.seq]));
  };

  beforeAll(async () => {
    server = await startTestServer(target, { now });
    other = await startTestServer(target, { now }, { besides: server });
    await server.app.services.content.importPacks([syntheticTest("free-one", "free")]);
    laptop = await server.signIn("mia");
    phone = await server.signIn("mia"); // the same student signs in again: a second session
    const started = (await studentClient(server, laptop).get("/api/test/starttest?testId=free-one")).body.data;
    userTestId = started.userTestId;
    questionIds = started.questions.map((q: { _id: string }) => q._id);
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  it("refuses the earlier device's saves with a code once another opens the test, and loses no saved answer", async () => {
    const [q0, q1, q2] = questionIds as [string, string, string];
    expect((await save(server, laptop, [answer(q0, 1)])).status).toBe(200);
    clock += 1_000;
    expect((await save(server, laptop, [answer(q1, 2)])).status).toBe(200); // this server now knows the attempt

    clock += 1_000;
    expect((await open(other, phone)).status).toBe(200); // the phone opens it on another server

    clock += 1_000;
    const refused = await save(server, laptop, [answer(q2, 3)]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 409,
      code: ERROR_CODES.testOpenElsewhere,
      message: TEST_MESSAGES.openElsewhere,
    });
    const beat = await save(other, laptop, []);
    expect(beat.status).toBe(409);
    expect(beat.body.code).toBe(ERROR_CODES.testOpenElsewhere);
    const submit = await studentClient(server, laptop).post("/api/test/submitmodule", {
      userTestId,
      currentModuleName: "writingModule1",
    });
    expect(submit.status).toBe(409);
    expect(submit.body.code).toBe(ERROR_CODES.testOpenElsewhere);

    expect((await save(other, phone, [answer(q2, 4)])).status).toBe(200);
    // What the laptop saved before the takeover is kept; what it sent after was not written.
    expect(await storedSeqs(phone)).toEqual({ [q0]: 1, [q1]: 2, [q2]: 4 });
  });

  it("takes the test back with Continue here (opening it again), after which the other device is refused", async () => {
    const [q0, q1, q2, q3] = questionIds as [string, string, string, string];
    clock += 1_000;
    expect((await open(server, laptop)).status).toBe(200);
    // The answer it held while refused is sent now and kept, being newer than the phone's.
    const resent = await save(server, laptop, [answer(q2, 5), answer(q3, 6)]);
    expect(resent.status).toBe(200);
    expect(resent.body.data.saved).toBe(2);
    const phoneSave = await save(other, phone, [answer(q0, 7)]);
    expect(phoneSave.status).toBe(409);
    expect(phoneSave.body.code).toBe(ERROR_CODES.testOpenElsewhere);
    expect(await storedSeqs(laptop)).toEqual({ [q0]: 1, [q1]: 2, [q2]: 5, [q3]: 6 });
  });

  it("keeps two tabs of one browser (one session) saving side by side", async () => {
    const [, , , , q4, q5] = questionIds;
    clock += 1_000;
    const tabs = await Promise.all([open(server, laptop), open(other, laptop)]);
    expect(tabs.map((t) => t.status)).toEqual([200, 200]);
    const saves = await Promise.all([save(server, laptop, [answer(q4!, 8)]), save(other, laptop, [answer(q5!, 9)])]);
    expect(saves.map((s) => s.status)).toEqual([200, 200]);
    expect(await storedSeqs(laptop)).toMatchObject({ [q4!]: 8, [q5!]: 9 });
  });
});
