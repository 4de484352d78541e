import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { type Config, getConfig } from "../config.js";
import { migrations } from "./migrations/index.js";
import type { Database } from "./schema.js";
import { type DatabaseLimits, databaseSettings, defaultPoolMax } from "./settings.js";

export type Db = Kysely<Database>;
export type DbKind = Config["database"]["kind"];

const DEFAULT_LIMITS: DatabaseLimits = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 15_000,
  poolMax: 10,
};

/**
 * A database handle. On PostgreSQL every connection attempt, statement (on the server) and
 * query (on our side, for a server that stops answering) has a deadline, and the pool a size.
 * Why: docs/decisions/041-probes-and-timeouts.md
 */
export function createDb(
  database: Config["database"],
  limits: DatabaseLimits = DEFAULT_LIMITS,
): Db {
  if (database.kind === "postgres") {
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          connectionString: database.url,
          max: limits.poolMax ?? DEFAULT_LIMITS.poolMax,
          connectionTimeoutMillis: limits.connectMs,
          statement_timeout: limits.statementMs,
          query_timeout: limits.queryMs,
          idleTimeoutMillis: 30_000,
        }),
      }),
    });
  }
  const file = new SQLite(database.file);
  // WAL lets readers go on while a write commits; busy_timeout rides out short write locks.
  file.pragma("journal_mode = WAL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  file.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
}

/** The PostgreSQL schema the connection writes to, or undefined on SQLite. */
export async function currentSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which one;
    // name ours so a database shared with other schemas cannot confuse it.
    migrationTableSchema: await currentSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

let shared: Db | undefined;

/** The process-wide database, opened on first use from the configuration. */
export function getDb(): Db {
  if (!shared) {
    const config = getConfig();
    const limits = databaseSettings.of(config);
    shared = createDb(config.database, {
      ...limits,
      poolMax: limits.poolMax ?? defaultPoolMax(config.webConcurrency + 1),
    });
  }
  return shared;
}

export async function closeDb(): Promise<void> {
  const db = shared;
  shared = undefined;
  await db?.destroy();
}
