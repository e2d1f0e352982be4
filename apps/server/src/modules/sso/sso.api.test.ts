import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, type JWTPayload } from "jose";
import { SSO_TOKEN_MAX_LIFETIME_SECONDS, apiErrorSchema } from "@sat/core";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, TEST_SSO_SECRET, type TestResponse, type TestServer } from "../../test/test-server.js";

const ssoKey = new TextEncoder().encode(TEST_SSO_SECRET);
const nowSeconds = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A partner token as the contract describes it: HS256, email and name, at most five minutes of life. */
function partnerToken(
  claims: JWTPayload = {},
  options: { key?: Uint8Array; alg?: string; lifetimeSeconds?: number; iat?: number } = {},
): Promise<string> {
  const iat = options.iat ?? nowSeconds();
  return new SignJWT({
    email: "Meera.Iyer@Partner-School.in",
    name: "Meera Iyer",
    iat,
    exp: iat + (options.lifetimeSeconds ?? 120),
    ...claims,
  })
    .setProtectedHeader({ alg: options.alg ?? "HS256", typ: "JWT" })
    .sign(options.key ?? ssoKey);
}

function expectApiError(res: TestResponse, status: number, title: string): void {
  expect(res.status).toBe(status);
  const body = apiErrorSchema.strict().parse(res.body);
  expect(body).toMatchObject({ status, title, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
}

const INVALID_LINK = "The sign-in link is invalid or has expired. Please sign in again from the partner site.";

describe.each(databaseTargets())("partner sign-in (GET /api/sso/login) over HTTP on %s", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => {
    await server.close();
  });

  const ssoLogin = (token: string) => server.request("GET", `/api/sso/login?token=${encodeURIComponent(token)}`);
  const profileOf = async (token: string) => {
    const me = await server.request("GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    return me.body.data as { id: string; email: string; name: string; isPro: boolean; proTill: string | null };
  };

  let firstUserId = "";

  it("creates the account on a first visit and answers the login shape with a working session token", async () => {
    const res = await ssoLogin(await partnerToken());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isLogin: true, token: expect.any(String), message: "Login Successful" });
    const [, payload] = (res.body.token as string).split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
    expect(claims).toMatchObject({ name: "Meera Iyer", proTill: null, exp: expect.any(Number) });
    const profile = await profileOf(res.body.token);
    expect(profile).toMatchObject({
      email: "meera.iyer@partner-school.in",
      name: "Meera Iyer",
      isPro: false,
      proTill: null,
    });
    firstUserId = profile.id;
  });

  it("logs the same email into the same account on later visits, whatever its case", async () => {
    expect(firstUserId).not.toBe("");
    for (const email of ["meera.iyer@partner-school.in", "MEERA.IYER@PARTNER-SCHOOL.IN"]) {
      const res = await ssoLogin(await partnerToken({ email }));
      expect(res.status).toBe(200);
      expect((await profileOf(res.body.token)).id).toBe(firstUserId);
    }
  });

  it("gives each visit its own session: logging out one leaves the other working", async () => {
    const first = await ssoLogin(await partnerToken());
    const second = await ssoLogin(await partnerToken());
    expect(first.body.token).not.toBe(second.body.token);
    expect((await server.request("POST", "/api/auth/logout", { token: first.body.token })).status).toBe(200);
    expect((await server.request("GET", "/api/auth/me", { token: first.body.token })).status).toBe(401);
    expect((await profileOf(second.body.token)).id).toBe(firstUserId);
  });

  it("signs into an account made with a password when the partner sends its email", async () => {
    const signup = await server.request("POST", "/api/auth/signup", {
      body: { userName: "ravi.k@example.com", password: "monsoon-kite-88", name: "Ravi K" },
    });
    expect(signup.status).toBe(201);
    const login = await server.request("POST", "/api/auth/login", {
      body: { userName: "ravi.k@example.com", password: "monsoon-kite-88" },
    });
    const byPassword = await profileOf(login.body.token);
    const res = await ssoLogin(await partnerToken({ email: "Ravi.K@example.com", name: "Ravi Kumar" }));
    expect(res.status).toBe(200);
    expect((await profileOf(res.body.token)).id).toBe(byPassword.id);
  });

  it("does not give a partner-made account a password anyone could log in with", async () => {
    for (const password of ["undefined", "null", "Meera Iyer", "meera.iyer@partner-school.in"]) {
      const res = await server.request("POST", "/api/auth/login", {
        body: { userName: "meera.iyer@partner-school.in", password },
      });
      expect(res.status, password).toBe(401);
      expect(res.body.message).toBe("Invalid Credentials");
    }
  });

  it("accepts a lifetime of exactly five minutes and a token expired within the 30 s clock tolerance", async () => {
    const fiveMinutes = await partnerToken(
      { email: "edge@example.com" },
      { lifetimeSeconds: SSO_TOKEN_MAX_LIFETIME_SECONDS },
    );
    expect((await ssoLogin(fiveMinutes)).status).toBe(200);
    const justExpired = await partnerToken(
      { email: "edge@example.com" },
      { iat: nowSeconds() - 70, lifetimeSeconds: 60 },
    );
    expect((await ssoLogin(justExpired)).status).toBe(200);
  });

  it.each<[string, () => Promise<string>]>([
    [
      "signed with another secret",
      () => partnerToken({ email: "forged@example.com" }, { key: new TextEncoder().encode("y".repeat(48)) }),
    ],
    ["expired", () => partnerToken({ email: "late@example.com" }, { iat: nowSeconds() - 200, lifetimeSeconds: 120 })],
    [
      "living longer than five minutes",
      () => partnerToken({ email: "long@example.com" }, { lifetimeSeconds: SSO_TOKEN_MAX_LIFETIME_SECONDS + 1 }),
    ],
    [
      "issued in the future",
      () => partnerToken({ email: "future@example.com" }, { iat: nowSeconds() + 120, lifetimeSeconds: 60 }),
    ],
    ["signed with HS512 instead of HS256", () => partnerToken({ email: "hs512@example.com" }, { alg: "HS512" })],
    [
      "unsigned (alg: none)",
      () =>
        Promise.resolve(
          `${b64({ alg: "none", typ: "JWT" })}.${b64({ email: "none@example.com", name: "None", iat: nowSeconds(), exp: nowSeconds() + 60 })}.`,
        ),
    ],
    [
      "alg: none with a real signature left on",
      async () => {
        const [, payload, signature] = (await partnerToken({ email: "none2@example.com" })).split(".");
        return `${b64({ alg: "none", typ: "JWT" })}.${payload}.${signature}`;
      },
    ],
    ["without an email", () => partnerToken({ email: undefined })],
    ["with an email the spec's pattern refuses", () => partnerToken({ email: "not an email" })],
    ["without iat", () => partnerToken({ email: "noiat@example.com", iat: undefined })],
    ["without exp", () => partnerToken({ email: "noexp@example.com", exp: undefined })],
    ["a malformed string", () => Promise.resolve("not-a-jwt")],
    ["three parts of garbage", () => Promise.resolve("abc.def.ghi")],
  ])("answers 401 with the error shape for a token %s and creates no account", async (_what, make) => {
    const token = await make();
    const res = await ssoLogin(token);
    expectApiError(res, 401, "Unauthorized");
    expect(res.body.message).toBe(INVALID_LINK);
    expect(res.body.token).toBeUndefined();
  });

  it("never created an account for a refused token", async () => {
    const emails = [
      "forged@example.com",
      "late@example.com",
      "long@example.com",
      "future@example.com",
      "hs512@example.com",
    ];
    for (const email of [
      ...emails,
      "none@example.com",
      "none2@example.com",
      "noiat@example.com",
      "noexp@example.com",
    ]) {
      const signup = await server.request("POST", "/api/auth/signup", {
        body: { userName: email, password: "monsoon-kite-88", name: "Check" },
      });
      expect(signup.status, email).toBe(201);
    }
  });

  it("answers 400 with a field error when the token query is missing or empty", async () => {
    for (const path of ["/api/sso/login", "/api/sso/login?token="]) {
      const res = await server.request("GET", path);
      expectApiError(res, 400, "Bad Request");
      expect(res.body.errors).toEqual([{ field: "token", message: "token is required" }]);
    }
  });

  it("answers 400 for a token longer than 4096 characters without trying to verify it", async () => {
    const res = await ssoLogin("a".repeat(4097));
    expectApiError(res, 400, "Bad Request");
    expect(res.body.errors).toEqual([{ field: "token", message: expect.any(String) }]);
  });
});

describe.each(databaseTargets())("partner sign-in without a shared secret on %s", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { ssoSharedSecret: undefined });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers 401 even for a token signed with the secret a partner would use", async () => {
    const res = await server.request("GET", `/api/sso/login?token=${await partnerToken()}`);
    expectApiError(res, 401, "Unauthorized");
    expect(res.body.message).toBe("Single sign-on is not set up on this server.");
    const unsigned = `${b64({ alg: "none" })}.${b64({ email: "a@b.co", name: "A", iat: nowSeconds(), exp: nowSeconds() + 60 })}.`;
    expectApiError(await server.request("GET", `/api/sso/login?token=${unsigned}`), 401, "Unauthorized");
  });
});
