import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { api, apiErrorSchema, type Endpoint } from "@sat/core";
import { databaseTargets } from "../test/test-database.js";
import { startTestServer, type TestResponse, type TestServer } from "../test/test-server.js";

type OpenApiOperation = {
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: unknown[];
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }> };
};

const endpoints = Object.entries(api) as [string, Endpoint][];

/** The directives of a Content-Security-Policy header, each a list of its sources. */
function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function expectSecurityHeaders(res: TestResponse): void {
  const csp = cspDirectives(res.headers.get("content-security-policy"));
  const scripts = csp.get("script-src") ?? csp.get("default-src");
  expect(scripts, "script-src").toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("*");
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,64}$/);
}

function expectApiError(res: TestResponse, status: number, title: string): void {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = apiErrorSchema.strict().parse(res.body);
  expect(body).toMatchObject({ status, title, message: expect.any(String) });
  expect(body.requestId).toBe(res.headers.get("x-request-id"));
}

describe.each(databaseTargets())("HTTP conventions on %s", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => {
    await server.close();
  });

  describe("OpenAPI document at /api/docs", () => {
    let doc: OpenApiDocument;
    beforeAll(async () => {
      const res = await server.request<OpenApiDocument>("GET", "/api/docs");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      doc = res.body;
    });

    it("is an OpenAPI 3.1 document", () => {
      expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
      expect(doc.info.title).toEqual(expect.any(String));
      expect(doc.info.version).toEqual(expect.any(String));
      expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
      expect(doc.components.schemas.ApiError).toBeDefined();
    });

    it("lists every operation of the contract, and nothing else", () => {
      const expected = endpoints.map(([, e]) => `${e.method.toLowerCase()} /api${e.path}`).sort();
      const listed = Object.entries(doc.paths)
        .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
        .sort();
      expect(listed).toEqual(expected);
    });

    it.each(endpoints)("describes %s with its success status, query, body and security", (_name, endpoint) => {
      const operation = doc.paths[`/api${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation).toBeDefined();
      if (!operation) return;
      expect(Object.keys(operation.responses)).toContain(String(endpoint.successStatus ?? 200));
      for (const status of endpoint.errors) expect(Object.keys(operation.responses)).toContain(String(status));
      expect(operation.requestBody !== undefined).toBe(endpoint.body !== undefined);
      if (endpoint.auth === "student") {
        expect(operation.security).toEqual([{ bearer: [] }]);
        expect(Object.keys(operation.responses)).toContain("401");
      } else if (endpoint.auth === "admin") {
        expect(operation.security).toEqual([{ adminToken: [] }]);
        expect(Object.keys(operation.responses)).toContain("401");
      } else {
        expect(operation.security).toBeUndefined();
      }
      const declared = Object.keys(
        (endpoint.query as unknown as { shape?: Record<string, unknown> }).shape ?? {},
      ).sort();
      expect((operation.parameters ?? []).map((p) => p.name).sort()).toEqual(declared);
      for (const parameter of operation.parameters ?? []) expect(parameter.in).toBe("query");
    });

    it("declares the partner token as a required query parameter", () => {
      expect(doc.paths["/api/sso/login"]?.get?.parameters).toEqual([
        expect.objectContaining({ name: "token", in: "query", required: true }),
      ]);
    });
  });

  describe("security headers", () => {
    it("are set on an API success", async () => {
      const res = await server.request("GET", "/api/health");
      expect(res.status).toBe(200);
      expectSecurityHeaders(res);
      expect(res.headers.get("cache-control")).toBe("no-store");
    });

    it("are set on an API failure", async () => {
      const res = await server.request("GET", "/api/auth/me");
      expect(res.status).toBe(401);
      expectSecurityHeaders(res);
    });

    it("are set on the 404 of a page when no web app is built", async () => {
      const res = await server.request("GET", "/dashboard", { headers: { accept: "text/html" } });
      expectApiError(res, 404, "Not Found");
      expectSecurityHeaders(res);
    });
  });

  describe("unknown paths", () => {
    it.each(["/api/nope", "/api", "/api/test/no-such-operation", "/api/auth"])(
      "answer 404 with the error shape for GET %s",
      async (path) => {
        const res = await server.request("GET", path);
        expectApiError(res, 404, "Not Found");
        expect(res.body.message).toBe(`No API operation GET ${path}.`);
      },
    );

    it("answer 404 for a known path with a method it does not have, and leave the query out of the message", async () => {
      const res = await server.request("DELETE", "/api/health?secret=1");
      expectApiError(res, 404, "Not Found");
      expect(res.body.message).toBe("No API operation DELETE /api/health.");
    });
  });

  describe("malformed addresses", () => {
    it.each(["/api/%zz", "/api/auth/%E0%A4%A", "/%zz"])(
      "answer 400 with the error shape and the headers for %s",
      async (path) => {
        const res = await server.request("GET", path, { headers: { "x-request-id": "client-trace-bad-url" } });
        expectApiError(res, 400, "Bad Request");
        expect(res.body.message).toBe("The address of the request is not valid.");
        expectSecurityHeaders(res);
        expect(res.headers.get("x-request-id")).toBe("client-trace-bad-url");
      },
    );
  });

  describe("request ids", () => {
    it("echoes an x-request-id sent by the client in the header and in an error body", async () => {
      const ok = await server.request("GET", "/api/health", { headers: { "x-request-id": "client-trace-0001" } });
      expect(ok.headers.get("x-request-id")).toBe("client-trace-0001");
      const failed = await server.request("GET", "/api/nope", { headers: { "x-request-id": "client-trace-0002" } });
      expect(failed.headers.get("x-request-id")).toBe("client-trace-0002");
      expect(failed.body.requestId).toBe("client-trace-0002");
    });

    it("makes its own id when none is sent, a new one each time", async () => {
      const a = await server.request("GET", "/api/health");
      const b = await server.request("GET", "/api/health");
      expect(a.headers.get("x-request-id")).toMatch(/^[\w-]{8,64}$/);
      expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
    });

    it.each(["short", "has spaces in it", "x".repeat(65), "<script>alert(1)</script>"])(
      "replaces an unsafe or odd x-request-id %j with its own",
      async (given) => {
        const res = await server.request("GET", "/api/health", { headers: { "x-request-id": given } });
        expect(res.headers.get("x-request-id")).not.toBe(given);
        expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,64}$/);
      },
    );
  });

  describe("query parameters", () => {
    it.each([
      "/api/health?debug=1",
      "/api/plan/getAll?currency=USD",
      "/api/sso/login?token=abc&redirect=https://evil.example",
    ])("refuses a parameter the endpoint does not declare with 400 naming it: %s", async (path) => {
      const res = await server.request("GET", path);
      expectApiError(res, 400, "Bad Request");
      const unknown = new URL(path, server.baseUrl).searchParams;
      const name = [...unknown.keys()].find((key) => key !== "token");
      expect(res.body.errors).toEqual([{ field: name, message: `Unknown field '${name}'` }]);
    });

    it("refuses an undeclared parameter on an endpoint that needs a token only after checking the token", async () => {
      const res = await server.request("GET", "/api/auth/me?x=1");
      expectApiError(res, 401, "Unauthorized");
    });
  });

  describe("NUL characters (PostgreSQL's text cannot hold one)", () => {
    it.each(["/api/test/starttest?testId=%00", "/api/test/retrievetest?testId=a%00b"])(
      "answer 400 naming the field, not 500: %s",
      async (path) => {
        const token = await server.signIn(`nul${String(path.length)}`);
        const res = await server.request("GET", path, { token });
        expectApiError(res, 400, "Bad Request");
        expect(res.body.errors).toEqual([{ field: "testId", message: "Text cannot contain a NUL character." }]);
      },
    );

    it("answer 400 in a body too, with the path of the field", async () => {
      const res = await server.request("POST", "/api/auth/signup", {
        body: { userName: "nul@example.com", password: "amber-canyon-5521", name: "Nul\u0000 Person" },
      });
      expectApiError(res, 400, "Bad Request");
      expect(res.body.errors).toEqual([{ field: "name", message: "Text cannot contain a NUL character." }]);
      const login = await server.request("POST", "/api/auth/login", {
        body: { userName: "nul@example.com", password: "amber-canyon-5521" },
      });
      expect(login.status).toBe(401);
    });
  });
});

describe("HTTP conventions with a built web app", () => {
  let server: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), "sat-web-"));
    writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>S A T</title><div id=root></div>");
    mkdirSync(path.join(webDistDir, "assets"));
    writeFileSync(path.join(webDistDir, "assets", "index-3f9a.js"), "export {};");
    server = await startTestServer("pglite", { webDistDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it("answers a page route with index.html, never cached, with the security headers", async () => {
    const res = await server.request("GET", "/practices/results/12", { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.body).toContain("S A T");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expectSecurityHeaders(res);
  });

  it("caches hashed assets for a year", async () => {
    const res = await server.request("GET", "/assets/index-3f9a.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(res);
  });

  it.each(["/api", "/api?x=1", "/api/nope", "/api/nope?x=1"])(
    "never answers the page for the API path %s",
    async (path) => {
      const res = await server.request("GET", path);
      expectApiError(res, 404, "Not Found");
      expect(res.body.message).toBe(`No API operation GET ${path.split("?")[0]}.`);
    },
  );
});
