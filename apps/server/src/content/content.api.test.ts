import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../test/test-database.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { loadFixtureTest } from "./fixture-test.js";

describe.each(databaseTargets())("the built-in test on %s", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => {
    await server.close();
  });

  it("imports once, idempotently, and is startable by any student", async () => {
    const loaded = loadFixtureTest();
    expect(loaded.questions).toHaveLength(147);
    expect(await server.app.services.content.importTests([loaded])).toEqual({ imported: ["practice-test-1"] });
    expect(await server.app.services.content.importTests([loadFixtureTest()])).toEqual({ imported: [] });

    const body = { userName: "fixture@example.com", password: "amber-canyon-5521", name: "Fixture Student" };
    await server.request("POST", "/api/auth/signup", { body });
    const { token } = (
      await server.request("POST", "/api/auth/login", { body: { userName: body.userName, password: body.password } })
    ).body;
    const list = await server.request("GET", "/api/test/getfreetest", { token });
    expect(list.body.data.testData).toEqual([
      expect.objectContaining({ testid: "practice-test-1", name: "Practice Test 1" }),
    ]);
    const started = await server.request("GET", "/api/test/starttest?testId=practice-test-1", { token });
    expect(started.status).toBe(200);
    expect(started.body.data.questions).toHaveLength(27);
    const text = JSON.stringify(started.body);
    expect(text).not.toMatch(/"(explanation|correctOption|acceptedAnswers|isCorrectAnswer|answerValue)"/);
    for (const q of loaded.questions) expect(text).not.toContain(JSON.stringify(q.explanation).slice(1, -1));
  });
});
