import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountExport } from "@sat/core";
import { completeScenarioAttempt, setUpLearningServer } from "../../test/learning-scenario.js";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, studentClient, TEST_PASSWORD, type TestServer } from "../../test/test-server.js";

const ADMIN_TOKEN = "admin-token-for-the-personal-data-test-0123456";

/**
 * Every table that holds rows about one student, and how the export names them. A table added
 * later with a user_id or attempt_id column fails the test below until it is exported here (or
 * listed as holding nothing personal).
 */
const EXPORTED_TABLES = [
  "users",
  "sessions",
  "attempts",
  "attempt_answers",
  "attempt_results",
  "attempt_annotations",
  "attempt_calculator",
  "attempt_tool_settings",
  "bank_sessions",
  "bank_checks",
  "bank_question_status",
  "skill_evidence",
  "review_items",
  "code_redemptions",
  "login_failures",
  "email_tokens",
];

type Row = Record<string, unknown>;

describe.each(databaseTargets())("download my data and delete my account on %s", (target) => {
  let server: TestServer;
  let clock = Date.now();
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const as = (name: string) => studentClient(server, tokens[name]);
  const rowsOf = async (text: string): Promise<Row[]> => {
    // PGlite answers { rows }, node-postgres a result with rows too; either way the rows.
    const result: unknown = await server.database.db.execute(sql.raw(text));
    return Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
  };
  const count = async (table: string, where: string) =>
    Number((await rowsOf(`select count(*)::int as n from ${table} where ${where}`))[0]?.n);

  /** A student with something in every table: two attempts (one complete), bank checks, tools, a code (the failed login comes later). */
  async function fill(name: string): Promise<void> {
    tokens[name] = await server.signIn(name);
    const me = await as(name).get("/api/auth/me");
    ids[name] = me.body.data.id as string;
    await completeScenarioAttempt(server, tokens[name] ?? "", { advance: (ms) => (clock += ms) });
    const open = (await as(name).get("/api/test/starttest?testId=free-one")).body.data;
    const qId = open.questions[0]._id as string;
    await as(name).put("/api/test/annotations", {
      userTestId: open.userTestId,
      qId,
      highlights: [{ target: "passage", start: 0, end: 7, colour: "yellow", note: `${name}'s note` }],
    });
    await as(name).put("/api/test/calculator", {
      userTestId: open.userTestId,
      calculator: { expressions: [`y=${name.length}x`] },
    });
    await as(name).put("/api/test/tool-settings", {
      userTestId: open.userTestId,
      settings: { zoom: 1.5, timerHidden: true, eliminator: false },
    });
    const practice = (await as(name).get("/api/questionbank/getbyid?questionBankId=transitions")).body.data.testData;
    await as(name).post("/api/questionbank/check", {
      userQuestionBankId: practice.userQuestionBankId,
      qId: "test-bank-tr-1",
      userOption: "Option A",
    });
    const codes = await server.request("POST", "/api/admin/codes", {
      body: { days: 30 },
      headers: { "x-admin-token": ADMIN_TOKEN },
    });
    await as(name).post("/api/plan/redeem", { code: codes.body.data.codes[0] });
  }

  /**
   * After both students' tests: a failed login may prune failures older than the throttle's
   * window (at random, login-throttle.ts), and a whole test moves this clock past it.
   */
  const failLogin = (name: string) =>
    server.request("POST", "/api/auth/login", {
      body: { userName: `${name}@example.com`, password: "wrong-password-1" },
    });

  beforeAll(async () => {
    server = await startTestServer(target, { adminToken: ADMIN_TOKEN, now: () => new Date(clock) });
    await setUpLearningServer(server);
    await fill("ana");
    await fill("ben");
    await failLogin("ana");
    await failLogin("ben");
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  it("every table about a student is in the export (or declared), and nothing else has a user or attempt column", async () => {
    const tables = await rowsOf(
      "select distinct table_name from information_schema.columns where table_schema = 'public' and column_name in ('user_id', 'attempt_id') order by table_name",
    );
    const keyed = tables.map((t) => String(t.table_name));
    for (const table of keyed) expect(EXPORTED_TABLES, `${table} holds rows about a student`).toContain(table);
  });

  it("exports every row of the student's, with answers and scores, and nothing of another student", async () => {
    const res = await server.request<{ data: AccountExport }>("GET", "/api/account/export", { token: tokens.ana });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sat-practice-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = res.body.data;
    const ana = ids.ana ?? "";
    expect(data).toMatchObject({ format: "sat-practice-personal-data", version: 1 });
    expect(data.profile).toMatchObject({ id: ana, email: "ana@example.com", name: "ana" });
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(data)).not.toContain("$argon2");

    // Row for row against the database, table by table.
    const attemptIds = `(select id from attempts where user_id = '${ana}')`;
    const all = data.attempts;
    const flat = (key: "answers" | "results" | "annotations" | "calculator" | "toolSettings") =>
      all.flatMap((a) => a[key]);
    expect(data.sessions).toHaveLength(await count("sessions", `user_id = '${ana}'`));
    expect(all).toHaveLength(2);
    expect(all.map((a) => a.attempt.status).sort()).toEqual(["completed", "in_progress"]);
    expect(flat("answers")).toHaveLength(await count("attempt_answers", `attempt_id in ${attemptIds}`));
    expect(flat("results")).toHaveLength(await count("attempt_results", `user_id = '${ana}'`));
    expect(flat("annotations")).toHaveLength(1);
    expect(flat("calculator")).toEqual([expect.objectContaining({ expressions: ["y=3x"] })]);
    expect(flat("toolSettings")).toEqual([
      expect.objectContaining({ settings: { zoom: 1.5, timerHidden: true, eliminator: false } }),
    ]);
    expect(JSON.stringify(flat("annotations"))).toContain("ana's note");
    // The scenario's completed attempt (learning-scenario.ts): its scores, and 98 questions graded.
    const completed = all.find((a) => a.attempt.status === "completed");
    expect(completed?.attempt.scores).toBeTruthy();
    expect(completed?.results).toHaveLength(98);
    expect(completed?.results.filter((r) => r.outcome === "correct")).toHaveLength(27 + 9 + 11);
    expect(data.questionBank.checks).toEqual([
      expect.objectContaining({ questionId: expect.any(String), answer: "Option A", isCorrect: false }),
    ]);
    expect(data.questionBank.practices).toHaveLength(await count("bank_sessions", `user_id = '${ana}'`));
    expect(data.questionBank.questionStatus).toHaveLength(1);
    expect(data.skillEvidence).toHaveLength(await count("skill_evidence", `user_id = '${ana}'`));
    expect(data.reviewItems).toHaveLength(await count("review_items", `user_id = '${ana}'`));
    expect(data.reviewItems.length).toBeGreaterThan(0);
    expect(data.proCodeRedemptions).toHaveLength(1);
    expect(data.failedLogins).toHaveLength(1);

    const text = JSON.stringify(data);
    expect(text).not.toContain(ids.ben);
    expect(text).not.toContain("ben@example.com");
    expect(text).not.toContain("ben's note");
    for (const row of await rowsOf(`select id from attempts where user_id = '${ids.ben}'`))
      expect(text).not.toContain(String(row.id));
  });

  it("refuses to delete without the right password (401) or the typed word (400), and deletes nothing", async () => {
    const before = await count(
      "attempt_answers",
      `attempt_id in (select id from attempts where user_id = '${ids.ana}')`,
    );
    const wrong = await as("ana").post("/api/account/delete", { password: "not-the-password", confirmation: "DELETE" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors).toEqual([{ field: "password", message: "That is not your current password." }]);
    const unconfirmed = await as("ana").post("/api/account/delete", {
      password: TEST_PASSWORD,
      confirmation: "delete",
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.errors).toEqual([{ field: "confirmation", message: "Type DELETE to confirm" }]);
    const long = await as("ana").post("/api/account/delete", { password: "x".repeat(2000), confirmation: "DELETE" });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: "password", message: "Password must be at most 128 characters" }]);
    expect(await count("users", `id = '${ids.ana}'`)).toBe(1);
    expect(await count("attempt_answers", `attempt_id in (select id from attempts where user_id = '${ids.ana}')`)).toBe(
      before,
    );
    expect((await as("ana").get("/api/auth/me")).status).toBe(200);
  });

  it("deletes the account and every row about it in every table, ends its sessions, and leaves the other student whole", async () => {
    const ana = ids.ana ?? "";
    const anaAttempts = (await rowsOf(`select id from attempts where user_id = '${ana}'`)).map((r) => String(r.id));
    const anaSessions = (await rowsOf(`select id from sessions where user_id = '${ana}'`)).map((r) => String(r.id));
    const second = (
      await server.request<{ token: string }>("POST", "/api/auth/login", {
        body: { userName: "ana@example.com", password: TEST_PASSWORD },
      })
    ).body.token;
    // That login cleared her failed logins; one more, so there is one to delete.
    await server.request("POST", "/api/auth/login", {
      body: { userName: "ana@example.com", password: "wrong-again-2" },
    });
    expect(await count("login_failures", "account_key = 'ana@example.com'")).toBe(1);
    const tables = (
      await rowsOf(
        "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
      )
    ).map((r) => String(r.table_name));
    const benBefore: Record<string, number> = {};
    for (const table of tables)
      benBefore[table] = (await rowsOf(`select * from "${table}"`)).filter((r) =>
        JSON.stringify(r).includes(ids.ben ?? ""),
      ).length;
    const usedBefore = await rowsOf("select sum(used_count)::int as n from redeem_codes");

    const res = await as("ana").post("/api/account/delete", { password: TEST_PASSWORD, confirmation: " DELETE " });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Your account and everything in it are deleted.");

    // Every row of every table, as text: none names her id, her email, an attempt or a session of hers.
    const traces = [ana, "ana@example.com", ...anaAttempts, ...anaSessions];
    for (const table of tables) {
      for (const row of await rowsOf(`select * from "${table}"`)) {
        const text = JSON.stringify(row);
        for (const trace of traces) expect(text, `${table} still holds ${trace}`).not.toContain(trace);
      }
      const benNow = (await rowsOf(`select * from "${table}"`)).filter((r) =>
        JSON.stringify(r).includes(ids.ben ?? ""),
      ).length;
      expect(benNow, `${table}: the other student's rows`).toBe(benBefore[table]);
    }
    // The codes' use counts are anonymous aggregates and stay.
    expect(await rowsOf("select sum(used_count)::int as n from redeem_codes")).toEqual(usedBefore);

    expect((await as("ana").get("/api/auth/me")).status).toBe(401);
    expect((await server.request("GET", "/api/auth/me", { token: second })).status).toBe(401);
    const login = await server.request("POST", "/api/auth/login", {
      body: { userName: "ana@example.com", password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);
    expect((await as("ben").get("/api/auth/me")).status).toBe(200);
  });
});
