import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server.js";

describe("content figures", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(async () => {
    await server.close();
  });

  it("serves a figure as SVG, and answers 404 and 400 with the error shape", async () => {
    const ok = await fetch(`${server.baseUrl}/api/figures/triangle-pqr.svg`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("image/svg+xml");
    expect(await ok.text()).toContain("<svg");
    const missing = await server.request("GET", "/api/figures/no-such-figure.svg");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, title: "Not Found" });
    const bad = await server.request("GET", "/api/figures/..%2F..%2Fpackage.json");
    expect(bad.status).toBe(400);
  });
});
