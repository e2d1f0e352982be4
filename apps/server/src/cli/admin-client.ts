import { existsSync, readFileSync } from "node:fs";
import type { Endpoint } from "@sat/core";
import { openDatabase, type Database } from "../db/connection.js";
import type { Env } from "../env.js";
import { ADMIN_TOKEN_HEADER, adminTokenFile } from "../modules/admin/admin-token.js";

export interface AdminAnswer {
  status: number;
  body: { message?: string; errors?: { field: string; message: string }[] } & Record<string, unknown>;
}

/**
 * Calls the running server's admin API with the installation's admin token. Undefined when no
 * server answers: a PGlite database belongs to the one process that opened it, so the command
 * then opens the database itself (withDatabase).
 */
export async function callRunningServer(endpoint: Endpoint, body: unknown, env: Env): Promise<AdminAnswer | undefined> {
  const file = adminTokenFile(env.dataDir);
  const token = env.adminToken ?? (existsSync(file) ? readFileSync(file, "utf8").trim() : "");
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${env.port}/api${endpoint.path}`, {
      method: endpoint.method,
      headers: { "content-type": "application/json", [ADMIN_TOKEN_HEADER]: token },
      body: JSON.stringify(body),
    });
  } catch {
    return undefined;
  }
  return { status: response.status, body: (await response.json()) as AdminAnswer["body"] };
}

export async function withDatabase<T>(env: Env, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}
