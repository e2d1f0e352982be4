import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, studentClient, type TestServer } from "../../test/test-server.js";
import { syntheticTest } from "../../test/synthetic-test.js";

const MIN = 60_000;

describe.each(databaseTargets())("extended time on %s", (target) => {
  let server: TestServer;
  let clock = Date.parse("2027-02-01T09:00:00Z");
  const tokens: Record<string, string> = {};
  const as = (name: string) => studentClient(server, tokens[name]);
  const submit = async (name: string, state: { userTestId: string; currentModuleName: string }) =>
    (
      await as(name).post("/api/test/submitmodule", {
        userTestId: state.userTestId,
        currentModuleName: state.currentModuleName,
      })
    ).body.data;

  beforeAll(async () => {
    server = await startTestServer(target, { now: () => new Date(clock) });
    await server.app.services.content.importPacks([syntheticTest("free-one", "free")]);
    for (const name of ["ana", "ben"]) tokens[name] = await server.signIn(name);
  });
  afterAll(async () => {
    await server.close();
  });

  it("is set in the profile, refused when unknown, and kept by an attempt from its start", async () => {
    expect((await as("ana").get("/api/auth/me")).body.data.extendedTime).toBe("none");
    const bad = await as("ana").put("/api/auth/profile", { whenExam: "", targetScore: null, extendedTime: "triple" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: "extendedTime", message: "Extended time is none, time and a half or double time" },
    ]);
    const set = await as("ana").put("/api/auth/profile", { whenExam: "", targetScore: null, extendedTime: "double" });
    expect(set.body.data.extendedTime).toBe("double");
    // Leaving it out changes nothing.
    await as("ana").put("/api/auth/profile", { whenExam: "", targetScore: 1300 });
    expect((await as("ana").get("/api/auth/me")).body.data).toMatchObject({
      extendedTime: "double",
      targetScore: 1300,
    });
  });

  it("doubles every module's clock but not the break, and the report says so", async () => {
    let state = (await as("ana").get("/api/test/starttest?testId=free-one")).body.data;
    expect(state.timeLeftMs).toBe(64 * MIN); // 32 minutes × 2
    // A change of mind during the attempt does not change its clock.
    await as("ana").put("/api/auth/profile", { whenExam: "", targetScore: null, extendedTime: "none" });
    // 40 minutes in (heartbeats every 20 s keep the clock running): past the standard 32, still in module 1.
    for (let t = 0; t < 40 * MIN; t += 20_000) {
      clock += 20_000;
      await as("ana").post("/api/test/savetest", {
        userTestId: state.userTestId,
        testId: "free-one",
        answerData: [],
        additionalProps: { currentModuleName: "writingModule1", count: 0 },
      });
    }
    state = (await as("ana").get("/api/test/retrievetest?testId=free-one")).body.data;
    expect(state.currentModuleName).toBe("writingModule1");
    expect(state.timeLeftMs).toBe(24 * MIN);
    state = await submit("ana", state);
    expect(state.timeLeftMs).toBe(64 * MIN); // Reading and Writing module 2
    state = await submit("ana", state);
    expect(state).toMatchObject({ currentModuleName: "moduleBreakTime", timeLeftMs: 10 * MIN });
    state = await submit("ana", state);
    expect(state.timeLeftMs).toBe(70 * MIN); // Math: 35 minutes × 2
    state = await submit("ana", state);
    await as("ana").put(`/api/test/endtest?userTestId=${state.userTestId}`);
    const report = await as("ana").get(`/api/test/result?testId=free-one&userTestId=${state.userTestId}`);
    expect(report.body.data.extendedTime).toBe("double");
    expect(report.body.data.modules[0].spentMs).toBe(40 * MIN);
  });

  it("leaves other students on standard time", async () => {
    const state = (await as("ben").get("/api/test/starttest?testId=free-one")).body.data;
    expect(state.timeLeftMs).toBe(32 * MIN);
    // ana's next attempt takes her setting at its start (now none again).
    const next = (await as("ana").get("/api/test/starttest?testId=free-one")).body.data;
    expect(next.timeLeftMs).toBe(32 * MIN);
  });
});
