/**
 * Blog data for the benches: posts written straight into the tables in batches
 * (test-support/bulk-posts.ts), and throwaway PostgreSQL databases.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { demoImage } from "../../scripts/seed.js";
import { imagesService } from "../../server/blog/images.js";
import { createDb, migrate } from "../../server/db/index.js";
import { bulkSlug, writePosts } from "../../test-support/bulk-posts.js";
import { POSTGRES_URL } from "../../test-support/databases.js";

export type Engine = "sqlite" | "postgres";

export interface Target {
  dir: string;
  /** For PostgreSQL: the URL of a fresh schema, and how to drop it. */
  postgres?: { url: string; drop(): Promise<void> };
}

/** Writes `count` posts (one shared image); answers the slug of the middle one. */
export async function seed(target: Target, count: number): Promise<string> {
  const db = target.postgres
    ? createDb({ kind: "postgres", url: target.postgres.url })
    : createDb({ kind: "sqlite", file: join(target.dir, "app.db") });
  try {
    await migrate(db);
    const image = await imagesService(db).store(
      await demoImage(["#7c3aed", "#d6246e", "#f97316"], 1),
    );
    await writePosts(db, count, image.id);
    // As autovacuum would have by now on a real server: plans need row statistics.
    if (target.postgres) await sql`analyze`.execute(db);
    return bulkSlug(Math.floor(count / 2));
  } finally {
    await db.destroy();
  }
}

/**
 * A whole database rather than a schema: Kysely's migrator looks for its own tables in every
 * schema, so a schema of its own is not enough while other suites use the same server.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rd_bench_${randomBytes(5).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function postgresAnswers(): Promise<boolean> {
  try {
    const database = await freshPostgresDatabase();
    await database.drop();
    return true;
  } catch {
    console.log("PostgreSQL not reachable: its rows are skipped.");
    return false;
  }
}
