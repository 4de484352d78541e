import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { type Config, getConfig } from "../config.js";
import { migrations } from "./migrations/index.js";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;
export type DbKind = Config["database"]["kind"];

export function createDb(database: Config["database"]): Db {
  if (database.kind === "postgres") {
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: database.url, max: 10 }),
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
  shared ??= createDb(getConfig().database);
  return shared;
}

export async function closeDb(): Promise<void> {
  const db = shared;
  shared = undefined;
  await db?.destroy();
}
