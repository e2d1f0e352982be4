import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, studentClient, type TestServer } from "../../test/test-server.js";
import { completeAllRight, completeScenarioAttempt, setUpLearningServer } from "../../test/learning-scenario.js";

/**
 * The band rule of docs/scoring.md: below 480 easy, from 560 hard, medium between (the scale at
 * theta -0.35 and 0.35, computed by hand in packages/core/src/learning/learning.test.ts).
 */
const band = (scaled: number) => (scaled < 480 ? "E" : scaled >= 560 ? "H" : "M");

describe.each(databaseTargets())("progress, mastery and goals on %s", (target) => {
  let server: TestServer;
  let clock = Date.parse("2027-02-01T09:00:00Z");
  const tokens: Record<string, string> = {};
  const as = (name: string) => studentClient(server, tokens[name]);
  const checkBank = async (name: string, bankId: string, qId: string, userOption: string) => {
    const practice = (await as(name).get(`/api/questionbank/getbyid?questionBankId=${bankId}`)).body.data.testData;
    const res = await as(name).post("/api/questionbank/check", {
      userQuestionBankId: practice.userQuestionBankId,
      qId,
      userOption,
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer(target, { now: () => new Date(clock) });
    await setUpLearningServer(server);
    for (const name of ["ana", "ben"]) tokens[name] = await server.signIn(name);
    await completeScenarioAttempt(server, tokens.ana!, { advance: (ms) => (clock += ms) });
    // Transitions (free: questions 1, 3 and 5): question 1 (key B) wrong, then right on a retry;
    // question 3 (key D) right at once.
    await checkBank("ana", "transitions", "test-bank-tr-1", "Option A");
    await checkBank("ana", "transitions", "test-bank-tr-1", "Option B");
    await checkBank("ana", "transitions", "test-bank-tr-3", "Option D");
  });
  afterAll(async () => {
    await server.close();
  });

  it("counts bank accuracy over first attempts and shows retries apart", async () => {
    const list = (await as("ana").get("/api/questionbank/getall")).body.data.testData;
    const transitions = list.find((b: any) => b.questionBankId === "transitions");
    expect(transitions).toMatchObject({
      answeredCount: 2,
      correctCount: 2,
      firstAttempts: { questions: 2, correct: 1, accuracyPercent: 50 },
      retries: { checks: 1, correct: 1 },
      mastery: { questions: 2, correct: 1, accuracyPercent: 50, trend: null },
    });
    // Central Ideas and Details has no bank answers but 12 test answers, 8 right.
    const central = list.find((b: any) => b.questionBankId === "central-ideas-and-details");
    expect(central.firstAttempts).toEqual({ questions: 0, correct: 0, accuracyPercent: null });
    expect(central.mastery).toEqual({ questions: 12, correct: 8, accuracyPercent: 67, trend: null });
  });

  it("gives the dashboard its history, mastery weakest first, review counts and what next", async () => {
    const res = await as("ana").get("/api/progress");
    expect(res.status).toBe(200);
    const progress = res.body.data;
    expect(progress.history).toHaveLength(1);
    const [point] = progress.history;
    expect(point.total).toBe(point.readingWriting + point.math);
    const completed = (await as("ana").get("/api/test/allusertests")).body.data[0];
    expect(point.total).toBe(completed.additionalProps.overallresult.overallFinaleScaledScore);
    // Weakest first; at the same percent, more questions first, then the official order.
    expect(progress.mastery.map((m: any) => [m.slug, m.questions, m.correct, m.accuracyPercent])).toEqual([
      ["ratios-rates-and-units", 12, 0, 0],
      ["linear-equations-one-variable", 10, 0, 0],
      ["nonlinear-functions", 12, 6, 50],
      ["area-and-volume", 10, 5, 50],
      ["transitions", 2, 1, 50],
      ["rhetorical-synthesis", 14, 9, 64],
      ["boundaries", 14, 9, 64],
      ["central-ideas-and-details", 12, 8, 67],
      ["words-in-context", 14, 10, 71],
    ]);
    // 18 missed or blank in R&W module 2, 11 missed in Math module 1, 22 blank in Math module 2,
    // and one first bank attempt missed.
    expect(progress.review).toEqual({ due: 52, active: 52, mastered: 0 });
    // Gain = share × (1 − (correct + 1) / (questions + 2)): Form, Structure, and Sense 0.13 × 1/2,
    // Linear equations in one variable 0.07 × 11/12, Nonlinear functions 0.35/3 × 1/2 (ahead of the
    // untried Nonlinear equations with the same gain by the official order).
    expect(
      progress.whatNext.map((r: any) => [r.slug, r.questions, r.correct, r.accuracyPercent, r.difficulty]),
    ).toEqual([
      ["form-structure-and-sense", 0, 0, null, band(point.readingWriting)],
      ["linear-equations-one-variable", 10, 0, 0, band(point.math)],
      ["nonlinear-functions", 12, 6, 50, band(point.math)],
    ]);
    expect(progress.exam).toEqual({ whenExam: null, daysLeft: null, targetScore: null });
  });

  it("shows a skill's trend once there are enough answers, and the history of both tests", async () => {
    clock += 60 * 60_000;
    await completeAllRight(server, tokens.ana!);
    const progress = (await as("ana").get("/api/progress")).body.data;
    expect(progress.history).toHaveLength(2);
    expect(progress.history[1].total).toBe(1600);
    // Central Ideas and Details, in test order: 6 right in R&W module 1; in module 2 questions 4
    // and 8 right, 12, 16, 20 wrong and 24 blank (111111 11 0000); then 12 right. The latest 10 are
    // all right; the 14 before them hold 10 right (71%): up by 29 points.
    const central = progress.mastery.find((m: any) => m.slug === "central-ideas-and-details");
    expect(central).toMatchObject({ questions: 24, correct: 20, accuracyPercent: 83, trend: "up" });
    // Ratios: 6 wrong in Math module 1 and 6 blank in module 2, then 12 right (6 in each module):
    // the latest 10 all right against 2 of the 14 before.
    const ratios = progress.mastery.find((m: any) => m.slug === "ratios-rates-and-units");
    expect(ratios).toMatchObject({ questions: 24, correct: 12, accuracyPercent: 50, trend: "up" });
  });

  it("keeps one student's figures from another", async () => {
    const ben = (await as("ben").get("/api/progress")).body.data;
    expect(ben.history).toEqual([]);
    expect(ben.mastery).toEqual([]);
    expect(ben.review).toEqual({ due: 0, active: 0, mastered: 0 });
    // Nothing tried: gain = share × 1/2, so the largest shares lead (Standard English Conventions'
    // two skills at 0.13 each, then Advanced Math's at 0.35/3), in the official order.
    expect(ben.whatNext.map((r: any) => r.slug)).toEqual([
      "boundaries",
      "form-structure-and-sense",
      "nonlinear-functions",
    ]);
    const list = (await as("ben").get("/api/questionbank/getall")).body.data.testData;
    expect(list.find((b: any) => b.questionBankId === "transitions").mastery.questions).toBe(0);
  });

  it("sets the exam date and target, and counts the days in the student's time zone", async () => {
    const res = await as("ana").put("/api/auth/profile", { whenExam: "2027-03-13", targetScore: 1350 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ whenExam: "2027-03-13T00:00:00.000Z", targetScore: 1350 });
    // 2027-02-01 to 2027-03-13: 27 days left in February, then 13 in March.
    expect((await as("ana").get("/api/progress?tz=Asia/Kolkata")).body.data.exam).toEqual({
      whenExam: "2027-03-13",
      daysLeft: 40,
      targetScore: 1350,
    });
    const saved = clock;
    clock = Date.parse("2027-02-01T20:00:00Z"); // already 2 February on Kiritimati (UTC+14)
    expect((await as("ana").get("/api/progress?tz=Pacific/Kiritimati")).body.data.exam.daysLeft).toBe(39);
    expect((await as("ana").get("/api/progress")).body.data.exam.daysLeft).toBe(40);
    clock = saved;
    const bad = await as("ana").get("/api/progress?tz=Mars/Olympus");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: "tz", message: "tz must be a time zone name such as Asia/Kolkata" }]);
  });

  it("refuses a past exam date or a target outside 400 to 1600 with a field message, changing nothing", async () => {
    const cases: [unknown, string, string][] = [
      [{ whenExam: "2027-01-15", targetScore: 1200 }, "whenExam", "The exam date cannot be in the past"],
      [{ whenExam: "2027-05-01", targetScore: 1700 }, "targetScore", "Target score must be between 400 and 1600"],
      [{ whenExam: "2027-05-01", targetScore: 390 }, "targetScore", "Target score must be between 400 and 1600"],
      [{ whenExam: "2027-05-01", targetScore: 1355 }, "targetScore", "SAT scores go in steps of 10"],
      [
        { whenExam: "next spring", targetScore: 1200 },
        "whenExam",
        "Enter the exam date as a date, for example 2027-03-13",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await as("ana").put("/api/auth/profile", body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect((await as("ana").get("/api/auth/me")).body.data).toMatchObject({
      whenExam: "2027-03-13T00:00:00.000Z",
      targetScore: 1350,
    });
    const cleared = await as("ana").put("/api/auth/profile", { whenExam: "", targetScore: null });
    expect(cleared.body.data).toMatchObject({ whenExam: null, targetScore: null });
  });
});
