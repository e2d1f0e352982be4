import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { buildApp, type App, type AppOptions } from "../app.js";
import type { Database } from "../db/connection.js";
import { users } from "../db/schema.js";
import { createTestDatabase, type DatabaseTarget, type TestDatabase } from "./test-database.js";

export const TEST_JWT_SECRET = "test-jwt-secret-that-is-long-enough-0123456789";
/** A password that passes the sign-up rules, for students made by tests. */
export const TEST_PASSWORD = "amber-canyon-5521";
export const TEST_SSO_SECRET = "test-sso-secret-that-is-long-enough-0123456789";

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  baseUrl: string;
  app: App;
  database: Database;
  testDatabase: TestDatabase;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON bodies
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Signs up `<name>@example.com` and logs in; answers the session token. */
  signIn(name: string): Promise<string>;
  /** Makes `<name>@example.com` PRO until the given time, as an admin grant would. */
  makePro(name: string, until: Date): Promise<void>;
  close(): Promise<void>;
}

export interface ServerSetup {
  /** Sees every statement this server sends. */
  onQuery?: (sql: string) => void;
  /** A second server on the first one's database (its own connections, services and memory). */
  besides?: TestServer;
}

/** The real app on a real port with its own fresh database; requests go over HTTP. */
export async function startTestServer(
  target: DatabaseTarget,
  overrides: Partial<Omit<AppOptions, "database">> = {},
  setup: ServerSetup = {},
): Promise<TestServer> {
  const first = setup.besides?.testDatabase;
  const testDb: TestDatabase = first
    ? { ...first, database: await first.connectAgain(setup.onQuery), drop: () => Promise.resolve() }
    : await createTestDatabase(target, setup.onQuery);
  if (first) testDb.drop = () => testDb.database.close();
  const app = await buildApp({
    database: testDb.database,
    jwtSecret: TEST_JWT_SECRET,
    ssoSharedSecret: TEST_SSO_SECRET,
    logLevel: "silent",
    ...overrides,
  });
  await app.services.plans.seed();
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: TestServer = {
    baseUrl,
    app,
    database: testDb.database,
    testDatabase: testDb,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { accept: "application/json", ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.rawBody !== undefined || options.body !== undefined) {
        headers["content-type"] ??= "application/json";
        body = options.rawBody ?? JSON.stringify(options.body);
      }
      const response = await fetch(baseUrl + path, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: the raw text is returned.
      }
      return { status: response.status, headers: response.headers, body: parsed as never };
    },
    async signIn(name) {
      const credentials = { userName: `${name}@example.com`, password: TEST_PASSWORD };
      await server.request("POST", "/api/auth/signup", { body: { ...credentials, name } });
      const login = await server.request<{ token: string }>("POST", "/api/auth/login", { body: credentials });
      return login.body.token;
    },
    async makePro(name, until) {
      await testDb.database.db
        .update(users)
        .set({ proTill: until })
        .where(eq(users.email, `${name}@example.com`));
    },
    async close() {
      await app.app.close();
      await testDb.drop();
    },
  };
  return server;
}

/** Requests as one student (their token), for tests that speak for several students by name. */
export function studentClient(server: TestServer, token: string | undefined) {
  return {
    get: (path: string) => server.request("GET", path, { token }),
    post: (path: string, body?: unknown) => server.request("POST", path, { token, body }),
    put: (path: string, body?: unknown) => server.request("PUT", path, { token, body }),
  };
}
