/**
 * Lookups when the platforms push back. Two built servers run side by side over the same
 * five minutes, each against its own stand-ins that budget per source address (logged-out
 * Instagram 12 a minute then 429 or the login page, each Instagram session 30 a minute,
 * YouTube 8 player requests a minute then the bot check unless a valid PO token comes along):
 * - pool: MEDIA_PROXIES with 4 real forward proxies (2 HTTP, 2 SOCKS5, each leaving from its own
 *   loopback address) beside the server's own route, 2 Instagram sessions, a PO-token provider,
 *   the lookup cache in Redis;
 * - no pool: the server's own route only, no session, no provider, RESOLVE_CACHE_SECONDS=0.
 * 1,000 lookups of 700 different links (half Instagram reels, half YouTube videos; every link
 * once, 300 repeats of popular ones) from 1,000 visitors arrive at random over the run.
 * Reports the share answered, upstream calls per lookup (every request the platform
 * stand-ins saw, CDN excluded) and p50/p95 lookup time. Goal (pool): >= 99.5% answered and
 * <= 0.75 upstream calls per lookup. Knobs: BENCH_SECONDS (300), BENCH_LOOKUPS (1000),
 * BENCH_LINKS (700), BENCH_INSTAGRAM_SHARE (0.5), BENCH_COOLDOWN_SECONDS (the server's
 * MEDIA_COOLDOWN_SECONDS; its own default when unset). Run with `npm run bench pushback`.
 *
 * BENCH_TOPOLOGY (`one`, `workers`, `cluster`, a comma-separated list, or `all`) runs the pool
 * instead in each topology side by side, each against its own stand-ins: one process
 * (WEB_CONCURRENCY=1), `npm start`'s 2 workers without Redis, and 2 instances of 2 workers
 * behind nginx with one Redis. Reports upstream calls per lookup, the refusals the platforms
 * handed out, and the upstream calls of 10 simultaneous lookups of one new reel. Goal: workers
 * and cluster within 10% of one process. Why: docs/decisions/036-one-state-across-processes.md
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { idToShortcode } from "../server/media/platforms/instagram/shortcode.js";
import { type RunningNginx, startNginx } from "../test-support/app/nginx.js";
import { freePort, type RunningApp, startApp } from "../test-support/app/start-app.js";
import { type PotProviderStandIn, startPotProvider } from "../test-support/stand-ins/budgets.js";
import {
  type ForwardProxy,
  startHttpProxy,
  startSocksProxy,
} from "../test-support/stand-ins/forward-proxies.js";
import {
  type BusyInstagram,
  startBusyInstagram,
} from "../test-support/stand-ins/instagram-busy.js";
import { makeYoutubeMedia } from "../test-support/stand-ins/youtube.js";
import { type BusyYoutube, startBusyYoutube } from "../test-support/stand-ins/youtube-busy.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 1000);
const LINKS = Number(process.env.BENCH_LINKS ?? 700);
const INSTAGRAM_SHARE = Number(process.env.BENCH_INSTAGRAM_SHARE ?? 0.5);
const SESSIONS = ["bench-session-one", "bench-session-two"];

interface Lookup {
  at: number;
  url: string;
  kind: "reel";
  visitor: string;
}

/** A fixed pseudo-random sequence, so both runs and every repetition see the same workload. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function workload(): Lookup[] {
  const next = random(17);
  // Links of their own: the lookup cache in Redis outlives a run and is shared between runs.
  const run = BigInt(Date.now() % 1_000_000_000) * 1_000_000n;
  const links: string[] = [];
  const instagram = Math.round(LINKS * INSTAGRAM_SHARE);
  for (let i = 0; i < LINKS; i++) {
    if (i < instagram) {
      links.push(
        `https://www.instagram.com/reel/${idToShortcode(3_100_000_000_000_000_000n + run + BigInt(i) * 7919n)}/`,
      );
    } else {
      const id = `b${String(Number(run / 1_000_000n) % 100_000).padStart(5, "0")}${String(i).padStart(5, "0")}`;
      links.push(`https://www.youtube.com/watch?v=${id}`);
    }
  }
  // Every link once, then repeats skewed towards the first (popular) links.
  const urls = [...links];
  while (urls.length < LOOKUPS) urls.push(links[Math.floor(next() ** 2 * links.length)] as string);
  return urls
    .map((url, n) => ({
      at: next() * SECONDS * 1000,
      url,
      kind: "reel" as const,
      visitor: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    }))
    .sort((a, b) => a.at - b.at);
}

interface Stands {
  instagram: BusyInstagram;
  youtube: BusyYoutube;
  pot?: PotProviderStandIn;
}

async function stands(withPot: boolean): Promise<Stands> {
  const media = makeYoutubeMedia(1);
  const [instagram, youtube] = await Promise.all([
    startBusyInstagram({ sessions: SESSIONS }),
    startBusyYoutube(media),
  ]);
  return withPot ? { instagram, youtube, pot: await startPotProvider() } : { instagram, youtube };
}

function baseEnv(s: Stands): Record<string, string> {
  return {
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    INSTAGRAM_WEB_ORIGIN: s.instagram.web.origin,
    INSTAGRAM_API_ORIGIN: s.instagram.web.origin,
    YOUTUBE_ORIGIN: s.youtube.origin,
    TRUST_PROXY: "loopback",
  };
}

const client = new Agent({ connections: 256, headersTimeout: 120_000, bodyTimeout: 120_000 });

interface Result {
  answered: number;
  /** Answered per platform, of how many. */
  platforms: Map<string, { answered: number; asked: number }>;
  codes: Map<string, number>;
  times: number[];
}

async function run(app: Pick<RunningApp, "url">, lookups: Lookup[]): Promise<Result> {
  const result: Result = { answered: 0, platforms: new Map(), codes: new Map(), times: [] };
  const started = performance.now();
  await Promise.all(
    lookups.map(async (lookup) => {
      const wait = lookup.at - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const t0 = performance.now();
      let code = "network";
      try {
        const res = await request(`${app.url}/api/resolve`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": lookup.visitor },
          body: JSON.stringify({ url: lookup.url, kind: lookup.kind }),
          dispatcher: client,
        });
        const body = (await res.body.json()) as { items?: unknown[]; error?: { code?: string } };
        code =
          res.statusCode === 200 && body.items?.length
            ? "answered"
            : (body.error?.code ?? String(res.statusCode));
      } catch {
        // counted as "network"
      }
      result.times.push(performance.now() - t0);
      result.codes.set(code, (result.codes.get(code) ?? 0) + 1);
      if (code === "answered") result.answered++;
      const platform = lookup.url.includes("instagram") ? "Instagram" : "YouTube";
      const tally = result.platforms.get(platform) ?? { answered: 0, asked: 0 };
      tally.asked++;
      if (code === "answered") tally.answered++;
      result.platforms.set(platform, tally);
    }),
  );
  return result;
}

function share(result: Result, platform: string): string {
  const tally = result.platforms.get(platform) ?? { answered: 0, asked: 0 };
  return `${tally.answered}/${tally.asked}`;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function upstreamCalls(s: Stands): number {
  // Every request the platforms saw: logged-out per address, per session, and YouTube's player.
  return s.instagram.seen.total() + s.instagram.sessions.total() + s.youtube.seen.total();
}

const TOPOLOGIES = ["one", "workers", "cluster"] as const;
/** Starting several workers on a shared, busy machine can take minutes. */
const START_MS = 240_000;
type Topology = (typeof TOPOLOGIES)[number];

interface Deployment {
  url: string;
  stop(): Promise<void>;
}

/** The pool's settings in `topology`: one process, `npm start`'s workers, or 2 x 2 behind nginx. */
async function deploy(topology: Topology, env: Record<string, string>): Promise<Deployment> {
  if (topology !== "cluster") {
    const app = await startApp(
      { ...env, WEB_CONCURRENCY: topology === "one" ? "1" : "2" },
      { limitMs: START_MS },
    );
    return { url: app.url, stop: async () => void (await app.stop()) };
  }
  const port = await freePort();
  const shared = {
    ...env,
    WEB_CONCURRENCY: "2",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    REDIS_URL: "redis://127.0.0.1:6379",
    // Its own keys: the lookup cache and the pools' stream outlive a run.
    REDIS_PREFIX: `bench-${Date.now()}:`,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
  };
  const apps = [
    await startApp(shared, { limitMs: START_MS }),
    await startApp(shared, { limitMs: START_MS }),
  ];
  const nginx: RunningNginx = await startNginx(
    apps.map((app) => new URL(app.url).host),
    port,
  );
  return {
    url: nginx.url,
    async stop() {
      await nginx.stop();
      await Promise.all(apps.map((app) => app.stop()));
    },
  };
}

/** The pool's own parts: 4 proxies, each leaving from its own address, and the sessions' file. */
async function poolParts(): Promise<{ proxies: ForwardProxy[]; cookies: string }> {
  const proxies = await Promise.all([
    startHttpProxy("127.0.0.2"),
    startHttpProxy("127.0.0.3"),
    startSocksProxy("127.0.0.4"),
    startSocksProxy("127.0.0.5"),
  ]);
  const cookies = join(mkdtempSync(join(tmpdir(), "rd-bench-pushback-")), "cookies.txt");
  writeFileSync(cookies, SESSIONS.map((s) => `sessionid=${s}; csrftoken=t${s.length}`).join("\n"));
  return { proxies, cookies };
}

/** The pool's settings: every proxy, both sessions, the PO-token provider, the lookup cache. */
function poolEnv(
  stand: Stands,
  { proxies, cookies }: { proxies: ForwardProxy[]; cookies: string },
): Record<string, string> {
  return {
    ...baseEnv(stand),
    MEDIA_PROXIES: proxies.map((p) => p.url).join(","),
    INSTAGRAM_COOKIES_FILE: cookies,
    YOUTUBE_POT_PROVIDER_URL: stand.pot?.origin ?? "",
    RESOLVE_CACHE_SECONDS: "300",
    ...(process.env.BENCH_COOLDOWN_SECONDS
      ? { MEDIA_COOLDOWN_SECONDS: process.env.BENCH_COOLDOWN_SECONDS }
      : {}),
  };
}

function refusals(s: Stands): number {
  return s.instagram.refused.total() + s.youtube.refused.total();
}

/** The pool in each topology side by side, each against stand-ins of its own. */
async function topologies(wanted: Topology[]): Promise<void> {
  const lookups = workload();
  const { proxies, cookies } = await poolParts();
  // Started one after the other: seven processes starting at once overrun a shared machine.
  const runs: { topology: Topology; stand: Stands; deployment: Deployment }[] = [];
  for (const topology of wanted) {
    const stand = await stands(true);
    const deployment = await deploy(topology, poolEnv(stand, { proxies, cookies }));
    runs.push({ topology, stand, deployment });
  }
  try {
    console.log(
      `${LOOKUPS} lookups of ${LINKS} links (${Math.round(INSTAGRAM_SHARE * 100)}% Instagram) from ${LOOKUPS} visitors over ${SECONDS} s, ${wanted.join(", ")} side by side`,
    );
    const results = await Promise.all(runs.map(({ deployment }) => run(deployment, lookups)));
    // Then 10 simultaneous lookups of one new reel in each.
    const crowd = Array.from({ length: 10 }, (_, n) => ({
      at: 0,
      url: `https://www.instagram.com/reel/${idToShortcode(3_200_000_000_000_000_000n + BigInt(Date.now() % 1_000_000_000))}/`,
      kind: "reel" as const,
      visitor: `10.200.0.${n + 1}`,
    }));
    const before = runs.map(({ stand }) => upstreamCalls(stand));
    await Promise.all(runs.map(({ deployment }) => run(deployment, crowd)));
    console.log(
      "topology | answered | upstream calls per lookup | ratio to one | platform refusals | ratio to one | 10 simultaneous lookups of one new reel: upstream calls | p50 ms | p95 ms | other answers",
    );
    const base = runs.findIndex((r) => r.topology === "one");
    const calls = runs.map(({ stand }, i) => upstreamCalls(stand) - ((before[i] ?? 0) as number));
    runs.forEach(({ topology, stand }, i) => {
      const result = results[i] as Result;
      const perLookup = ((before[i] as number) / LOOKUPS).toFixed(3);
      const ratio = (mine: number, theirs: number) =>
        base < 0 || theirs === 0 ? "-" : (mine / theirs).toFixed(2);
      const others = [...result.codes]
        .filter(([c]) => c !== "answered")
        .map(([c, n]) => `${c} ${n}`);
      const baseStand = base >= 0 ? runs[base]?.stand : undefined;
      console.log(
        `${topology} | ${((100 * result.answered) / LOOKUPS).toFixed(1)}% | ${perLookup} | ${ratio(before[i] as number, (before[base] ?? 0) as number)} | ${refusals(stand)} | ${baseStand ? ratio(refusals(stand), refusals(baseStand)) : "-"} | ${calls[i]} | ${percentile(result.times, 50).toFixed(0)} | ${percentile(result.times, 95).toFixed(0)} | ${others.join(", ") || "-"}`,
      );
    });
    console.log("goal: workers and cluster within 10% of one (calls per lookup and refusals)");
  } finally {
    await Promise.all(runs.map(({ deployment }) => deployment.stop()));
    await Promise.all(proxies.map((p) => p.close()));
    for (const { stand } of runs) {
      await Promise.all([stand.instagram.close(), stand.youtube.close(), stand.pot?.close()]);
    }
    await client.close();
  }
}

async function main(): Promise<void> {
  const topology = process.env.BENCH_TOPOLOGY;
  if (topology) {
    const wanted = topology === "all" ? [...TOPOLOGIES] : topology.split(",").map((t) => t.trim());
    const unknown = wanted.filter((t) => !(TOPOLOGIES as readonly string[]).includes(t));
    if (unknown.length > 0)
      throw new Error(`BENCH_TOPOLOGY: unknown ${unknown.join(", ")} (one, workers, cluster, all)`);
    return topologies(wanted as Topology[]);
  }
  const lookups = workload();
  const [pooled, plain] = await Promise.all([stands(true), stands(false)]);
  const { proxies, cookies } = await poolParts();
  const [poolApp, plainApp] = await Promise.all([
    startApp({
      ...poolEnv(pooled, { proxies, cookies }),
      REDIS_URL: "redis://127.0.0.1:6379",
      REDIS_PREFIX: `bench-${Date.now()}:`,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    }),
    startApp({ ...baseEnv(plain), RESOLVE_CACHE_SECONDS: "0" }),
  ]);
  try {
    console.log(
      `${LOOKUPS} lookups of ${LINKS} links (${Math.round(INSTAGRAM_SHARE * 100)}% Instagram) from ${LOOKUPS} visitors over ${SECONDS} s, both runs side by side`,
    );
    const [withPool, withoutPool] = await Promise.all([
      run(poolApp, lookups),
      run(plainApp, lookups),
    ]);
    const rows = [
      ["pool (4 proxies + own route, 2 sessions, PO tokens, cache)", withPool, pooled],
      ["no pool (own route only, no cache)", withoutPool, plain],
    ] as const;
    console.log(
      "run | answered | Instagram | YouTube | upstream calls per lookup | p50 ms | p95 ms | other answers",
    );
    for (const [name, result, s] of rows) {
      const calls = upstreamCalls(s);
      const others = [...result.codes]
        .filter(([c]) => c !== "answered")
        .map(([c, n]) => `${c} ${n}`);
      console.log(
        `${name} | ${((100 * result.answered) / LOOKUPS).toFixed(1)}% | ${share(result, "Instagram")} | ${share(result, "YouTube")} | ${(calls / LOOKUPS).toFixed(3)} | ${percentile(result.times, 50).toFixed(0)} | ${percentile(result.times, 95).toFixed(0)} | ${others.join(", ") || "-"}`,
      );
    }
    const minted = pooled.pot?.minted.length ?? 0;
    console.log(
      `pool: ${minted} PO tokens minted; goal >= 99.5% answered, <= 0.75 calls per lookup`,
    );
  } finally {
    await Promise.all([poolApp.stop(), plainApp.stop()]);
    await Promise.all(proxies.map((p) => p.close()));
    for (const s of [pooled, plain]) {
      await Promise.all([s.instagram.close(), s.youtube.close(), s.pot?.close()]);
    }
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
