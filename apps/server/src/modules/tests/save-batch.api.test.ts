import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../test/test-database.js";
import { TEST_JWT_SECRET, startTestServer, studentClient, type TestServer } from "../../test/test-server.js";
import { syntheticTest } from "../../test/synthetic-test.js";
import { TokenService } from "../auth/token.service.js";
import { SaveRepository, type SaveIdentity, type SaveSnapshot } from "./save.repository.js";

/**
 * Saves of different students that arrive while the save statements are all in flight share the
 * next one (group commit): each still gets exactly its own outcome.
 */
describe.each(databaseTargets())("save writes sharing one statement on %s", (target) => {
  let server: TestServer;
  const queries: string[] = [];
  const now = new Date();
  const students: Record<string, { who: SaveIdentity; token: string; attemptId: string; questions: string[] }> = {};
  /** Two connections: one statement of saves at a time, so the waiting ones go out together. */
  let saves: SaveRepository;

  const snapshot = async (name: string): Promise<SaveSnapshot> => {
    const { who, attemptId } = students[name]!;
    const { attempt } = await saves.read(who, attemptId, now, { withTimes: true });
    if (!attempt) throw new Error(`no attempt for ${name}`);
    return attempt;
  };
  const answerRow = (questionId: string, seq: number, userOption: string) => ({
    questionId,
    stage: "writingModule1",
    userOption,
    userAnswer: "",
    marked: false,
    eliminated: [],
    seq,
    timeLeftMs: 1_500_000,
    timeSpentMs: 7_000 + seq,
  });
  const writeOf = (name: string, attempt: SaveSnapshot, answers: ReturnType<typeof answerRow>[], revision?: number) =>
    saves.write(
      students[name]!.who,
      { id: attempt.id, revision: revision ?? attempt.revision },
      {
        clock: { ...attempt.clock, timeLeftMs: attempt.clock.timeLeftMs - 1_000 },
        questionIndex: 3,
        answers: answers.map((a) => ({ ...a, attemptId: attempt.id })),
      },
      now,
    );
  const stored = async (name: string) => {
    const state = (await studentClient(server, students[name]!.token).get("/api/test/retrievetest?testId=free-one"))
      .body.data;
    return new Map<string, { seq: number; userOption: string }>(state.answers.map((a: any) => [a.qId, a]));
  };

  beforeAll(async () => {
    server = await startTestServer(target, {}, { onQuery: (sql) => queries.push(sql) });
    await server.app.services.content.importPacks([syntheticTest("free-one", "free")]);
    const tokens = new TokenService(TEST_JWT_SECRET);
    for (const name of ["ana", "ben", "cy", "dee", "eve", "fay", "gus"]) {
      const token = await server.signIn(name);
      const claims = await tokens.verify(token);
      const started = (await studentClient(server, token).get("/api/test/starttest?testId=free-one")).body.data;
      students[name] = {
        who: { userId: claims!.sub, sessionId: claims!.sid },
        token,
        attemptId: started.userTestId,
        questions: started.questions.map((q: { _id: string }) => q._id),
      };
    }
    saves = new SaveRepository({ ...server.database, connections: 2 });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers each save of a shared statement with its own outcome and writes only what applies", async () => {
    const [ana, ben, cy, dee, eve, fay] = await Promise.all(
      ["ana", "ben", "cy", "dee", "eve", "fay"].map((name) => snapshot(name)),
    );
    await writeOf("eve", eve!, [answerRow(students.eve!.questions[1]!, 5, "Option B")]);
    expect((await studentClient(server, students.dee!.token).post("/api/auth/logout")).status).toBe(200);
    const q = (name: string, i: number) => students[name]!.questions[i]!;
    queries.length = 0;
    const [first, ...shared] = await Promise.all([
      writeOf("fay", fay!, [answerRow(q("fay", 0), 1, "Option A")]),
      // These wait for fay's statement, then go out together.
      writeOf("ana", ana!, [answerRow(q("ana", 0), 1, "Option C"), answerRow(q("ana", 1), 2, "Option D")]),
      writeOf("ben", ben!, [answerRow(q("ben", 0), 1, "Option A")], ben!.revision + 7), // a stale copy
      writeOf("cy", { ...cy!, id: students.gus!.attemptId }, [answerRow(q("gus", 2), 3, "Option B")]), // gus's
      writeOf("dee", dee!, [answerRow(q("dee", 0), 1, "Option A")]), // logged out just now
      writeOf("eve", { ...eve!, revision: eve!.revision + 1 }, [answerRow(q("eve", 1), 4, "Option C")]), // older
    ]);
    expect(queries.filter((sql) => /jsonb_to_recordset/.test(sql))).toHaveLength(2);
    expect(first).toMatchObject({ moved: true, sessionOpen: true, current: null });
    const [forAna, forBen, forCy, forDee, forEve] = shared;
    expect(forAna).toMatchObject({ moved: true, sessionOpen: true, current: null });
    expect(forAna.writtenTimes).toEqual(
      new Map([
        [q("ana", 0), 7_001],
        [q("ana", 1), 7_002],
      ]),
    );
    // A stale copy writes nothing and gets the attempt as it is, to decide again.
    expect(forBen).toMatchObject({ moved: false, sessionOpen: true });
    expect(forBen.current).toMatchObject({ id: ben!.id, revision: ben!.revision, stage: "writingModule1" });
    expect(forCy).toMatchObject({ moved: false, sessionOpen: true, current: null });
    expect(forDee).toMatchObject({ moved: false, sessionOpen: false });
    // The attempt moves on; an answer older than the stored one does not replace it.
    expect(forEve).toMatchObject({ moved: true, writtenTimes: new Map() });
    // (Read before the stored answers: opening the test moves its revision on.)
    expect((await snapshot("ana")).revision).toBe(ana!.revision + 1);
    expect((await snapshot("ben")).revision).toBe(ben!.revision);

    expect([...(await stored("ana")).entries()].sort()).toEqual(
      [
        [q("ana", 0), expect.objectContaining({ seq: 1, userOption: "Option C" })],
        [q("ana", 1), expect.objectContaining({ seq: 2, userOption: "Option D" })],
      ].sort(),
    );
    expect((await stored("ben")).size).toBe(0);
    expect((await stored("gus")).size).toBe(0);
    expect((await stored("eve")).get(q("eve", 1))).toMatchObject({ seq: 5, userOption: "Option B" });
    expect((await stored("fay")).get(q("fay", 0))).toMatchObject({ seq: 1, userOption: "Option A" });
  });

  it("one save the database refuses fails alone: the others of its statement are written", async () => {
    const [ana, ben, cy, fay] = await Promise.all(["ana", "ben", "cy", "fay"].map((name) => snapshot(name)));
    const q = (name: string, i: number) => students[name]!.questions[i]!;
    queries.length = 0;
    const outcomes = await Promise.allSettled([
      writeOf("ana", ana!, [answerRow(q("ana", 4), 10, "Option A")]),
      writeOf("ben", ben!, [answerRow(q("ben", 4), 10, "Option B")]),
      // No such question: the answers' foreign key refuses the whole statement it is in.
      writeOf("cy", cy!, [answerRow("no-such-question", 10, "Option C")]),
      writeOf("fay", fay!, [answerRow(q("fay", 4), 10, "Option D")]),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    // ana's alone, then ben's, cy's and fay's together, refused, then each of those three alone.
    expect(queries.filter((sql) => /jsonb_to_recordset/.test(sql))).toHaveLength(5);
    expect((await snapshot("cy")).revision).toBe(cy!.revision);
    expect((await stored("ben")).get(q("ben", 4))).toMatchObject({ seq: 10, userOption: "Option B" });
    expect((await stored("fay")).get(q("fay", 4))).toMatchObject({ seq: 10, userOption: "Option D" });
    expect((await stored("cy")).size).toBe(0);
  });
});
