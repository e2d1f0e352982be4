import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { completeScenarioAttempt, MIN, setUpLearningServer } from "../../test/learning-scenario.js";

describe.each(databaseTargets())("the score report on %s", (target) => {
  let server: TestServer;
  let clock = Date.parse("2027-02-01T09:00:00Z");
  const tokens: Record<string, string> = {};
  let scenario: Awaited<ReturnType<typeof completeScenarioAttempt>>;
  let report: any;

  beforeAll(async () => {
    server = await startTestServer(target, { now: () => new Date(clock) });
    await setUpLearningServer(server);
    for (const name of ["ana", "ben"]) tokens[name] = await server.signIn(name);
    scenario = await completeScenarioAttempt(server, tokens.ana!, { advance: (ms) => (clock += ms) });
    const res = await server.request("GET", `/api/test/result?testId=free-one&userTestId=${scenario.userTestId}`, {
      token: tokens.ana,
    });
    expect(res.status).toBe(200);
    report = res.body.data;
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses bad times one answer at a time, with a field message, and keeps the rest of the save", () => {
    expect((scenario.firstSave as any).data.saved).toBe(27);
    expect((scenario.firstSave as any).data.rejected).toEqual([
      { field: "answerData.3.timeSpentMs", message: "Time on a question cannot be negative" },
      { field: "answerData.4.timeSpentMs", message: "Time on a question must be a number of milliseconds" },
      { field: "answerData.5.timeSpentMs", message: "Time on a question cannot be more than the module's 32 minutes" },
    ]);
    // All 27 answers were kept: module 1 all right sent Reading and Writing to the harder module.
    expect(report.scores.readingWriting).toMatchObject({ route: "harder", rawCorrect: 36, rawTotal: 54 });
    expect(report.scores.math).toMatchObject({ route: "easier", rawCorrect: 11, rawTotal: 44 });
  });

  it("keeps each question's time, bounded by the module's clock", () => {
    const rw1 = report.modules[0].questions;
    // Ten minutes in: 4:10 and 1:00 fit; 6:40 asked for question 3 is cut to the 4:50 left.
    expect(rw1.slice(0, 6).map((q: any) => q.timeSpentMs)).toEqual([250_000, 60_000, 290_000, 0, 0, 0]);
    expect(rw1.reduce((n: number, q: any) => n + q.timeSpentMs, 0)).toBe(10 * MIN);
    expect(report.modules[1].questions[9].timeSpentMs).toBe(90_000);
    expect(report.modules[2].questions[1].timeSpentMs).toBe(120_000);
  });

  it("marks every question correct, incorrect or omitted", () => {
    const count = (m: number, outcome: string) =>
      report.modules[m].questions.filter((q: any) => q.outcome === outcome).length;
    expect([count(0, "correct"), count(0, "incorrect"), count(0, "omitted")]).toEqual([27, 0, 0]);
    expect([count(1, "correct"), count(1, "incorrect"), count(1, "omitted")]).toEqual([9, 11, 7]);
    expect([count(2, "correct"), count(2, "incorrect"), count(2, "omitted")]).toEqual([11, 11, 0]);
    expect([count(3, "correct"), count(3, "incorrect"), count(3, "omitted")]).toEqual([0, 0, 22]);
  });

  it("gives the Knowledge and Skills panel by domain, in the official order", () => {
    // Question n sits in domain n mod 4 (INI, CAS, EOI, SEC; Algebra, Advanced Math, PSDA, Geometry).
    // R&W: 27 + 27 questions, module 1 all right and 1-9 of module 2 right; Math: odd module 1 questions right.
    expect(report.domains.map((d: any) => [d.domain, d.questions, d.correct])).toEqual([
      ["INI", 12, 8],
      ["CAS", 14, 10],
      ["EOI", 14, 9],
      ["SEC", 14, 9],
      ["H", 10, 0],
      ["P", 12, 6],
      ["Q", 12, 0],
      ["S", 10, 5],
    ]);
    expect(report.domains[0]).toMatchObject({
      sectionName: "ReadingAndWriting",
      name: "Information and Ideas",
      skills: [{ skill: "Central Ideas and Details", slug: "central-ideas-and-details", questions: 12, correct: 8 }],
    });
    expect(report.domains[5].name).toBe("Advanced Math");
  });

  it("gives each score a range of plus or minus its standard error, rounded to 10", () => {
    for (const [key, min, max] of [
      ["readingWriting", 200, 800],
      ["math", 200, 800],
    ] as const) {
      const scaled = report.scores[key].scaled;
      const range = report.scoreRange[key];
      expect(range.plusMinus % 10).toBe(0);
      expect(range.plusMinus).toBeGreaterThan(0);
      expect(range.low).toBe(Math.max(min, scaled - range.plusMinus));
      expect(range.high).toBe(Math.min(max, scaled + range.plusMinus));
    }
    const { readingWriting: rw, math, total } = report.scoreRange;
    expect(total.plusMinus).toBe(Math.round(Math.hypot(rw.plusMinus, math.plusMinus) / 10) * 10);
    expect(total.low).toBe(report.scores.total - total.plusMinus);
  });

  it("points at the questions that took long", () => {
    // R&W's longest is module 1 question 3 (4:50, cut from 6:40; module average 600 000 / 27); Math's is module 1
    // question 2 (2:00; average 150 000 / 22); R&W module 2 question 10, missed, took 1:30 against an
    // average of 100 000 / 27, more than twice.
    expect(report.insights).toEqual([
      {
        kind: "longest",
        sectionName: "ReadingAndWriting",
        moduleName: "Module1",
        qIdUi: 3,
        timeSpentMs: 290_000,
        averageMs: 22_222,
      },
      {
        kind: "longest",
        sectionName: "Mathematics",
        moduleName: "Module1",
        qIdUi: 2,
        timeSpentMs: 120_000,
        averageMs: 6_818,
      },
      {
        kind: "slow-miss",
        sectionName: "ReadingAndWriting",
        moduleName: "Module2",
        qIdUi: 10,
        timeSpentMs: 90_000,
        averageMs: 3_704,
      },
    ]);
  });

  it("answers 409 for an attempt not yet submitted and 404 for another student's", async () => {
    const started = (await server.request("GET", "/api/test/starttest?testId=free-one", { token: tokens.ana })).body
      .data;
    const unfinished = await server.request(
      "GET",
      `/api/test/result?testId=free-one&userTestId=${started.userTestId}`,
      { token: tokens.ana },
    );
    expect(unfinished.status).toBe(409);
    expect(unfinished.body.message).toBe("This test has not been submitted yet, so it has no score report.");
    const other = await server.request("GET", `/api/test/result?testId=free-one&userTestId=${scenario.userTestId}`, {
      token: tokens.ben,
    });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain("SECRET-EXPLANATION");
  });
});
