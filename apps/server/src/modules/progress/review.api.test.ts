import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, studentClient, type TestServer } from "../../test/test-server.js";
import { completeScenarioAttempt, DAY, setUpLearningServer } from "../../test/learning-scenario.js";

describe.each(databaseTargets())("the spaced review of missed questions on %s", (target) => {
  let server: TestServer;
  let clock = Date.parse("2027-02-01T09:00:00Z");
  const tokens: Record<string, string> = {};
  const as = (name: string) => studentClient(server, tokens[name]);
  // Reading and Writing module 2 (harder) question 10 was answered wrong; its key is letter 10 mod 4 = C.
  const missed = "free-one-rw-module2-harder-10";
  const right = { qId: missed, userOption: "Option C" };
  const wrong = { qId: missed, userOption: "Option D" };
  const counts = async () => (await as("ana").get("/api/review/due")).body.data.counts;

  beforeAll(async () => {
    server = await startTestServer(target, { now: () => new Date(clock) });
    await setUpLearningServer(server);
    for (const name of ["ana", "ben"]) tokens[name] = await server.signIn(name);
    await completeScenarioAttempt(server, tokens.ana!, { advance: (ms) => (clock += ms) });
  });
  afterAll(async () => {
    await server.close();
  });

  it("serves every missed or blank question of the test at once, without keys", async () => {
    const res = await as("ana").get("/api/review/due");
    expect(res.status).toBe(200);
    // 11 wrong and 7 blank in R&W module 2, 11 wrong in Math module 1, 22 blank in Math module 2.
    expect(res.body.data.counts).toEqual({ due: 51, active: 51, mastered: 0 });
    expect(res.body.data.questions).toHaveLength(20);
    // Oldest due first, then by question id: all came due together, so Math module 1 question 10 leads.
    expect(res.body.data.questions[0]).toMatchObject({
      qId: "free-one-m-module1-10",
      origin: "Synthetic free test · Math · Module 1 · Question 10",
      skill: "Ratios, rates, proportional relationships, and units", // 10 mod 4 = 2: the third Math domain
      domainName: "Problem-Solving and Data Analysis",
      rightInRow: 0,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/SECRET-EXPLANATION|correctOption|acceptedAnswers/);
  });

  it("brings a right answer back in a day, resets on a wrong one, and lets it go after two right in a row", async () => {
    const first = await as("ana").post("/api/review/check", right);
    expect(first.body.data).toEqual({
      isCorrect: true,
      status: "active",
      rightInRow: 1,
      nextDueAt: new Date(clock + DAY).toISOString(),
    });
    expect(await counts()).toEqual({ due: 50, active: 51, mastered: 0 });
    // Not due again yet: refused, and nothing moves.
    const early = await as("ana").post("/api/review/check", right);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("This question is not due for review yet.");
    expect(await counts()).toEqual({ due: 50, active: 51, mastered: 0 });

    clock += DAY;
    const missedAgain = await as("ana").post("/api/review/check", wrong);
    expect(missedAgain.body.data).toMatchObject({ isCorrect: false, status: "active", rightInRow: 0 });
    expect(missedAgain.body.data.nextDueAt).toBe(new Date(clock + DAY).toISOString());

    clock += DAY;
    expect((await as("ana").post("/api/review/check", right)).body.data.rightInRow).toBe(1);
    clock += DAY - 1;
    expect((await as("ana").post("/api/review/check", right)).status).toBe(409); // a millisecond early
    clock += 1;
    const mastered = await as("ana").post("/api/review/check", right);
    expect(mastered.body.data).toEqual({ isCorrect: true, status: "mastered", rightInRow: 2, nextDueAt: null });
    expect(await counts()).toEqual({ due: 50, active: 50, mastered: 1 });
    // The explanation stays available after the question left the queue.
    const explained = await as("ana").get(`/api/review/explanation?qId=${missed}`);
    expect(explained.body.data).toEqual({
      explanation: `SECRET-EXPLANATION ${missed}`,
      correctAnswer: "Option C",
    });
  });

  it("refuses questions outside the student's queue, changing nothing", async () => {
    const before = await counts();
    // Answered right in the test: never queued.
    const notQueued = await as("ana").post("/api/review/check", {
      qId: "free-one-rw-module1-1",
      userOption: "Option B",
    });
    expect(notQueued.status).toBe(404);
    expect(notQueued.body.message).toBe("This question is not in your review queue.");
    expect((await as("ana").get("/api/review/explanation?qId=free-one-rw-module1-1")).status).toBe(404);
    // Another student's queue is not theirs.
    const other = await as("ben").post("/api/review/check", { qId: "free-one-m-module1-2", userOption: "Option A" });
    expect(other.status).toBe(404);
    expect((await as("ben").get("/api/review/explanation?qId=free-one-m-module1-2")).status).toBe(404);
    expect((await as("ben").get("/api/review/due")).body.data).toEqual({
      counts: { due: 0, active: 0, mastered: 0 },
      questions: [],
    });
    const invalid = await as("ana").post("/api/review/check", { qId: "", userOption: "Option E" });
    expect(invalid.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("puts a first bank miss in the queue, but not a retry", async () => {
    const practice = (await as("ana").get("/api/questionbank/getbyid?questionBankId=transitions")).body.data.testData;
    const check = (qId: string, userOption: string) =>
      as("ana").post("/api/questionbank/check", { userQuestionBankId: practice.userQuestionBankId, qId, userOption });
    await check("test-bank-tr-1", "Option B"); // right first time
    await check("test-bank-tr-1", "Option A"); // a retry missed
    await check("test-bank-tr-3", "Option A"); // missed first time (key D)
    const queue = (await as("ana").get("/api/review/due")).body.data;
    expect(queue.counts).toMatchObject({ due: 51, active: 51 });
    const all = [...queue.questions];
    expect(all.some((q: any) => q.qId === "test-bank-tr-1")).toBe(false);
    const item = await as("ana").get("/api/review/explanation?qId=test-bank-tr-3");
    expect(item.status).toBe(200);
  });
});
