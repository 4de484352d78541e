/**
 * A crowd behind one address (issue 27, item 2): the built server as `npm start` runs it (a
 * worker per core, the render limit at its default, no TRUST_PROXY), `/` and `/blogs` read
 * once, then `npm run db:seed` writes the demo posts, then 200 connections (BENCH_CONNECTIONS)
 * from one address for BENCH_SECONDS (20) each on `/`, `/blogs` and a post page. Target: 0
 * answers 429, 0 errors. Run with `npm run bench crowd` (BUILD_DIR picks another build, to
 * compare).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import autocannon from "autocannon";
import { DEMO_POSTS } from "../scripts/seed.js";
import { ROOT, startApp } from "../test-support/app/start-app.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKERS = process.env.WEB_CONCURRENCY ?? String(availableParallelism());

const dir = mkdtempSync(`${tmpdir()}/rd-bench-crowd-`);
let refused = 0;
let failed = 0;
try {
  const app = await startApp({ DATA_DIR: dir, WEB_CONCURRENCY: WORKERS });
  try {
    for (const path of ["/", "/blogs"]) await (await fetch(`${app.url}${path}`)).text();
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir },
      encoding: "utf8",
    });
    if (seeded.status !== 0) throw new Error(`db:seed failed:\n${seeded.stderr}`);
    console.log(
      `${CONNECTIONS} connections from one address, ${SECONDS} s each, workers: ${WORKERS}, right after db:seed`,
    );
    console.log("page              requests    req/s   p99 ms      429   errors");
    for (const path of ["/", "/blogs", `/blogs/${DEMO_POSTS[0]?.slug}`]) {
      const result = await autocannon({
        url: `${app.url}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        headers: { "accept-encoding": "br, gzip" },
      });
      const tooMany = result.statusCodeStats?.["429"]?.count ?? 0;
      const errors = result.errors + result.timeouts + result.non2xx - tooMany;
      refused += tooMany;
      failed += errors;
      console.log(
        [
          (path.startsWith("/blogs/") ? "/blogs/{slug}" : path).padEnd(16),
          String(result.requests.total).padStart(9),
          result.requests.average.toFixed(0).padStart(8),
          String(result.latency.p99).padStart(8),
          String(tooMany).padStart(8),
          String(errors).padStart(8),
        ].join(" "),
      );
    }
  } finally {
    await app.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `answers 429: ${refused}, errors: ${failed} (target 0 and 0): ${refused === 0 && failed === 0 ? "met" : "NOT met"}`,
);
if (refused > 0 || failed > 0) process.exitCode = 1;
