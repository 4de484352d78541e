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
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { idToShortcode } from "../server/media/platforms/instagram/shortcode.js";
import { type RunningApp, startApp } from "../test-support/app/start-app.js";
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

async function run(app: RunningApp, lookups: Lookup[]): Promise<Result> {
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

async function main(): Promise<void> {
  const lookups = workload();
  const [pooled, plain] = await Promise.all([stands(true), stands(false)]);
  const proxies: ForwardProxy[] = await Promise.all([
    startHttpProxy("127.0.0.2"),
    startHttpProxy("127.0.0.3"),
    startSocksProxy("127.0.0.4"),
    startSocksProxy("127.0.0.5"),
  ]);
  const cookies = join(mkdtempSync(join(tmpdir(), "rd-bench-pushback-")), "cookies.txt");
  writeFileSync(cookies, SESSIONS.map((s) => `sessionid=${s}; csrftoken=t${s.length}`).join("\n"));
  const [poolApp, plainApp] = await Promise.all([
    startApp({
      ...baseEnv(pooled),
      MEDIA_PROXIES: proxies.map((p) => p.url).join(","),
      INSTAGRAM_COOKIES_FILE: cookies,
      YOUTUBE_POT_PROVIDER_URL: pooled.pot?.origin ?? "",
      RESOLVE_CACHE_SECONDS: "300",
      ...(process.env.BENCH_COOLDOWN_SECONDS
        ? { MEDIA_COOLDOWN_SECONDS: process.env.BENCH_COOLDOWN_SECONDS }
        : {}),
      REDIS_URL: "redis://127.0.0.1:6379",
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
