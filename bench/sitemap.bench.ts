/**
 * The sitemap at scale (issues 29 and 30): the built server on a blog of BENCH_POSTS posts
 * (10,000), one visitor (every request from one address, the render limit at its default),
 * after BENCH_WARMUP (2,000) ordinary requests.
 * 16 simultaneous cold requests of the index and of the first posts part; then, for the index
 * and every file it names, BENCH_REQUESTS (200) requests in every spelling (`/SITEMAP.XML`,
 * `?v=<random>`, upper case, a trailing slash), ten at a time, following redirects as crawlers
 * do, on kept connections, taking gzip or brotli. Per file: statuses, builds
 * (page_cache_builds_total on /metrics), the slowest answer to its last byte (target: one build
 * per file for the whole machine, 0 refusals, every answer within 300 ms once the file is
 * built) and the server's memory (the RSS of all its processes added up, and of each, sampled
 * every 50 ms: target within 64 MiB of its level before). Against a build whose sitemap is one file (before
 * issue 30) the same requests are sent to that file. Run with `npm run bench sitemap`.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, get } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import { startApp } from "../test-support/app/start-app.js";
import { rssKiB, serverPids } from "../test-support/process-stats.js";
import { seed } from "./support/posts-seed.js";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** Ordinary requests a server in service has answered before the sitemap is asked for. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000);
const COLD = 16;
const WORKERS = process.env.WEB_CONCURRENCY ?? String(availableParallelism());
const TOKEN = randomBytes(16).toString("hex");
const MiB = 1024;

const random = () => randomBytes(6).toString("hex");

/** The spellings one visitor sends for a file: every one means the same document. */
function spellings(path: string): string[] {
  return [
    path,
    `${path}?v=${random()}`,
    path.toUpperCase(),
    `${path}/?utm_source=${random()}`,
    `${path.replace(/^\/sitemap/, "/SiteMap")}?page=${random()}`,
  ];
}

interface Timed {
  status: number;
  ms: number;
  bytes: number;
}

/** Crawlers keep their connections and take compressed answers. */
const agent = new Agent({ keepAlive: true, maxSockets: 10 });

/** One GET, timed to its last byte (as sent: not inflated here), following a redirect. */
function timed(url: string, started = performance.now()): Promise<Timed> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { "accept-encoding": "gzip, br" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => {
        const location = res.headers.location;
        if (res.statusCode === 301 && location) {
          resolve(timed(new URL(location, url).toString(), started));
        } else resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes });
      });
    }).on("error", reject);
  });
}

/** Reads on fresh connections (workers take them in turn) until two in a row were hits. */
async function warm(url: string): Promise<void> {
  let hits = 0;
  for (let i = 0; i < 12 && hits < 2; i++) {
    const cache = await new Promise<string | undefined>((resolve, reject) => {
      get(url, { agent: false, headers: { "accept-encoding": "gzip" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers["x-page-cache"] as string | undefined));
      }).on("error", reject);
    });
    hits = cache === "hit" ? hits + 1 : 0;
  }
}

async function builds(url: string): Promise<Record<string, number>> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
  ).text();
  const out: Record<string, number> = {};
  for (const [, route, value] of text.matchAll(
    /^page_cache_builds_total\{route="([^"]+)"\} (\d+)$/gm,
  ))
    out[route as string] = Number(value);
  return out;
}

const routeOf = (path: string) =>
  /^\/sitemap-posts-\d+\.xml$/.test(path) ? "/sitemap-posts-:n.xml" : path;

function row(name: string, cells: (string | number)[]): string {
  return [name.padEnd(24), ...cells.map((c) => String(c).padStart(9))].join(" ");
}

const dir = mkdtempSync(`${tmpdir()}/rd-bench-sitemap-`);
let ok = true;
try {
  const started = performance.now();
  await seed({ dir }, POSTS);
  console.log(`${POSTS} posts written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await startApp({ DATA_DIR: dir, WEB_CONCURRENCY: WORKERS, METRICS_TOKEN: TOKEN });
  try {
    const port = new URL(app.url).port;
    const pids = serverPids(port);
    const rss = () => pids.reduce((sum, pid) => sum + rssKiB(pid), 0);
    // The level before: every process up and in service, having answered ordinary pages the
    // way crawlers ask (kept connections, ten at a time, compressed), so what is measured is
    // what the sitemap adds, not a fresh process settling (also printed: from the start).
    await (await fetch(`${app.url}/blogs`)).text();
    const fresh = rss();
    const ordinary = ["/", "/blogs", "/about-us", "/robots.txt", "/blogs?page=2"];
    for (let i = 0; i < WARMUP; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          timed(`${app.url}${ordinary[(i + j) % ordinary.length]}`),
        ),
      );
    }
    const before = rss();
    const eachBefore = pids.map(rssKiB);
    let peak = before;
    const eachPeak = [...eachBefore];
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
      pids.forEach((pid, i) => {
        eachPeak[i] = Math.max(eachPeak[i] ?? 0, rssKiB(pid));
      });
    }, 50);
    const measured = await builds(app.url);

    // Cold: 16 at once.
    console.log(
      `\nworkers: ${WORKERS}; memory just started: ${(fresh / MiB).toFixed(0)} MiB, after ${WARMUP} ordinary requests (before): ${(before / MiB).toFixed(0)} MiB (all processes)`,
    );
    console.log(row("cold, 16 at once", ["status", "builds", "slowest"]));
    const coldIndex = await Promise.all(
      Array.from({ length: COLD }, () => timed(`${app.url}/sitemap.xml?v=${random()}`)),
    );
    const index = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] as string).pathname,
    );
    const one = files.length === 0;
    const coldPart = files[1] ?? "/sitemap.xml";
    const afterIndex = await builds(app.url);
    const coldParts = await Promise.all(
      Array.from({ length: COLD }, () => timed(`${app.url}${coldPart}?v=${random()}`)),
    );
    const afterPart = await builds(app.url);
    const delta = (a: Record<string, number>, b: Record<string, number>, route: string) =>
      (a[route] ?? 0) - (b[route] ?? 0);
    for (const [name, answers, n] of [
      ["/sitemap.xml", coldIndex, delta(afterIndex, measured, "/sitemap.xml")],
      [coldPart, coldParts, delta(afterPart, afterIndex, routeOf(coldPart))],
    ] as const) {
      const statuses = [...new Set(answers.map((a) => a.status))].join("/");
      const slowest = Math.max(...answers.map((a) => a.ms));
      console.log(row(name, [statuses, one ? "n/a" : n, `${slowest.toFixed(0)} ms`]));
      if (answers.some((a) => a.status !== 200) || (!one && n > 1)) ok = false;
    }

    // Every file in every spelling, from one visitor, ten at a time.
    console.log(
      `\n${row("file", ["requests", "200", "429", "other", "builds", "p50 ms", "max ms", "KB sent"])}`,
    );
    let slowestOverall = 0;
    for (const path of ["/sitemap.xml", ...files]) {
      const ready = await builds(app.url);
      // Built on every worker first: the 300 ms is for answers from the cache.
      await warm(`${app.url}${path}`);
      const answers: Timed[] = [];
      const variants = spellings(path);
      for (let i = 0; i < REQUESTS; i += 10) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, (_, j) =>
              timed(`${app.url}${variants[(i + j) % variants.length]}`),
            ),
          )),
        );
      }
      const after = await builds(app.url);
      const count = (s: number) => answers.filter((a) => a.status === s).length;
      // One build for the machine at most, whatever the spelling and whichever worker answers.
      const built = one ? Number.NaN : delta(after, ready, routeOf(path));
      const times = answers.map((a) => a.ms).sort((a, b) => a - b);
      const max = times.at(-1) ?? 0;
      slowestOverall = Math.max(slowestOverall, max);
      console.log(
        row(path, [
          REQUESTS,
          count(200),
          count(429),
          REQUESTS - count(200) - count(429),
          one ? "n/a" : built,
          (times[Math.floor(times.length / 2)] ?? 0).toFixed(0),
          max.toFixed(0),
          ((answers[0]?.bytes ?? 0) / 1024).toFixed(0),
        ]),
      );
      if (count(200) !== REQUESTS || built > 1 || max > 300) ok = false;
    }
    clearInterval(sampler);
    const growth = (peak - before) / MiB;
    console.log(
      `\nmemory: before ${(before / MiB).toFixed(0)} MiB, peak ${(peak / MiB).toFixed(0)} MiB (+${growth.toFixed(0)}; +${((peak - fresh) / MiB).toFixed(0)} from just started), after ${(rss() / MiB).toFixed(0)} MiB (all processes)`,
    );
    const each = pids.map((_, i) => ((eachPeak[i] ?? 0) - (eachBefore[i] ?? 0)) / MiB);
    console.log(
      `peak growth per process: ${each.map((g, i) => `${i === 0 && pids.length > 1 ? "primary" : `worker ${i}`} +${g.toFixed(0)}`).join(", ")} MiB`,
    );
    const met = growth <= 64 && slowestOverall <= 300;
    console.log(
      `files: ${files.length || 1}; slowest cached answer ${slowestOverall.toFixed(0)} ms (target <= 300), memory +${growth.toFixed(0)} MiB (target <= 64): ${met && ok ? "met" : "NOT met"}`,
    );
    if (!met) ok = false;
  } finally {
    await app.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (!ok) process.exitCode = 1;
