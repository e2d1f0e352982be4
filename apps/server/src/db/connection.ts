import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { mkdirSync } from "node:fs";
import { migrationsFolder } from "../paths.js";
import * as schema from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Statements that can run at once: the pool's size (PGlite has one connection). */
  connections: number;
  /** Applies every pending migration; safe when several servers start at once. */
  migrate(): Promise<void>;
  /** Runs `work` while no other server of the installation runs its own (the content import at start). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * A statement kept prepared by `name` on each connection (PostgreSQL parses and plans it once per
   * connection instead of on every call): for the hottest path, the answer save. `$1`… parameters.
   */
  prepared(name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]>;
}

/** Any constants work: they only have to be the same for every server of one installation. */
const MIGRATION_LOCK_KEY = 727_001;
const START_LOCK_KEY = 727_002;

export type DatabaseOptions = (
  | { databaseUrl: string; poolSize?: number }
  /** dataDir undefined: a PGlite database in memory (tests). */
  | { dataDir: string | undefined }
) & {
  /** Sees every statement sent (tests count the save path's round trips with it). */
  onQuery?: ((sql: string) => void) | undefined;
};

type QueryLogger = { logQuery: (sql: string) => void } | undefined;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  return "databaseUrl" in options
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, logger)
    : openPglite(options.dataDir, logger);
}

async function openPglite(dataDir: string | undefined, logger: QueryLogger): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    connections: 1,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns the embedded database: nothing to wait for.
    exclusively: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    prepared: async (_name, text, values) => {
      logger?.logQuery(text);
      return (await client.query<Record<string, unknown>>(text, values)).rows;
    },
  };
}

/**
 * The bound on answering while the database is down or unreachable: a connection not made within
 * this time fails, and the request is answered 503 (http/database-unavailable.ts). A stopped server
 * refuses at once; this covers one whose address no longer answers.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5000;

function openPostgres(databaseUrl: string, poolSize: number, logger: QueryLogger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    // Lets the operating system notice a connection whose server vanished without closing it.
    keepAlive: true,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema, logger });
  return Promise.resolve({
    db: db,
    kind: "postgres",
    connections: poolSize,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    exclusively: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [START_LOCK_KEY]);
        return await work();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [START_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
    prepared: async (name, text, values) => {
      logger?.logQuery(text);
      return (await pool.query<Record<string, unknown>>({ name, text, values })).rows;
    },
  });
}
