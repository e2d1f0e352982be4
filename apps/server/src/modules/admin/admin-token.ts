import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.js";

export const ADMIN_TOKEN_HEADER = "x-admin-token";
export const adminTokenFile = (dataDir: string) => path.join(dataDir, "admin-token");

/**
 * The token of the installation's admin commands: ADMIN_TOKEN or, when unset, a file in DATA_DIR
 * made on first run and readable only by its owner, so only someone with the server's files (the
 * person who runs npm run content:import) can use the admin API.
 */
export function loadOrCreateAdminToken(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = adminTokenFile(dataDir);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString("base64url");
  writeFileSync(file, token + "\n", { mode: 0o600 });
  return token;
}

export function adminGuard(token: string | undefined): (request: FastifyRequest) => void {
  const expected = Buffer.from(token ?? "");
  return (request) => {
    const given = Buffer.from(String(request.headers[ADMIN_TOKEN_HEADER] ?? ""));
    if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError(401, "The admin token is missing or wrong.");
  };
}
