import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { LOGIN_RATE_LIMIT } from "@sat/core";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, TEST_JWT_SECRET, type TestServer } from "../../test/test-server.js";

const student = {
  userName: "Asha.Rao@Example.com",
  password: "river-lantern-42",
  name: "Asha Rao",
  mobile: "+91 98765 43210",
  whenExam: "2027-03-13T00:00:00.000Z",
  referalCode: "FRIEND10",
  profilePic: "",
};

describe.each(databaseTargets())("auth over HTTP on %s", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => {
    await server.close();
  });

  const login = (userName: string, password: string, headers?: Record<string, string>) =>
    server.request("POST", "/api/auth/login", { body: { userName, password }, headers });

  it("signs a student up with every field and stores the email lower-cased", async () => {
    const res = await server.request("POST", "/api/auth/signup", { body: student });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: "Account created. Please log in." });
    const again = await server.request("POST", "/api/auth/signup", {
      body: { ...student, userName: "asha.rao@example.com" },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      status: 409,
      title: "Conflict",
      message: expect.stringContaining("already exists"),
    });
  });

  it("answers field errors for bad sign-up input and creates nothing", async () => {
    const res = await server.request("POST", "/api/auth/signup", {
      body: { userName: "not-an-email", password: "password123", name: " ", mobile: "+91 12" },
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(
      res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toEqual({
      userName: "Please Enter Valid Email Ex:student@example.com",
      password: expect.stringContaining("too common"),
      name: "Full Name is required",
      mobile: "Please Enter Valid Mobile Number",
    });
    const loginAttempt = await login("not-an-email", "password123");
    expect(loginAttempt.status).toBe(400);
  });

  it("refuses passwords shorter than 8 or longer than 128 characters", async () => {
    const short = await server.request("POST", "/api/auth/signup", {
      body: { ...student, userName: "s@example.com", password: "Ab3$xyz" },
    });
    expect(short.body.errors).toEqual([{ field: "password", message: "Password must be at least 8 characters" }]);
    const long = await server.request("POST", "/api/auth/signup", {
      body: { ...student, userName: "l@example.com", password: "x".repeat(60) + "y".repeat(69) },
    });
    expect(long.body.errors).toEqual([{ field: "password", message: "Password must be at most 128 characters" }]);
  });

  it("refuses unknown fields, malformed JSON, other content types and oversized bodies without a 500", async () => {
    const unknown = await server.request("POST", "/api/auth/signup", { body: { ...student, isAdmin: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: "isAdmin", message: "Unknown field 'isAdmin'" }]);
    const malformed = await server.request("POST", "/api/auth/login", { rawBody: '{"userName": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      status: 400,
      title: "Bad Request",
      message: "The request body is not valid JSON.",
    });
    const text = await server.request("POST", "/api/auth/login", {
      rawBody: "userName=a",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ status: 415, title: "Unsupported Media Type" });
    const huge = await server.request("POST", "/api/auth/signup", {
      body: { ...student, name: "x".repeat(600 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ status: 413, title: "Payload Too Large" });
  });

  it("logs in with the spec's response and a token carrying exp, proTill and name", async () => {
    const res = await login("asha.rao@example.com", student.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isLogin: true, token: expect.any(String), message: "Login Successful" });
    const [, payload] = (res.body.token as string).split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
    expect(claims).toMatchObject({ name: "Asha Rao", proTill: null, exp: expect.any(Number) });
    const me = await server.request("GET", "/api/auth/me", { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: "asha.rao@example.com", mobile: "+919876543210", isPro: false });
  });

  it("answers 401 'Invalid Credentials' for a wrong password and for an unknown email", async () => {
    for (const [email, password] of [
      ["asha.rao@example.com", "wrong-password-1"],
      ["nobody@example.com", student.password],
    ] as const) {
      const res = await login(email, password);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 401, title: "Unauthorized", message: "Invalid Credentials" });
    }
  });

  it("logout ends the session: the same token then gets 401 everywhere", async () => {
    const { body } = await login("asha.rao@example.com", student.password);
    const out = await server.request("POST", "/api/auth/logout", { token: body.token });
    expect(out.status).toBe(200);
    const after = await server.request("GET", "/api/auth/me", { token: body.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: 401, title: "Unauthorized" });
    const twice = await server.request("POST", "/api/auth/logout", { token: body.token });
    expect(twice.status).toBe(401);
  });

  it("refuses expired, forged, unsigned and missing tokens", async () => {
    const { body } = await login("asha.rao@example.com", student.password);
    const [, payload] = (body.token as string).split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(key);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("x".repeat(48)));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    for (const token of [expired, forged, unsigned, "garbage"]) {
      const res = await server.request("GET", "/api/auth/me", { token });
      expect(res.status).toBe(401);
    }
    expect((await server.request("GET", "/api/auth/me")).status).toBe(401);
  });

  it("rate-limits failed logins per account with 429 and a retry time, and still counts nothing for others", async () => {
    await server.request("POST", "/api/auth/signup", { body: { ...student, userName: "target@example.com" } });
    for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresPerAccount; i++) {
      expect((await login("target@example.com", `wrong-${i}-password`)).status).toBe(401);
    }
    const blocked = await login("target@example.com", student.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      status: 429,
      title: "Too Many Requests",
      message: expect.stringContaining("minutes"),
    });
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.body.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.windowSeconds);
    expect(Number(blocked.headers.get("retry-after"))).toBe(blocked.body.retryAfterSeconds);
    expect((await login("asha.rao@example.com", student.password)).status).toBe(200);
  });
});

describe("login throttle per address", () => {
  it("answers 429 to an address that failed too often, whichever account it tries", async () => {
    const server = await startTestServer("pglite");
    try {
      const attempt = (i: number) =>
        server.request("POST", "/api/auth/login", {
          body: { userName: `probe${i}@example.com`, password: "wrong-password-9" },
        });
      for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresPerAddress; i++) expect((await attempt(i)).status).toBe(401);
      const blocked = await attempt(LOGIN_RATE_LIMIT.maxFailuresPerAddress);
      expect(blocked.status).toBe(429);
      expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe("login throttle window", () => {
  it("lets a blocked student in again once the window has passed", async () => {
    let now = new Date("2027-01-01T10:00:00Z");
    const server = await startTestServer("pglite", { now: () => now });
    try {
      await server.request("POST", "/api/auth/signup", { body: { ...student, userName: "later@example.com" } });
      for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresPerAccount; i++) {
        await server.request("POST", "/api/auth/login", {
          body: { userName: "later@example.com", password: `nope-${i}-wrong` },
        });
      }
      const body = { userName: "later@example.com", password: student.password };
      expect((await server.request("POST", "/api/auth/login", { body })).status).toBe(429);
      now = new Date(now.getTime() + (LOGIN_RATE_LIMIT.windowSeconds + 5) * 1000);
      expect((await server.request("POST", "/api/auth/login", { body })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
