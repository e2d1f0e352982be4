import type { AttemptState } from "@sat/core";
import { syntheticAnswer, syntheticTest, syntheticWrongAnswer } from "./synthetic-test.js";
import { syntheticBank } from "./synthetic-bank.js";
import type { TestServer } from "./test-server.js";

export const MIN = 60_000;
export const DAY = 24 * 60 * MIN;

/**
 * One completed attempt of the synthetic test 'free-one' with a known pattern (hand-counted in the
 * tests that use it):
 * - Reading and Writing module 1: all 27 right (harder route); module 2: questions 1-9 right,
 *   10-20 wrong, 21-27 left blank.
 * - Math module 1: odd-numbered questions right, even ones wrong (11 right: easier route);
 *   module 2: all 22 left blank.
 * - Times: R&W module 1 ten minutes in: q1 4:10, q2 1:00, q3 asks 6:40 but only 4:50 of the ten
 *   minutes is left (kept at 290 000); R&W module 2: q1 0:10, q10 1:30; Math module 1: q1 0:30, q2 2:00.
 */
export async function completeScenarioAttempt(
  server: TestServer,
  token: string,
  clock: { advance(ms: number): void },
): Promise<{ userTestId: string; firstSave: unknown }> {
  const as = <T = { data: AttemptState }>(method: string, path: string, body?: unknown) =>
    server.request<T>(method, path, { token, body });
  let state = (await as("GET", "/api/test/starttest?testId=free-one")).body.data;
  const userTestId = state.userTestId;
  let seq = 1;
  const answer = (qId: string, kind: "right" | "wrong", timeSpentMs?: unknown) => ({
    qId,
    ...(kind === "right" ? syntheticAnswer(qId) : syntheticWrongAnswer(qId)),
    marked: false,
    eliminated: [],
    timeLeftMs: 60_000,
    seq: seq++,
    ...(timeSpentMs === undefined ? {} : { timeSpentMs }),
  });
  const save = (answerData: unknown[]) =>
    as<unknown>("POST", "/api/test/savetest", {
      userTestId,
      testId: "free-one",
      answerData,
      additionalProps: { currentModuleName: state.currentModuleName, count: 0 },
    });
  const submit = async () =>
    (await as("POST", "/api/test/submitmodule", { userTestId, currentModuleName: state.currentModuleName })).body.data;
  const ids = (): string[] => state.questions.map((q) => q._id);
  /** The module's clock runs only while the runner keeps in touch, so time passes in heartbeats. */
  const spend = async (ms: number) => {
    for (let left = ms; left > 0; left -= 20_000) {
      clock.advance(Math.min(20_000, left));
      await save([]);
    }
  };
  const number = (qId: string) => Number(qId.split("-").pop());

  await spend(10 * MIN);
  const times: Record<number, unknown> = { 1: 250_000, 2: 60_000, 3: 400_000, 4: -5, 5: "abc", 6: 33 * MIN };
  const firstSave = (await save(ids().map((q) => answer(q, "right", times[number(q)])))).body;
  state = await submit();

  await spend(5 * MIN);
  const rw2Times: Record<number, number> = { 1: 10_000, 10: 90_000 };
  await save(
    ids()
      .filter((q) => number(q) <= 20)
      .map((q) => answer(q, number(q) <= 9 ? "right" : "wrong", rw2Times[number(q)])),
  );
  state = await submit(); // the break
  state = await submit();

  await spend(5 * MIN);
  const mathTimes: Record<number, number> = { 1: 30_000, 2: 120_000 };
  await save(ids().map((q) => answer(q, number(q) % 2 === 1 ? "right" : "wrong", mathTimes[number(q)])));
  state = await submit();
  await as<unknown>("PUT", `/api/test/endtest?userTestId=${userTestId}`);
  return { userTestId, firstSave };
}

export async function setUpLearningServer(server: TestServer): Promise<void> {
  await server.app.services.content.importPacks([syntheticTest("free-one", "free"), syntheticBank()]);
}

/**
 * A whole attempt of `testId` through the API at no particular pace, answering right the questions
 * `right` picks (by the author's id); answers its id.
 */
export async function completeAttempt(
  server: TestServer,
  token: string,
  testId: string,
  right: (qId: string) => boolean,
): Promise<string> {
  const as = <T = { data: AttemptState }>(method: string, path: string, body?: unknown) =>
    server.request<T>(method, path, { token, body });
  let state = (await as("GET", `/api/test/starttest?testId=${testId}`)).body.data;
  let seq = 1;
  while (state.currentModuleName !== null) {
    const stage = state.currentModuleName;
    if (stage !== "moduleBreakTime")
      await as<unknown>("POST", "/api/test/savetest", {
        userTestId: state.userTestId,
        testId,
        answerData: state.questions.map((q) => {
          // A later revision's row id is the author's id with ~hash after it.
          const authored = q._id.replace(/~.*$/, "");
          return {
            qId: q._id,
            ...(right(authored) ? syntheticAnswer(authored) : syntheticWrongAnswer(authored)),
            marked: false,
            eliminated: [],
            timeLeftMs: 60_000,
            seq: seq++,
          };
        }),
        additionalProps: { currentModuleName: stage, count: 0 },
      });
    if (stage === "mathModule2") {
      await as<unknown>("PUT", `/api/test/endtest?userTestId=${state.userTestId}`);
      return state.userTestId;
    }
    state = (await as("POST", "/api/test/submitmodule", { userTestId: state.userTestId, currentModuleName: stage }))
      .body.data;
  }
  return state.userTestId;
}

/** Another attempt of 'free-one' with every answer right (harder routes), at no particular pace. */
export async function completeAllRight(server: TestServer, token: string): Promise<void> {
  await completeAttempt(server, token, "free-one", () => true);
}
