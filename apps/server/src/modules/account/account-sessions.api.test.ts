import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../../test/test-server.js";

const MIN = 60_000;
const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

interface Device {
  id: string;
  browser: string;
  system: string;
  deviceType: string;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
}

describe.each(databaseTargets())("devices, sessions and passwords on %s", (target) => {
  let server: TestServer;
  let clock = Date.now();
  const signedUp = new Set<string>();
  const login = async (name: string, userAgent: string, password = TEST_PASSWORD) => {
    if (!signedUp.has(name)) {
      signedUp.add(name);
      const body = { userName: `${name}@example.com`, password: TEST_PASSWORD, name };
      expect((await server.request("POST", "/api/auth/signup", { body })).status).toBe(201);
    }
    return server.request<{ token: string }>("POST", "/api/auth/login", {
      body: { userName: `${name}@example.com`, password },
      headers: { "user-agent": userAgent },
    });
  };
  const devices = async (token: string) =>
    (await server.request<{ data: Device[] }>("GET", "/api/account/sessions", { token })).body.data;
  const me = async (token: string) => (await server.request("GET", "/api/auth/me", { token })).status;

  beforeAll(async () => {
    server = await startTestServer(target, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists the student's signed-in devices by browser and system, this one marked, and no one else's", async () => {
    await server.signIn("ana");
    signedUp.add("ana");
    const laptop = (await login("ana", CHROME_ON_WINDOWS)).body.token;
    clock += MIN;
    const phone = (await login("ana", SAFARI_ON_IPHONE)).body.token;
    await login("ben", CHROME_ON_WINDOWS);

    const list = await devices(laptop);
    expect(list).toHaveLength(3);
    // The newest activity first: the phone signed in last.
    expect(list[0]).toMatchObject({ browser: "Safari 18.1", system: "iOS 18.1", deviceType: "mobile", current: false });
    expect(list[1]).toMatchObject({
      browser: "Chrome 131",
      system: "Windows 10",
      deviceType: "desktop",
      current: true,
    });
    // signIn() sends node's own user agent, which names no browser.
    expect(list[2]).toMatchObject({ browser: "", system: "", current: false });
    expect(list.filter((d) => d.current)).toHaveLength(1);
    expect((await devices(phone)).find((d) => d.current)?.browser).toBe("Safari 18.1");
  });

  it("moves a device's last activity at most once every five minutes", async () => {
    const token = (await login("cai", CHROME_ON_WINDOWS)).body.token;
    const first = (await devices(token))[0]?.lastActiveAt;
    expect(first).toBe(new Date(clock).toISOString());
    clock += 4 * MIN;
    expect((await devices(token))[0]?.lastActiveAt).toBe(first);
    clock += 2 * MIN;
    expect((await devices(token))[0]?.lastActiveAt).toBe(new Date(clock).toISOString());
  });

  it("signs one device out: its token is refused at once, the others keep working", async () => {
    const keep = (await login("dev", CHROME_ON_WINDOWS)).body.token;
    const lose = (await login("dev", SAFARI_ON_IPHONE)).body.token;
    const target = (await devices(keep)).find((d) => !d.current);
    const res = await server.request("POST", "/api/account/sessions/sign-out", {
      token: keep,
      body: { sessionId: target?.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: "That device is signed out.", signedOut: 1 });
    expect(await me(lose)).toBe(401);
    expect(await me(keep)).toBe(200);
    expect((await devices(keep)).map((d) => d.id)).not.toContain(target?.id);
    // Signing the same one out again: it is no longer a signed-in device.
    const again = await server.request("POST", "/api/account/sessions/sign-out", {
      token: keep,
      body: { sessionId: target?.id },
    });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another student's session and leaves it signed in", async () => {
    const mine = (await login("eli", CHROME_ON_WINDOWS)).body.token;
    const theirs = (await login("fay", CHROME_ON_WINDOWS)).body.token;
    const theirId = (await devices(theirs)).find((d) => d.current)?.id;
    const res = await server.request("POST", "/api/account/sessions/sign-out", {
      token: mine,
      body: { sessionId: theirId },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      status: 404,
      title: "Not Found",
      message: "That device is not signed in to your account.",
    });
    expect(await me(theirs)).toBe(200);
    const unknown = await server.request("POST", "/api/account/sessions/sign-out", {
      token: mine,
      body: { sessionId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses a session id that is not an id, and a missing token, with the error shape", async () => {
    const token = (await login("eli", CHROME_ON_WINDOWS)).body.token;
    const bad = await server.request("POST", "/api/account/sessions/sign-out", {
      token,
      body: { sessionId: "x".repeat(5000) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: "sessionId", message: "sessionId must be a valid id" }]);
    expect((await server.request("GET", "/api/account/sessions")).status).toBe(401);
    expect((await server.request("POST", "/api/account/sessions/sign-out-others")).status).toBe(401);
  });

  it("signs out everywhere else: every other token of the student is refused, this one and other students' work", async () => {
    const here = (await login("gus", CHROME_ON_WINDOWS)).body.token;
    const others = [(await login("gus", SAFARI_ON_IPHONE)).body.token, (await login("gus", "curl/8.0")).body.token];
    const stranger = (await login("hal", CHROME_ON_WINDOWS)).body.token;
    const res = await server.request("POST", "/api/account/sessions/sign-out-others", { token: here });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: "2 other devices were signed out.", signedOut: 2 });
    for (const token of others) expect(await me(token)).toBe(401);
    expect(await me(here)).toBe(200);
    expect(await me(stranger)).toBe(200);
    expect((await devices(here)).map((d) => d.current)).toEqual([true]);
    const none = await server.request("POST", "/api/account/sessions/sign-out-others", { token: here });
    expect(none.body.data).toEqual({ message: "No other device was signed in.", signedOut: 0 });
  });

  it("changes the password only with the current one, with field messages, and ends every other session", async () => {
    const here = (await login("ivy", CHROME_ON_WINDOWS)).body.token;
    const there = (await login("ivy", SAFARI_ON_IPHONE)).body.token;
    const change = (body: unknown) => server.request("PUT", "/api/account/password", { token: here, body });

    const wrong = await change({ currentPassword: "not-my-password", newPassword: "quiet-harbour-7781" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors).toEqual([{ field: "currentPassword", message: "That is not your current password." }]);
    // A wrong current password must not end the session that asked (unlike an expired token's 401).
    expect(await me(here)).toBe(200);
    expect(await me(there)).toBe(200);

    const weak = await change({ currentPassword: TEST_PASSWORD, newPassword: "password123" });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: "newPassword", message: expect.stringContaining("too common") }]);
    const missing = await change({ newPassword: "" });
    expect(missing.status).toBe(400);
    expect(
      Object.fromEntries(missing.body.errors.map((e: { field: string; message: string }) => [e.field, e.message])),
    ).toEqual({
      currentPassword: "Enter your current password",
      newPassword: "Password is required",
    });

    const ok = await change({ currentPassword: TEST_PASSWORD, newPassword: "quiet-harbour-7781" });
    expect(ok.status).toBe(200);
    expect(ok.body.data.message).toBe("Your password is changed. Every other device was signed out.");
    expect(await me(here)).toBe(200);
    expect(await me(there)).toBe(401);
    expect((await login("ivy", CHROME_ON_WINDOWS)).status).toBe(401);
    expect((await login("ivy", CHROME_ON_WINDOWS, "quiet-harbour-7781")).status).toBe(200);
  });

  it("counts wrong current passwords with failed logins, so a stolen token cannot guess the password", async () => {
    const token = (await login("jon", CHROME_ON_WINDOWS)).body.token;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (
          await server.request("PUT", "/api/account/password", {
            token,
            body: { currentPassword: `guess-${i}`, newPassword: "quiet-harbour-7781" },
          })
        ).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
