/**
 * Blog pages at 10 and at 10,000 posts: requests per second and p95 latency of `/blogs`
 * and of a post page, 10 concurrent connections (autocannon), against the built server
 * on SQLite, then on PostgreSQL when it answers. The target is the 10,000-post figures within 1.25x of the 10-post ones.
 * Run with `npm run bench blog` (BUILD_DIR picks another build).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { sql } from "kysely";
import pg from "pg";
import { startApp } from "../e2e/support/app.js";
import { demoImage } from "../scripts/seed.js";
import { imagesService } from "../server/blog/images.js";
import { derivedText } from "../server/blog/text.js";
import { createDb, migrate } from "../server/db/index.js";
import { POSTGRES_URL } from "../tests/support/databases.js";

const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
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

type Engine = "sqlite" | "postgres";

interface Target {
  dir: string;
  /** For PostgreSQL: the URL of a fresh schema, and how to drop it. */
  postgres?: { url: string; drop(): Promise<void> };
}

async function seed(target: Target, count: number): Promise<string> {
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

interface Row {
  posts: number;
  path: string;
  rps: number;
  p95: number;
  errors: number;
}

async function measure(
  url: string,
  seconds: number,
): Promise<{ rps: number; p95: number; errors: number }> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? 0;
  return {
    rps: result.requests.average,
    p95,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * Both databases are served at once and measured in alternation, round after round, so a
 * burst of load from elsewhere on this shared machine hits both sides alike; each cell is
 * the median of its rounds.
 */
/**
 * A whole database rather than a schema: Kysely's migrator looks for its own tables in every
 * schema, so a schema of its own is not enough while other suites use the same server.
 */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
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

/**
 * 10 and 10,000 posts as asked; 12 too, because /blogs shows 12 cards a page: 10 posts make
 * a shorter page, so 12 against 10,000 compares the same page with more rows behind it.
 */
const SIZES = [10, 12, 10_000];

async function main(engine: Engine): Promise<void> {
  const sizes = SIZES;
  const targets: Target[] = [];
  for (const _ of sizes) {
    targets.push({
      dir: mkdtempSync(join(tmpdir(), "rd-bench-blog-")),
      postgres: engine === "postgres" ? await freshPostgresDatabase() : undefined,
    });
  }
  try {
    const slugs: string[] = [];
    for (const [i, n] of sizes.entries()) slugs.push(await seed(targets[i] as Target, n));
    const apps = await Promise.all(
      targets.map((t) =>
        startApp({
          DATA_DIR: t.dir,
          ...(t.postgres && { DATABASE_URL: t.postgres.url }),
        }),
      ),
    );
    try {
      const pages = sizes.flatMap((posts, i) => [
        { posts, label: "/blogs", url: `${apps[i]?.url}/blogs` },
        { posts, label: "/blogs/{slug}", url: `${apps[i]?.url}/blogs/${slugs[i]}` },
      ]);
      for (const t of pages) {
        const res = await fetch(t.url);
        if (res.status !== 200) throw new Error(`${t.label} answered ${res.status}`);
        await measure(t.url, WARMUP_SECONDS);
      }
      const samples = pages.map(() => ({ rps: [] as number[], p95: [] as number[], errors: 0 }));
      // Each page at every size back to back, round after round.
      const order = [0, 1].flatMap((kind) => sizes.map((_, i) => i * 2 + kind));
      for (let round = 0; round < ROUNDS; round++) {
        for (const index of order) {
          const t = pages[index];
          const sample = samples[index];
          if (!t || !sample) continue;
          const m = await measure(t.url, DURATION_SECONDS);
          sample.rps.push(m.rps);
          sample.p95.push(m.p95);
          sample.errors += m.errors;
        }
      }
      const rows: Row[] = pages.map((t, i) => ({
        posts: t.posts,
        path: t.label,
        rps: median(samples[i]?.rps ?? []),
        p95: median(samples[i]?.p95 ?? []),
        errors: samples[i]?.errors ?? 0,
      }));
      report(engine, rows);
    } finally {
      await Promise.all(apps.map((a) => a.stop()));
    }
  } finally {
    for (const t of targets) {
      rmSync(t.dir, { recursive: true, force: true });
      await t.postgres?.drop();
    }
  }
}

function report(engine: Engine, rows: Row[]): void {
  console.log(
    `blog pages, ${engine === "postgres" ? "PostgreSQL" : "SQLite"}, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION_SECONDS} s`,
  );
  console.log("posts   page            req/s    p95 ms  errors");
  for (const r of rows) {
    console.log(
      `${String(r.posts).padEnd(7)} ${r.path.padEnd(15)} ${r.rps.toFixed(0).padStart(6)} ${r.p95
        .toFixed(1)
        .padStart(9)} ${String(r.errors).padStart(7)}`,
    );
    if (r.errors > 0) process.exitCode = 1;
  }
  const large = rows.filter((r) => r.posts === 10_000);
  for (const baseline of [10, 12]) {
    for (const l of large) {
      const s = rows.find((r) => r.posts === baseline && r.path === l.path);
      if (!s) continue;
      console.log(
        `${l.path}: 10,000 vs ${baseline} posts: req/s ${(s.rps / l.rps).toFixed(2)}x lower, p95 ${(
          l.p95 / Math.max(s.p95, 0.1)
        ).toFixed(2)}x higher (target <= 1.25x each)`,
      );
    }
  }
}

// SQLite always; PostgreSQL too when its server answers (BENCH_ENGINES narrows the list).
const wanted = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",");
const engines: Engine[] = ["sqlite"];
if (wanted.includes("postgres") && (await postgresAnswers())) engines.push("postgres");
for (const engine of engines.filter((e) => wanted.includes(e))) await main(engine);

async function postgresAnswers(): Promise<boolean> {
  try {
    const database = await freshPostgresDatabase();
    await database.drop();
    return true;
  } catch {
    console.log("PostgreSQL not reachable: its rows are skipped.");
    return false;
  }
}
