import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdmin } from "../../cli/admin.js";
import { readEnv } from "../../env.js";
import { syntheticBank } from "../../test/synthetic-bank.js";
import { syntheticTest } from "../../test/synthetic-test.js";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

const ADMIN_TOKEN = "admin-token-for-tests-that-is-long-enough-0123";
const DAY = 86_400_000;

describe.each(databaseTargets())("PRO access on %s", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const admin = (endpoint: string, body: unknown) =>
    server.request("POST", `/api/admin/${endpoint}`, { body, headers: { "x-admin-token": ADMIN_TOKEN } });
  const codes = async (body: Record<string, unknown>) => (await admin("codes", body)).body.data.codes as string[];
  const redeem = (name: string, code: string) =>
    server.request("POST", "/api/plan/redeem", { token: tokens[name], body: { code } });
  const startPro = (name: string) =>
    server.request("GET", "/api/test/starttest?testId=pro-one", { token: tokens[name] });

  beforeAll(async () => {
    server = await startTestServer(target, { adminToken: ADMIN_TOKEN });
    await server.app.services.content.importPacks([syntheticTest("pro-one", "pro"), syntheticBank()]);
    for (const name of ["ana", "ben", "cai", "dev"]) tokens[name] = await server.signIn(name);
  });
  afterAll(async () => {
    await server.close();
  });

  it("redeems a valid code: proTill moves, a fresh token carries it, the PRO test and the whole bank unlock", async () => {
    expect((await startPro("ana")).status).toBe(403);
    const [code] = await codes({ days: 30 });
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const res = await redeem("ana", ` ${code?.toLowerCase() ?? ""} `);
    expect(res.status).toBe(200);
    const proTill = new Date(res.body.data.proTill as string).getTime();
    expect(proTill).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(decodeJwt(res.body.data.token as string).proTill).toBe(res.body.data.proTill);
    // The old token still works: no logout.
    expect((await server.request("GET", "/api/auth/me", { token: tokens.ana })).body.data.isPro).toBe(true);
    expect((await startPro("ana")).status).toBe(200);
    const bank = await server.request("GET", "/api/questionbank/getbyid?questionBankId=transitions", {
      token: tokens.ana,
    });
    expect(bank.body.data.testData.questions.questionBankList).toHaveLength(6);

    // A second code adds its days to the end date, not to today.
    const [more] = await codes({ days: 10 });
    const again = await redeem("ana", more ?? "");
    expect(new Date(again.body.data.proTill as string).getTime()).toBe(proTill + 10 * DAY);
  });

  it("refuses a code used twice, used up, expired or unknown, and a malformed one with a field message", async () => {
    const [once] = await codes({ days: 7, maxUses: 1 });
    expect((await redeem("ben", once ?? "")).status).toBe(200);
    const twice = await redeem("ben", once ?? "");
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already redeemed/);
    const usedUp = await redeem("cai", once ?? "");
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.message).toMatch(/already been used/);

    const [expired] = await codes({ days: 7, expiresAt: new Date(Date.now() - DAY).toISOString() });
    expect((await redeem("cai", expired ?? "")).status).toBe(410);
    const unknown = await redeem("cai", "ABCD-EFGH-JKLM");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/does not exist/);
    const malformed = await redeem("cai", "nope");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ field: "code", message: "A code looks like ABCD-EFGH-JKLM" }]);
    expect((await server.request("GET", "/api/auth/me", { token: tokens.cai })).body.data.isPro).toBe(false);
    expect((await server.request("POST", "/api/plan/redeem", { body: { code: once } })).status).toBe(401);
  });

  it("lets an admin grant and revoke PRO; the server enforces it at once and a refreshed token shows it", async () => {
    expect(
      (await server.request("POST", "/api/admin/pro/grant", { body: { email: "dev@example.com", days: 5 } })).status,
    ).toBe(401);
    const granted = await admin("pro/grant", { email: "DEV@example.com", days: 5 });
    expect(granted.status).toBe(200);
    expect(granted.body.data.email).toBe("dev@example.com");
    expect((await startPro("dev")).status).toBe(200);

    expect(decodeJwt(tokens.dev ?? "").proTill).toBeNull();
    const refreshed = await server.request("POST", "/api/auth/refresh", { token: tokens.dev });
    expect(refreshed.status).toBe(200);
    const claims = decodeJwt(refreshed.body.data.token as string);
    expect(claims.proTill).toBe(granted.body.data.proTill);
    expect(claims.exp).toBe(decodeJwt(tokens.dev ?? "").exp);
    expect((await server.request("GET", "/api/auth/me", { token: refreshed.body.data.token as string })).status).toBe(
      200,
    );

    expect((await admin("pro/revoke", { email: "dev@example.com" })).body.data).toEqual({
      email: "dev@example.com",
      proTill: null,
    });
    expect((await startPro("dev")).status).toBe(403);
    expect((await admin("pro/grant", { email: "nobody@example.com", days: 5 })).status).toBe(404);
    expect((await admin("pro/grant", { email: "dev@example.com", days: 0 })).status).toBe(400);
    expect((await admin("codes", { days: 7, count: 0 })).status).toBe(400);
  });

  it("npm run admin grants, revokes and creates codes through the running server", async () => {
    const env = readEnv({ PORT: new URL(server.baseUrl).port, ADMIN_TOKEN });
    const lines: string[] = [];
    const say = (line: string) => lines.push(line);
    expect(await runAdmin(["grant-pro", "cai@example.com", "14"], env, say)).toBe(true);
    expect(lines.at(-1)).toMatch(/^cai@example\.com is PRO until \d{4}-/);
    expect((await server.request("GET", "/api/auth/me", { token: tokens.cai })).body.data.isPro).toBe(true);
    expect(await runAdmin(["revoke-pro", "cai@example.com"], env, say)).toBe(true);
    expect(lines.at(-1)).toBe("cai@example.com is not PRO.");
    expect(await runAdmin(["create-code", "30", "--count", "3", "--uses", "5"], env, say)).toBe(true);
    const created = lines.slice(-3);
    expect(created.every((c) => /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(c))).toBe(true);
    expect((await redeem("cai", created[0] ?? "")).status).toBe(200);

    expect(await runAdmin(["grant-pro", "cai@example.com", "many"], env, say)).toBe(false);
    expect(lines.at(-1)).toMatch(/days/);
    expect(await runAdmin(["grant-pro", "nobody@example.com", "3"], env, say)).toBe(false);
    expect(lines.join("\n")).toMatch(/Refused \(404\): No student has this email address/);
    expect(await runAdmin(["frobnicate"], env, say)).toBe(false);
    expect(lines.at(-1)).toMatch(/grant-pro <email> <days>/);
  });

  it("npm run admin works on the database directly when no server is running", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "admin-"));
    const env = readEnv({ PORT: "1", DATA_DIR: dataDir });
    const lines: string[] = [];
    expect(await runAdmin(["create-code", "7"], env, (l) => lines.push(l))).toBe(true);
    expect(lines[0]).toMatch(/^[A-Z2-9]{4}-/);
    expect(await runAdmin(["grant-pro", "nobody@example.com", "3"], env, (l) => lines.push(l))).toBe(false);
    expect(lines.at(-1)).toMatch(/Refused \(404\)/);
  });
});
