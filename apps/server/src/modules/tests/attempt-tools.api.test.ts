import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, studentClient, type TestServer } from "../../test/test-server.js";
import { syntheticTest } from "../../test/synthetic-test.js";

describe.each(databaseTargets())("highlights, notes and calculator state on %s", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let userTestId = "";
  const as = (name: string) => studentClient(server, tokens[name]);
  // "Passage for question 1." has 23 characters; the prompt "Question 1: choose B." 21.
  const q1 = "free-one-rw-module1-1";
  const mark = { target: "passage", start: 0, end: 7, colour: "yellow", note: "who is speaking" };

  beforeAll(async () => {
    server = await startTestServer(target);
    await server.app.services.content.importPacks([syntheticTest("free-one", "free")]);
    for (const name of ["ana", "ben"]) tokens[name] = await server.signIn(name);
    userTestId = (await as("ana").get("/api/test/starttest?testId=free-one")).body.data.userTestId;
  });
  afterAll(async () => {
    await server.close();
  });

  it("keeps a question's highlights and notes with the attempt and gives them back", async () => {
    expect((await as("ana").get(`/api/test/tools?userTestId=${userTestId}`)).body.data).toEqual({
      annotations: [],
      calculator: { expressions: [] },
      settings: null,
    });
    const saved = await as("ana").put("/api/test/annotations", {
      userTestId,
      qId: q1,
      highlights: [mark, { target: "prompt", start: 12, end: 21, colour: "blue" }],
    });
    expect(saved.status).toBe(200);
    const tools = (await as("ana").get(`/api/test/tools?userTestId=${userTestId}`)).body.data;
    expect(tools.annotations).toEqual([
      { qId: q1, highlights: [mark, { target: "prompt", start: 12, end: 21, colour: "blue", note: "" }] },
    ]);
    // Removing every highlight leaves nothing behind.
    await as("ana").put("/api/test/annotations", { userTestId, qId: q1, highlights: [] });
    expect((await as("ana").get(`/api/test/tools?userTestId=${userTestId}`)).body.data.annotations).toEqual([]);
    await as("ana").put("/api/test/annotations", { userTestId, qId: q1, highlights: [mark] });
  });

  it("refuses highlights outside the text, long notes and bad ranges with field messages, changing nothing", async () => {
    const cases: [unknown, string, string][] = [
      [{ ...mark, end: 24 }, "highlights.0.end", "This highlight runs past the end of the text."],
      [{ ...mark, start: 5, end: 5 }, "highlights.0.end", "end must be after start"],
      [{ ...mark, start: -1 }, "highlights.0.start", "start cannot be negative"],
      [{ ...mark, note: "x".repeat(501) }, "highlights.0.note", "A note has at most 500 characters"],
      [{ ...mark, colour: "green" }, "highlights.0.colour", "colour is yellow, blue or pink"],
    ];
    for (const [highlight, field, message] of cases) {
      const res = await as("ana").put("/api/test/annotations", { userTestId, qId: q1, highlights: [highlight] });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    const tooMany = Array.from({ length: 41 }, () => mark);
    expect((await as("ana").put("/api/test/annotations", { userTestId, qId: q1, highlights: tooMany })).status).toBe(
      400,
    );
    expect((await as("ana").get(`/api/test/tools?userTestId=${userTestId}`)).body.data.annotations).toEqual([
      { qId: q1, highlights: [mark] },
    ]);
  });

  it("answers 404 for a question the attempt has not reached or another student's attempt", async () => {
    // Module 2 is not routed yet, so none of its questions is part of the attempt.
    const notYet = await as("ana").put("/api/test/annotations", {
      userTestId,
      qId: "free-one-rw-module2-harder-1",
      highlights: [mark],
    });
    expect(notYet.status).toBe(404);
    expect(notYet.body.message).toBe("This question is not part of this test attempt.");
    expect((await as("ana").put("/api/test/annotations", { userTestId, qId: "nope", highlights: [] })).status).toBe(
      404,
    );
    expect((await as("ben").put("/api/test/annotations", { userTestId, qId: q1, highlights: [] })).status).toBe(404);
    expect((await as("ben").get(`/api/test/tools?userTestId=${userTestId}`)).status).toBe(404);
    expect(
      (await as("ben").put("/api/test/calculator", { userTestId, calculator: { expressions: ["1+1"] } })).status,
    ).toBe(404);
  });

  it("keeps the calculator's expressions, within documented limits", async () => {
    const calculator = { expressions: ["y = x^2 - 4", "a = 3", "3/4 + 1/6"] };
    expect((await as("ana").put("/api/test/calculator", { userTestId, calculator })).status).toBe(200);
    expect((await as("ana").get(`/api/test/tools?userTestId=${userTestId}`)).body.data.calculator).toEqual(calculator);
    const cases: [unknown, string, string][] = [
      [{ expressions: Array.from({ length: 31 }, () => "1") }, "calculator.expressions", "At most 30 expressions"],
      [{ expressions: ["x".repeat(201)] }, "calculator.expressions.0", "An expression has at most 200 characters"],
      // 25 expressions of 190 characters: within both limits above, but over 4,096 bytes in all.
      [
        { expressions: Array.from({ length: 25 }, () => "1".repeat(190)) },
        "calculator.expressions",
        "The calculator's state is limited to 4096 bytes",
      ],
    ];
    for (const [state, field, message] of cases) {
      const res = await as("ana").put("/api/test/calculator", { userTestId, calculator: state });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect((await as("ana").get(`/api/test/tools?userTestId=${userTestId}`)).body.data.calculator).toEqual(calculator);
  });

  it("keeps the zoom and the hidden timer for the student's other devices, refusing bad values", async () => {
    const settings = { zoom: 1.5, timerHidden: true, eliminator: true };
    expect((await as("ana").put("/api/test/tool-settings", { userTestId, settings })).status).toBe(200);
    expect((await as("ana").get(`/api/test/tools?userTestId=${userTestId}`)).body.data.settings).toEqual(settings);
    // An older client that does not send the eliminator leaves it off.
    await as("ana").put("/api/test/tool-settings", { userTestId, settings: { zoom: 1, timerHidden: false } });
    expect((await as("ana").get(`/api/test/tools?userTestId=${userTestId}`)).body.data.settings).toEqual({
      zoom: 1,
      timerHidden: false,
      eliminator: false,
    });
    await as("ana").put("/api/test/tool-settings", { userTestId, settings });
    const cases: [unknown, string, string][] = [
      [{ zoom: 1.3, timerHidden: false }, "settings.zoom", "zoom is 1, 1.25, 1.5, 1.75 or 2"],
      [{ zoom: 3, timerHidden: false }, "settings.zoom", "zoom is 1, 1.25, 1.5, 1.75 or 2"],
      [{ zoom: 1, timerHidden: "yes" }, "settings.timerHidden", "timerHidden must be true or false"],
      [{ zoom: 1, timerHidden: true, eliminator: 1 }, "settings.eliminator", "eliminator must be true or false"],
    ];
    for (const [bad, field, message] of cases) {
      const res = await as("ana").put("/api/test/tool-settings", { userTestId, settings: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect((await as("ben").put("/api/test/tool-settings", { userTestId, settings })).status).toBe(404);
    expect((await as("ana").get(`/api/test/tools?userTestId=${userTestId}`)).body.data.settings).toEqual(settings);
  });
});
