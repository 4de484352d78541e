/**
 * Public pages under a crowd: 200 connections (BENCH_CONNECTIONS) for BENCH_SECONDS (default 30) on `/`,
 * `/blogs` and a post page, against two instances of the built server on the same data,
 * one with the page cache and one without (PAGE_CACHE_MB=0), measured one after the
 * other in the same run: errors, timeouts, p99 and requests/s, and the cached/uncached
 * ratio (target >= 10x, 0 errors, p99 < 1 s); then unknown page numbers, every request
 * another one: a miss on the cached instance against a render on the other (target: the
 * miss at >= 0.8x the render's req/s). Data sets: SQLite with 12 posts, SQLite
 * with 10,000, PostgreSQL with 10,000 (BENCH_SETS, e.g. "sqlite:12,postgres:10000").
 * Run with `npm run bench pages`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import autocannon from "autocannon";
import { type RunningApp, startApp } from "../test-support/app/start-app.js";
import {
  type Engine,
  freshPostgresDatabase,
  postgresAnswers,
  seed,
  type Target,
} from "./support/posts-seed.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SETS = (process.env.BENCH_SETS ?? "sqlite:12,sqlite:10000,postgres:10000")
  .split(",")
  .map((s) => {
    const [engine, posts] = s.split(":");
    return {
      engine: (engine === "postgres" ? "postgres" : "sqlite") as Engine,
      posts: Number(posts),
    };
  });

interface Measured {
  rps: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** `paths`: a path for each request (unknown page numbers, say) instead of the URL's own. */
async function measure(url: string, seconds: number, paths?: () => string): Promise<Measured> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        // As browsers ask: compressed.
        headers: { "accept-encoding": "br, gzip" },
        ...(paths && {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({ ...request, path: paths() }),
            },
          ],
        }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

function row(engine: Engine, posts: number, path: string, cache: string, m: Measured): string {
  return [
    engine.padEnd(8),
    String(posts).padStart(6),
    path.padEnd(16),
    cache.padEnd(6),
    m.rps.toFixed(0).padStart(7),
    m.p99.toFixed(0).padStart(7),
    String(m.errors + m.non2xx).padStart(6),
    String(m.timeouts).padStart(8),
  ].join(" ");
}

async function runSet(engine: Engine, posts: number): Promise<boolean> {
  const target: Target = {
    dir: mkdtempSync(`${tmpdir()}/rd-bench-pages-`),
    postgres: engine === "postgres" ? await freshPostgresDatabase() : undefined,
  };
  const apps: RunningApp[] = [];
  let ok = true;
  try {
    const slug = await seed(target, posts);
    const env = {
      // As `npm start` runs: a worker per core unless WEB_CONCURRENCY says otherwise.
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(availableParallelism()),
      DATA_DIR: target.dir,
      ...(target.postgres && { DATABASE_URL: target.postgres.url }),
      // One address is every visitor here: the per-visitor limit on renders would measure itself.
      PAGE_RENDERS_PER_MINUTE: "0",
    };
    // One at a time: the second must not migrate while the first does.
    const cached = await startApp(env);
    apps.push(cached);
    const uncached = await startApp({ ...env, PAGE_CACHE_MB: "0" });
    apps.push(uncached);
    console.log(
      `\n${engine}, ${posts} posts, ${CONNECTIONS} connections, ${SECONDS} s each (workers: ${env.WEB_CONCURRENCY} per instance)`,
    );
    console.log("engine    posts page             cache    req/s  p99 ms errors timeouts");
    for (const path of ["/", "/blogs", `/blogs/${slug}`]) {
      const label = path.startsWith("/blogs/") ? "/blogs/{slug}" : path;
      for (const app of apps) {
        const res = await fetch(`${app.url}${path}`);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        await res.text();
      }
      const on = await measure(`${cached.url}${path}`, SECONDS);
      console.log(row(engine, posts, label, "on", on));
      const off = await measure(`${uncached.url}${path}`, SECONDS);
      console.log(row(engine, posts, label, "off", off));
      const ratio = on.rps / Math.max(off.rps, 0.01);
      const pass = ratio >= 10 && on.errors + on.timeouts + on.non2xx === 0 && on.p99 < 1000;
      console.log(
        `  ${label}: cache ${ratio.toFixed(1)}x the req/s of rendering (target >= 10x, 0 errors, p99 < 1 s): ${pass ? "met" : "NOT met"}`,
      );
      if (!pass) ok = false;
    }
    // Unknown page numbers: each request another one, so every answer on the cached instance is
    // a miss (a 404 that is not kept). A miss must cost no more than rendering without a cache.
    let n = 0;
    const unknown = () => `/blogs?page=${900_000 + (n++ % 99_999)}`;
    const miss = await measure(cached.url, SECONDS, unknown);
    console.log(row(engine, posts, "/blogs?page={n}", "miss", { ...miss, non2xx: 0 }));
    const render = await measure(uncached.url, SECONDS, unknown);
    console.log(row(engine, posts, "/blogs?page={n}", "off", { ...render, non2xx: 0 }));
    const ratio = miss.rps / Math.max(render.rps, 0.01);
    const pass = ratio >= 0.8 && miss.errors + miss.timeouts === 0;
    console.log(
      `  unknown page numbers: a miss at ${ratio.toFixed(2)}x the req/s of rendering (target >= 0.8x, 0 errors): ${pass ? "met" : "NOT met"}`,
    );
    if (!pass) ok = false;
  } finally {
    await Promise.all(apps.map((a) => a.stop()));
    rmSync(target.dir, { recursive: true, force: true });
    await target.postgres?.drop();
  }
  return ok;
}

let allMet = true;
const postgresUp = SETS.some((s) => s.engine === "postgres") ? await postgresAnswers() : false;
for (const set of SETS) {
  if (set.engine === "postgres" && !postgresUp) continue;
  if (!(await runSet(set.engine, set.posts))) allMet = false;
}
if (!allMet) process.exitCode = 1;
