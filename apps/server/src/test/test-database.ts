import pg from "pg";
import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "../db/connection.js";

export type DatabaseTarget = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase {
  database: Database;
  /** Another connection to the same database, as a second server has (PGlite in memory: the same one). */
  connectAgain(onQuery?: (sql: string) => void): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file, dropped afterwards. */
export async function createTestDatabase(
  target: DatabaseTarget,
  onQuery?: (sql: string) => void,
): Promise<TestDatabase> {
  if (target === "pglite") {
    const database = await openDatabase({ dataDir: undefined, onQuery });
    await database.migrate();
    return {
      database,
      connectAgain: () => Promise.resolve({ ...database, close: () => Promise.resolve() }),
      drop: () => database.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `sat_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), onQuery });
  await database.migrate();
  return {
    database,
    connectAgain: (again) => openDatabase({ databaseUrl: url.toString(), onQuery: again }),
    drop: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
