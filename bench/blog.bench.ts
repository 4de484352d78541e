/**
 * Blog pages at 10 and at 10,000 posts: requests per second and p95 latency of `/blogs`
 * and of a post page, 10 concurrent connections (autocannon), against the built server
 * on SQLite. The target is the 10,000-post figures within 1.25x of the 10-post ones.
 * Run with `npm run bench blog` (BUILD_DIR picks another build).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startApp } from "../e2e/support/app.js";
import { demoImage } from "../scripts/seed.js";
import { imagesService } from "../server/blog/images.js";
import { derivedText } from "../server/blog/text.js";
import { createDb, migrate } from "../server/db/index.js";

const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
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

async function seed(dir: string, count: number): Promise<string> {
  const db = createDb({ kind: "sqlite", file: join(dir, "app.db") });
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
          image_id: n % 2 === 0 ? image.id : null,
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

async function run(count: number): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), "rd-bench-blog-"));
  try {
    const postSlug = await seed(dir, count);
    const app = await startApp({ DATA_DIR: dir });
    try {
      const rows: Row[] = [];
      for (const path of ["/blogs", `/blogs/${postSlug}`]) {
        const res = await fetch(`${app.url}${path}`);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        await measure(`${app.url}${path}`, WARMUP_SECONDS);
        const { rps, p95, errors } = await measure(`${app.url}${path}`, DURATION_SECONDS);
        rows.push({
          posts: count,
          path: path === "/blogs" ? "/blogs" : "/blogs/{slug}",
          rps,
          p95,
          errors,
        });
      }
      return rows;
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const small = await run(10);
const large = await run(10_000);

console.log(`blog pages, SQLite, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
console.log("posts   page            req/s    p95 ms  errors");
for (const r of [...small, ...large]) {
  console.log(
    `${String(r.posts).padEnd(7)} ${r.path.padEnd(15)} ${r.rps.toFixed(0).padStart(6)} ${r.p95
      .toFixed(1)
      .padStart(9)} ${String(r.errors).padStart(7)}`,
  );
}
let failed = false;
for (const [i, s] of small.entries()) {
  const l = large[i];
  if (!l) continue;
  const throughput = s.rps / l.rps;
  const latency = l.p95 / Math.max(s.p95, 0.1);
  console.log(
    `${s.path}: 10,000 vs 10 posts: req/s ${throughput.toFixed(2)}x lower, p95 ${latency.toFixed(2)}x (target <= 1.25x)`,
  );
  if (s.errors > 0 || l.errors > 0) failed = true;
}
process.exit(failed ? 1 : 0);
