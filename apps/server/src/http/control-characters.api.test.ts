import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_MESSAGE, NUL_MESSAGE, api, apiErrorSchema, type Endpoint } from "@sat/core";
import { databaseTargets } from "../test/test-database.js";
import { rawRequest } from "../test/raw-http.js";
import { startTestServer, type TestServer } from "../test/test-server.js";

const ADMIN_TOKEN = "admin-token-for-the-control-character-test-0123";
const endpoints = Object.entries(api) as [string, Endpoint][];

/** A field the endpoint declares (so the refusal is about the text, not an unknown name), else a probe. */
function fieldOf(schema: unknown): string {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Object.keys(shape ?? {})[0] ?? "probe";
}

describe.each(databaseTargets())("control characters in any request on %s", (target) => {
  let server: TestServer;
  let token: string;
  let port: number;
  const headersFor = (endpoint: Endpoint): Record<string, string> =>
    endpoint.auth === "admin" ? { "x-admin-token": ADMIN_TOKEN } : {};

  beforeAll(async () => {
    server = await startTestServer(target, { adminToken: ADMIN_TOKEN });
    token = await server.signIn("control");
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(endpoints)(
    "%s: a NUL or control character in a query parameter is 400 naming it",
    async (_name, endpoint) => {
      const field = fieldOf(endpoint.query);
      for (const [char, message] of [
        ["%00", NUL_MESSAGE],
        ["%01", CONTROL_MESSAGE],
        ["%7F", CONTROL_MESSAGE],
      ] as const) {
        const res = await server.request(endpoint.method, `/api${endpoint.path}?${field}=a${char}b`, {
          token,
          headers: headersFor(endpoint),
          ...(endpoint.body ? { body: {} } : {}),
        });
        expect(res.status, `${endpoint.method} ${endpoint.path} ${char}`).toBe(400);
        expect(apiErrorSchema.strict().parse(res.body)).toMatchObject({ errors: [{ field, message }] });
      }
    },
  );

  it.each(endpoints.filter(([, e]) => e.body))(
    "%s: a NUL or control character in a body field is 400 naming its path",
    async (_name, endpoint) => {
      const field = fieldOf(endpoint.body);
      for (const [char, message] of [
        ["\u0000", NUL_MESSAGE],
        ["\u001b", CONTROL_MESSAGE],
      ] as const) {
        const res = await server.request(endpoint.method, `/api${endpoint.path}`, {
          token,
          headers: headersFor(endpoint),
          body: { [field]: ["fine", `bad${char}`] },
        });
        expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(400);
        expect(apiErrorSchema.strict().parse(res.body)).toMatchObject({ errors: [{ field: `${field}.1`, message }] });
      }
    },
  );

  it.each(endpoints)("%s: a control character in a header is 400 in the API's error shape", async (_name, endpoint) => {
    const res = await rawRequest(
      port,
      `${endpoint.method} /api${endpoint.path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\u0001\r\n` +
        "Connection: close\r\n\r\n",
    );
    expect(res.status).toBe(400);
    expect(apiErrorSchema.strict().parse(JSON.parse(res.body))).toMatchObject({
      status: 400,
      title: "Bad Request",
      errors: [{ field: "headers" }],
    });
  });

  it("still saves nothing when the text is refused", async () => {
    const before = await server.request("GET", "/api/auth/me", { token });
    const res = await server.request("PUT", "/api/auth/profile", {
      token,
      body: { whenExam: "", targetScore: 1500, extendedTime: "none\u0000" },
    });
    expect(res.status).toBe(400);
    const after = await server.request("GET", "/api/auth/me", { token });
    expect(after.body).toEqual(before.body);
  });
});
