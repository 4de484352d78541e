/**
 * Blog data for the benches: posts written straight into the tables in batches (10,000
 * in seconds), and throwaway PostgreSQL databases.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { demoImage } from "../../scripts/seed.js";
import { imagesService } from "../../server/blog/images.js";
import { derivedText } from "../../server/blog/text.js";
import { createDb, migrate } from "../../server/db/index.js";
import { POSTGRES_URL } from "../../test-support/databases.js";

const TAGS = ["reels", "stories", "photos", "audio", "guide", "tips", "mobile", "privacy"];

const PARAGRAPH =
  "Paste the link of a public reel, press Download and the video is saved to your device in a few seconds. ";

function content(n: number): string {
  // About 800 words of HTML, like a real article.
  return Array.from(
    { length: 8 },
    (_, i) =>
      `<h2>Section ${i + 1} of post ${n}</h2><p>${PARAGRAPH.repeat(5)}</p><p>${PARAGRAPH.repeat(
        3,
      )}</p>`,
  ).join("");
}

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
    const start = Date.UTC(2020, 0, 1);
    const body = content(0);
    const { excerpt, wordCount } = derivedText(body);
    for (let from = 0; from < count; from += 500) {
      const rows = Array.from({ length: Math.min(500, count - from) }, (_, i) => {
        const n = from + i;
        const tags = [TAGS[n % TAGS.length] ?? "reels", TAGS[(n * 3 + 1) % TAGS.length] ?? "tips"];
        const unique = [...new Set(tags)];
        return {
          id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
          title: `How to save Instagram content, part ${n}`,
          content: body,
          author: "Bench Author",
          slug: `bench-post-${n}`,
          created_at: new Date(start + n * 3_600_000).toISOString(),
          updated_at: null,
          image_id: image.id,
          tags: JSON.stringify(unique),
          read_time: null,
          excerpt,
          word_count: wordCount,
          unique,
        };
      });
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("posts")
          .values(rows.map(({ unique: _unique, ...row }) => row))
          .execute();
        await trx
          .insertInto("post_tags")
          .values(rows.flatMap((r) => r.unique.map((tag) => ({ post_id: r.id, tag }))))
          .execute();
      });
    }
    // As autovacuum would have by now on a real server: plans need row statistics.
    if (target.postgres) await sql`analyze`.execute(db);
    return `bench-post-${Math.floor(count / 2)}`;
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
