import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthResponseSchema } from "@sat/core";
import { databaseTargets } from "../../test/test-database.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

describe.each(databaseTargets())("health over HTTP on %s", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers 200 with the service up and the database reachable, without a token", async () => {
    const res = await server.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toEqual({ data: { status: "ok", database: "up", uptimeSeconds: expect.any(Number) } });
    expect(healthResponseSchema.strict().parse(res.body)).toEqual(res.body);
    expect(res.body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(res.body.data.uptimeSeconds)).toBe(true);
  });

  it("is never cached, so a load balancer always sees the current state", async () => {
    const res = await server.request("GET", "/api/health");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a HEAD request for probes that send one", async () => {
    const res = await fetch(`${server.baseUrl}/api/health`, { method: "HEAD" });
    expect(res.status).toBe(200);
  });
});
