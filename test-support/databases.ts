import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDb, type Db, migrate } from "../server/db/index.js";

/**
 * The database engines a repository suite runs against: a real SQLite file, and the
 * real PostgreSQL server in a schema of its own (dropped afterwards), so suites can
 * run side by side. PostgreSQL is required when TEST_DATABASE_URL is set (CI sets it);
 * otherwise it is used when the default local server answers.
 */
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const postgresRequired = Boolean(process.env.TEST_DATABASE_URL);

export interface TestDb {
  db: Db;
  close(): Promise<void>;
}

export interface Engine {
  name: "sqlite" | "postgres";
  open(): Promise<TestDb>;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch (error) {
    if (postgresRequired) {
      throw new Error(
        `TEST_DATABASE_URL is set but PostgreSQL cannot be reached: ${(error as Error).message}`,
      );
    }
    console.warn(`PostgreSQL not reachable at ${POSTGRES_URL}; its suite is skipped.`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const sqlite: Engine = {
  name: "sqlite",
  async open() {
    const dir = mkdtempSync(join(tmpdir(), "rd-sqlite-"));
    const db = createDb({ kind: "sqlite", file: join(dir, "app.db") });
    await migrate(db);
    return {
      db,
      async close() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** A PostgreSQL URL whose connections use a fresh, empty schema. */
export async function freshPostgresSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

const postgres: Engine = {
  name: "postgres",
  async open() {
    const schema = await freshPostgresSchema();
    const db = createDb({ kind: "postgres", url: schema.url });
    await migrate(db);
    return {
      db,
      async close() {
        await db.destroy();
        await schema.drop();
      },
    };
  },
};

/** Engines to run a suite against; call at the top level of a test file. */
export async function engines(): Promise<Engine[]> {
  return (await postgresReachable()) ? [sqlite, postgres] : [sqlite];
}

/** The blog's tables, each listed before the tables it references. */
const BLOG_TABLES = ["post_slug_redirects", "post_tags", "posts", "images"] as const;

/** Empties the blog's tables, so each test of a suite sharing one database starts bare. */
export async function resetTables(db: Db): Promise<void> {
  for (const table of BLOG_TABLES) await db.deleteFrom(table).execute();
}
