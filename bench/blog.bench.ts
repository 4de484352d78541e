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
async function main(): Promise<void> {
  const sizes = [10, 10_000];
  const dirs = sizes.map(() => mkdtempSync(join(tmpdir(), "rd-bench-blog-")));
  try {
    const slugs = await Promise.all(sizes.map((n, i) => seed(dirs[i] ?? "", n)));
    const apps = await Promise.all(dirs.map((dir) => startApp({ DATA_DIR: dir })));
    try {
      const targets = sizes.flatMap((posts, i) => [
        { posts, label: "/blogs", url: `${apps[i]?.url}/blogs` },
        { posts, label: "/blogs/{slug}", url: `${apps[i]?.url}/blogs/${slugs[i]}` },
      ]);
      for (const t of targets) {
        const res = await fetch(t.url);
        if (res.status !== 200) throw new Error(`${t.label} answered ${res.status}`);
        await measure(t.url, WARMUP_SECONDS);
      }
      const samples = targets.map(() => ({ rps: [] as number[], p95: [] as number[], errors: 0 }));
      for (let round = 0; round < ROUNDS; round++) {
        // Pairs side by side: /blogs at 10 then at 10,000, then the post page likewise.
        for (const index of [0, 2, 1, 3]) {
          const t = targets[index];
          const sample = samples[index];
          if (!t || !sample) continue;
          const m = await measure(t.url, DURATION_SECONDS);
          sample.rps.push(m.rps);
          sample.p95.push(m.p95);
          sample.errors += m.errors;
        }
      }
      const rows: Row[] = targets.map((t, i) => ({
        posts: t.posts,
        path: t.label,
        rps: median(samples[i]?.rps ?? []),
        p95: median(samples[i]?.p95 ?? []),
        errors: samples[i]?.errors ?? 0,
      }));
      report(rows.slice(0, 2), rows.slice(2));
    } finally {
      await Promise.all(apps.map((a) => a.stop()));
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

function report(small: Row[], large: Row[]): void {
  console.log(
    `blog pages, SQLite, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION_SECONDS} s`,
  );
  console.log("posts   page            req/s    p95 ms  errors");
  for (const r of [...small, ...large]) {
    console.log(
      `${String(r.posts).padEnd(7)} ${r.path.padEnd(15)} ${r.rps.toFixed(0).padStart(6)} ${r.p95
        .toFixed(1)
        .padStart(9)} ${String(r.errors).padStart(7)}`,
    );
  }
  for (const [i, s] of small.entries()) {
    const l = large[i];
    if (!l) continue;
    const throughput = s.rps / l.rps;
    const latency = l.p95 / Math.max(s.p95, 0.1);
    console.log(
      `${s.path}: req/s at 10 ÷ at 10,000 = ${throughput.toFixed(2)}x; p95 at 10,000 ÷ at 10 = ${latency.toFixed(2)}x (target <= 1.25x each)`,
    );
    if (s.errors > 0 || l.errors > 0) process.exitCode = 1;
  }
}

await main();
