/**
 * Lookup time per platform against its stand-in (test-support/platform-stand-ins/): one built
 * server, every platform's stand-in started beside it, RESOLVE_CACHE_SECONDS=0 so every lookup
 * asks the stand-in. Each platform's links are looked up BENCH_WARMUP times (100) outside the
 * figures, then BENCH_ROUNDS times (20) one after another, then BENCH_ROUNDS times four at
 * once, each lookup from its own visitor address. Reports p50/p95 lookup time, upstream
 * requests per lookup, the server's CPU per lookup (its process's own time from /proc: steadier
 * than the wall clock on a shared machine, so a change of the lookup path shows there first)
 * and answers that were not 200 (any 5xx is a failure of the bench). Platforms run in turn, in
 * the same server, so their figures are comparable within one run. Run with `npm run bench lookups`; BENCH_PLATFORMS
 * (comma-separated registry names) limits the platforms. BENCH_WORKERS (1) runs the server as
 * `npm start` does with that many workers (`WEB_CONCURRENCY`; `npm start`'s default is one per
 * core): the CPU is then the primary's and its workers' together.
 *
 * BENCH_AGAINST=<another build's folder> measures two builds side by side in one run (a
 * commit before a change against the change: build it in a worktree with `npm ci && npm run
 * build`): both servers run beside the same stand-ins, and each platform's rounds alternate
 * between them BENCH_PAIRS times (6), in turn first, so a busy moment of the machine lands on
 * both. Each row then gives both builds' figures and this build's CPU as a share of the other's.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { request } from "undici";
import { type RunningApp, startApp } from "../test-support/app/start-app.js";
import type {
  PlatformStandIn,
  StartPlatformStandIn,
} from "../test-support/platform-stand-ins/types.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARMUP = Math.max(1, Number(process.env.BENCH_WARMUP ?? 100));
const ONLY = (process.env.BENCH_PLATFORMS ?? "").split(",").filter(Boolean);
const WORKERS = Math.max(1, Number(process.env.BENCH_WORKERS ?? 1));
const folder = join(import.meta.dirname, "../test-support/platform-stand-ins");

async function standIns(): Promise<PlatformStandIn[]> {
  const started: PlatformStandIn[] = [];
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith(".ts") || file === "types.ts") continue;
    const module = (await import(join(folder, file))) as { standIn?: StartPlatformStandIn };
    if (!module.standIn) continue;
    const standIn = await module.standIn();
    if (ONLY.length > 0 && !ONLY.includes(standIn.platform)) {
      await standIn.close();
      continue;
    }
    started.push(standIn);
  }
  return started;
}

/**
 * CPU milliseconds a process has used, 0 once it is gone: the sum of its threads' run time in
 * nanoseconds (Linux schedstat; the main thread, V8's and libuv's helpers), where /proc's stat
 * counts in 10 ms ticks, too coarse for a block of a hundred lookups of a millisecond each.
 */
function processCpuMs(pid: number): number {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return 0;
  let ns = 0;
  for (const task of readdirSync(tasks)) {
    try {
      ns += Number(readFileSync(`${tasks}/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return ns / 1e6;
}

/** The server's CPU milliseconds: its process and, with workers, each of its children. */
function serverCpuMs(pid: number): number {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean),
  );
  return [pid, ...children.map(Number)].reduce((sum, each) => sum + processCpuMs(each), 0);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

let visitor = 0;
async function lookUp(origin: string, link: PlatformStandIn["links"][number]) {
  visitor++;
  const started = performance.now();
  const res = await request(`${origin}/api/resolve`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
    body: JSON.stringify({ url: link.url, kind: link.kind }),
  });
  const body = (await res.body.json()) as { items?: unknown[] };
  const ms = performance.now() - started;
  const ok = res.statusCode === 200 && body.items?.length === link.items;
  return { ms, status: res.statusCode, ok };
}

const platforms = await standIns();
const env: Record<string, string> = Object.assign({}, ...platforms.map((p) => p.env));
const AGAINST = process.env.BENCH_AGAINST;
const PAIRS = AGAINST ? Math.max(1, Number(process.env.BENCH_PAIRS ?? 6)) : 1;
const start = (buildDir?: string) =>
  startApp(
    {
      ...env,
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      RESOLVE_CACHE_SECONDS: "0",
      TRUST_PROXY: "loopback",
      WEB_CONCURRENCY: String(WORKERS),
    },
    // BENCH_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    { nodeArgs: (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), buildDir },
  );
const app = await start();
const base = AGAINST ? await start(AGAINST) : undefined;

interface Figures {
  times: number[];
  misses: string[];
  cpuMs: number;
  requests: number;
}

/** ROUNDS rounds of a platform's links one at a time, then ROUNDS rounds four at once. */
async function measure(server: RunningApp, platform: PlatformStandIn, into: Figures) {
  const before = platform.requests();
  const cpuBefore = serverCpuMs(server.pid);
  const record = (r: Awaited<ReturnType<typeof lookUp>>) => {
    into.times.push(r.ms);
    if (!r.ok) into.misses.push(String(r.status));
    if (r.status >= 500) failed = true;
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const link of platform.links) record(await lookUp(server.url, link));
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const link of platform.links) {
      const four = await Promise.all([1, 2, 3, 4].map(() => lookUp(server.url, link)));
      for (const r of four) record(r);
    }
  }
  into.cpuMs += serverCpuMs(server.pid) - cpuBefore;
  into.requests += platform.requests() - before;
}

function columns(f: Figures): string[] {
  const sorted = [...f.times].sort((a, b) => a - b);
  const n = f.times.length;
  return [
    String(n),
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 95).toFixed(1),
    (f.requests / n).toFixed(2),
    (f.cpuMs / n).toFixed(2),
    f.misses.length === 0 ? "0" : `${f.misses.length} (${[...new Set(f.misses)].join(", ")})`,
  ];
}

let failed = false;
try {
  console.log(
    `${ROUNDS} rounds of each platform's links one at a time, then ${ROUNDS} rounds four at once, ${WORKERS === 1 ? "one server process" : `${WORKERS} workers`}${base ? `; ${PAIRS} alternating pairs against ${AGAINST}` : ""}`,
  );
  const head = [
    "lookups",
    "p50 ms",
    "p95 ms",
    "upstream requests per lookup",
    "server CPU ms per lookup",
    "not answered",
  ];
  const shown = base
    ? ["platform", "build", ...head, "CPU against the other build", "p50 against the other build"]
    : ["platform", ...head];
  console.log(`| ${shown.join(" | ")} |`);
  console.log(`| ${shown.map(() => "---").join(" | ")} |`);
  for (const platform of platforms) {
    // Lookups outside the figures first: the first opens the server's pools to the host, and
    // the next hundreds are V8 compiling the platform's code (a cold server is twice as slow),
    // which would measure the order platforms run in rather than their lookups.
    for (const server of base ? [app, base] : [app]) {
      for (let round = 0; round < WARMUP; round++) {
        for (const link of platform.links) await lookUp(server.url, link);
      }
    }
    const mine: Figures = { times: [], misses: [], cpuMs: 0, requests: 0 };
    const theirs: Figures = { times: [], misses: [], cpuMs: 0, requests: 0 };
    for (let pair = 0; pair < PAIRS; pair++) {
      if (base && pair % 2 === 0) await measure(base, platform, theirs);
      await measure(app, platform, mine);
      if (base && pair % 2 === 1) await measure(base, platform, theirs);
    }
    if (!base) {
      console.log(`| ${[platform.platform, ...columns(mine)].join(" | ")} |`);
      continue;
    }
    const share = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "-");
    const p50 = (f: Figures) =>
      percentile(
        [...f.times].sort((a, b) => a - b),
        50,
      );
    console.log(`| ${[platform.platform, "other", ...columns(theirs), "", ""].join(" | ")} |`);
    console.log(
      `| ${[
        platform.platform,
        "this",
        ...columns(mine),
        share(mine.cpuMs / mine.times.length, theirs.cpuMs / theirs.times.length),
        share(p50(mine), p50(theirs)),
      ].join(" | ")} |`,
    );
  }
} finally {
  await app.stop();
  await base?.stop();
  await Promise.all(platforms.map((p) => p.close()));
}
if (failed) {
  console.error("Some lookups answered 5xx.");
  process.exit(1);
}
