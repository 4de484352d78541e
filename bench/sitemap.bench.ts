/**
 * The sitemap at scale (issues 29 and 30): the built server on a blog of BENCH_POSTS posts
 * (10,000), one visitor (every request from one address, the render limit at its default),
 * taking gzip or brotli on kept connections, following redirects as crawlers do.
 * 1. For comparison, BENCH_WARMUP (4,400) requests of ordinary cached pages: the memory any
 *    traffic adds (V8 lets a heap grow well past what is live before it collects).
 * 2. Issue 30's check: 16 simultaneous cold requests of the index and of a posts file, every
 *    file once, then BENCH_REQUESTS (200) requests over every file in five spellings
 *    (`/SITEMAP.XML`, `?v=<random>`, a trailing slash, ...). Targets: one build per file for
 *    the whole machine (page_cache_builds_total on /metrics), 0 refusals, every cached answer
 *    within 300 ms to its last byte, memory (the RSS of all processes added up, sampled every
 *    50 ms) within 64 MiB of its level before.
 * 3. A heavier crawl: BENCH_REQUESTS for every file in every spelling; no build, 300 ms, and
 *    its memory beside the ordinary pages'.
 * Run with `npm run bench sitemap`.
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
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4400);
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

const delta = (a: Record<string, number>, b: Record<string, number>, route: string) =>
  (a[route] ?? 0) - (b[route] ?? 0);

const routeOf = (path: string) =>
  /^\/sitemap-posts-\d+\.xml$/.test(path) ? "/sitemap-posts-:n.xml" : path;

function row(name: string, cells: (string | number)[]): string {
  return [name.padEnd(24), ...cells.map((c) => String(c).padStart(9))].join(" ");
}

/** Peak RSS while `run` runs, of all the processes added up and of each, over their level at its start. */
async function measured<T>(
  pids: number[],
  run: () => Promise<T>,
): Promise<{ result: T; total: number; each: number[] }> {
  const before = pids.map(rssKiB);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  let peak = sum(before);
  const eachPeak = [...before];
  const sampler = setInterval(() => {
    const now = pids.map(rssKiB);
    peak = Math.max(peak, sum(now));
    now.forEach((value, i) => {
      eachPeak[i] = Math.max(eachPeak[i] ?? 0, value);
    });
  }, 50);
  try {
    const result = await run();
    return {
      result,
      total: (peak - sum(before)) / MiB,
      each: eachPeak.map((value, i) => (value - (before[i] ?? 0)) / MiB),
    };
  } finally {
    clearInterval(sampler);
  }
}

function memoryLine(name: string, pids: number[], m: { total: number; each: number[] }): string {
  const each = m.each
    .map((g, i) => `${i === 0 && pids.length > 1 ? "primary" : `worker ${i}`} +${g.toFixed(0)}`)
    .join(", ");
  return `${name}: peak +${m.total.toFixed(0)} MiB, all processes (${each})`;
}

/** `count` GETs of `paths` in turn, ten at a time, as one visitor on kept connections. */
async function crawl(base: string, paths: readonly string[], count: number): Promise<Timed[]> {
  const answers: Timed[] = [];
  for (let i = 0; i < count; i += 10) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, (_, j) =>
          timed(`${base}${paths[(i + j) % paths.length]}`),
        ),
      )),
    );
  }
  return answers;
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
    await (await fetch(`${app.url}/blogs`)).text();
    console.log(
      `\nworkers: ${WORKERS}; memory just started: ${(rss() / MiB).toFixed(0)} MiB (all processes)`,
    );

    // 1. For comparison: ordinary cached pages, as many requests as the crawl below sends.
    // The server is then in service: what the sitemap adds is measured from here.
    const ordinary = ["/", "/blogs", "/about-us", "/robots.txt", "/blogs?page=2"];
    const control = await measured(pids, () => crawl(app.url, ordinary, WARMUP));
    console.log(memoryLine(`${WARMUP} ordinary cached pages (for comparison)`, pids, control));

    // 2. Issue 30's check: 16 simultaneous cold requests of the index and of a posts file;
    // every file once; then 200 requests from one visitor over every file in every spelling.
    const checked = await measured(pids, async () => {
      const measuredBuilds = await builds(app.url);
      console.log(`\n${row("cold, 16 at once", ["status", "builds", "slowest"])}`);
      const coldIndex = await Promise.all(
        Array.from({ length: COLD }, () => timed(`${app.url}/sitemap.xml?v=${random()}`)),
      );
      const index = await (await fetch(`${app.url}/sitemap.xml`)).text();
      const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1] as string).pathname,
      );
      const coldPart = files[1] ?? "/sitemap.xml";
      const afterIndex = await builds(app.url);
      const coldParts = await Promise.all(
        Array.from({ length: COLD }, () => timed(`${app.url}${coldPart}?v=${random()}`)),
      );
      const afterPart = await builds(app.url);
      for (const [name, answers, n] of [
        ["/sitemap.xml", coldIndex, delta(afterIndex, measuredBuilds, "/sitemap.xml")],
        [coldPart, coldParts, delta(afterPart, afterIndex, routeOf(coldPart))],
      ] as const) {
        const statuses = [...new Set(answers.map((a) => a.status))].join("/");
        const slowest = Math.max(...answers.map((a) => a.ms));
        console.log(row(name, [statuses, n, `${slowest.toFixed(0)} ms`]));
        if (answers.some((a) => a.status !== 200) || n > 1) ok = false;
      }
      const documents = ["/sitemap.xml", ...files];
      for (const path of documents) await timed(`${app.url}${path}`);
      const mixed = documents.flatMap(spellings).sort(() => Math.random() - 0.5);
      const answers = await crawl(app.url, mixed, REQUESTS);
      const after = await builds(app.url);
      const perFile = documents.map((d) =>
        routeOf(d) === "/sitemap-posts-:n.xml" ? 0 : delta(after, measuredBuilds, routeOf(d)),
      );
      const parts = delta(after, measuredBuilds, "/sitemap-posts-:n.xml");
      const slowest = Math.max(...answers.map((a) => a.ms));
      const refused = answers.filter((a) => a.status === 429).length;
      const other = answers.filter((a) => a.status !== 200 && a.status !== 429).length;
      console.log(
        `${REQUESTS} requests over ${documents.length} documents in five spellings: ${refused} refused, ${other} other, slowest ${slowest.toFixed(0)} ms; builds: index and pages file ${Math.max(...perFile)} each, posts files ${parts} for ${files.length - 1}`,
      );
      const once = Math.max(...perFile) <= 1 && parts <= files.length - 1;
      if (refused + other > 0 || slowest > 300 || !once) ok = false;
      return { files, slowest };
    });
    console.log(memoryLine("issue 30's check", pids, checked));
    const { files } = checked.result;

    // 3. A heavier crawl: REQUESTS for every file, in every spelling.
    console.log(
      `\n${row("file", ["requests", "200", "429", "other", "builds", "p50 ms", "max ms", "KB sent"])}`,
    );
    let slowestOverall = checked.result.slowest;
    const heavy = await measured(pids, async () => {
      for (const path of ["/sitemap.xml", ...files]) {
        const ready = await builds(app.url);
        await warm(`${app.url}${path}`);
        const answers = await crawl(app.url, spellings(path), REQUESTS);
        const after = await builds(app.url);
        const count = (s: number) => answers.filter((a) => a.status === s).length;
        const built = delta(after, ready, routeOf(path));
        const times = answers.map((a) => a.ms).sort((a, b) => a - b);
        const max = times.at(-1) ?? 0;
        slowestOverall = Math.max(slowestOverall, max);
        console.log(
          row(path, [
            REQUESTS,
            count(200),
            count(429),
            REQUESTS - count(200) - count(429),
            built,
            (times[Math.floor(times.length / 2)] ?? 0).toFixed(0),
            max.toFixed(0),
            ((answers[0]?.bytes ?? 0) / 1024).toFixed(0),
          ]),
        );
        if (count(200) !== REQUESTS || built > 0 || max > 300) ok = false;
      }
    });
    console.log(
      memoryLine(`${(files.length + 1) * REQUESTS} requests of the sitemap's files`, pids, heavy),
    );
    const met = checked.total <= 64 && slowestOverall <= 300;
    console.log(
      `\nfiles: ${files.length}; slowest cached answer ${slowestOverall.toFixed(0)} ms (target <= 300), memory in issue 30's check +${checked.total.toFixed(0)} MiB (target <= 64; ordinary pages +${control.total.toFixed(0)}, the heavier crawl +${heavy.total.toFixed(0)}): ${met && ok ? "met" : "NOT met"}`,
    );
    if (!met) ok = false;
  } finally {
    await app.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (!ok) process.exitCode = 1;
