/**
 * The download tunnel against the built server, side by side with nginx: a local upstream
 * serves a 1 GiB body, fetched in one interleaved run directly, through nginx proxy_pass and
 * through the tunnel, with one worker and with two (nginx gets as many worker processes).
 * Targets: tunnel >= 1.0x nginx (median of per-round ratios), the app's peak RSS growth
 * while relaying under 64 MiB, and no full (mark-compact) collection while a GiB streams
 * (the cause of the 0.53-0.65x regression: docs/decisions/033-relay-speed-and-compiled-server.md).
 * Then 100 concurrent 20 MiB downloads through the tunnel (all complete, byte-exact).
 * Run with `npm run bench tunnel`; BENCH_ROUNDS (3), BENCH_WORKERS ("1,2"), BUILD_DIR.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Agent, request } from "undici";
import { type RunningApp, startApp } from "../test-support/app/start-app.js";
import { cpuSeconds, rssKiB, serverPids } from "../test-support/process-stats.js";
import { startNginx } from "./support/nginx.js";

const MiB = 1024 * 1024;
const BIG = 1024 * MiB;
const SMALL = 20 * MiB;
const CONCURRENT = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WORKERS = (process.env.BENCH_WORKERS ?? "1,2").split(",").map(Number);

const chunk = randomBytes(MiB);
const small = randomBytes(SMALL);
const smallHash = createHash("sha256").update(small).digest("hex");

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** The upstream: /big streams 1 GiB with backpressure, /small sends 20 MiB from memory. */
const upstream = createServer(async (req, res) => {
  if (req.url === "/big.mp4") {
    res.writeHead(200, { "content-type": "video/mp4", "content-length": String(BIG) });
    for (let sent = 0; sent < BIG; sent += MiB) {
      if (!res.write(chunk)) await new Promise((r) => res.once("drain", r));
      if (res.destroyed) return;
    }
    res.end();
  } else if (req.url === "/small.mp4") {
    res.writeHead(200, { "content-type": "video/mp4", "content-length": String(SMALL) });
    res.end(small);
  } else {
    res.writeHead(404).end();
  }
});

let upstreamOrigin = "";
/** The spec's RapidAPI service, played locally, pointing at the upstream. */
const rapid = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x").searchParams.get("url") ?? "";
  const file = url.includes("BigFile01") ? "big.mp4" : "small.mp4";
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ data: { data: [{ media: `${upstreamOrigin}/${file}` }] } }));
});

const client = new Agent({ connections: null, bodyTimeout: 120_000, headersTimeout: 120_000 });

async function download(
  url: string,
  hash = false,
): Promise<{ bytes: number; ms: number; sha?: string }> {
  const started = performance.now();
  const res = await request(url, { dispatcher: client });
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
  const digest = hash ? createHash("sha256") : undefined;
  let bytes = 0;
  for await (const part of res.body) {
    bytes += (part as Buffer).length;
    digest?.update(part as Buffer);
  }
  return { bytes, ms: performance.now() - started, sha: digest?.digest("hex") };
}

async function resolveDownload(app: string, code: string): Promise<string> {
  const res = await request(`${app}/api/resolve`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: `https://www.instagram.com/reel/${code}/`, kind: "reel" }),
    dispatcher: client,
  });
  const body = (await res.body.json()) as { items?: { download: string }[] };
  const path = body.items?.[0]?.download;
  if (!path) throw new Error(`resolve failed: ${JSON.stringify(body)}`);
  return `${app}${path}`;
}

const mibps = (bytes: number, ms: number) => bytes / MiB / (ms / 1000);
const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
/** Full collections of the old generation, as --trace-gc prints them. */
const markCompacts = (log: string) => (log.match(/: Mark-Compact /g) ?? []).length;

async function startBenchApp(workers: number): Promise<RunningApp> {
  return startApp(
    {
      MEDIA_PROVIDERS: "rapidapi",
      RAPIDAPI_KEY: "bench",
      RAPIDAPI_HOST: "instagram-downloader.example",
      RAPIDAPI_BASE_URL: rapidOrigin,
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      WEB_CONCURRENCY: String(workers),
    },
    { nodeArgs: ["--trace-gc"] },
  );
}

let rapidOrigin = "";

/** One interleaved run for one worker count; returns whether the targets held. */
async function sideBySide(workers: number): Promise<boolean> {
  const app = await startBenchApp(workers);
  const nginx = await startNginx(upstreamOrigin, workers);
  try {
    const pids = serverPids(new URL(app.url).port);
    const bigTunnel = await resolveDownload(app.url, "BigFile01");
    const smallTunnel = await resolveDownload(app.url, "SmallFile1");
    const ways = {
      direct: `${upstreamOrigin}/big.mp4`,
      nginx: `${nginx.url}/big.mp4`,
      tunnel: bigTunnel,
    };
    // Warm every path (JIT, connection pools, each worker) before measuring.
    for (let i = 0; i < 2 * workers; i++) await download(smallTunnel);
    await download(`${nginx.url}/small.mp4`);
    await download(`${upstreamOrigin}/small.mp4`);

    const rates: Record<keyof typeof ways, number[]> = { direct: [], nginx: [], tunnel: [] };
    const ratios: number[] = [];
    const collections: number[] = [];
    let peakGrowthKiB = 0;
    let serverCpu = 0;
    const order = Object.keys(ways) as (keyof typeof ways)[];
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts with another way, so none always runs first on a warming machine.
      const turn = [...order.slice(round % 3), ...order.slice(0, round % 3)];
      for (const way of turn) {
        const rss = () => sum(pids.map(rssKiB));
        const baseline = rss();
        let peak = baseline;
        const sampler = setInterval(() => {
          peak = Math.max(peak, rss());
        }, 20);
        const cpuBefore = sum(pids.map(cpuSeconds));
        const logBefore = app.output().length;
        const result = await download(ways[way]);
        clearInterval(sampler);
        if (result.bytes !== BIG) throw new Error(`${way} download incomplete`);
        rates[way].push(mibps(result.bytes, result.ms));
        if (way !== "tunnel") continue;
        serverCpu += sum(pids.map(cpuSeconds)) - cpuBefore;
        peakGrowthKiB = Math.max(peakGrowthKiB, Math.max(peak, rss()) - baseline);
        collections.push(markCompacts(app.output().slice(logBefore)));
      }
      ratios.push((rates.tunnel.at(-1) ?? 0) / (rates.nginx.at(-1) ?? 1));
    }
    const ratio = median(ratios);
    const growthMiB = peakGrowthKiB / 1024;
    const fullGcs = median(collections);
    const label = `${workers} worker${workers > 1 ? "s" : ""}`;
    console.log(
      `${label}, 1 GiB x ${ROUNDS} interleaved rounds: direct ${median(rates.direct).toFixed(0)} MiB/s, nginx proxy_pass ${median(rates.nginx).toFixed(0)} MiB/s, tunnel ${median(rates.tunnel).toFixed(0)} MiB/s; tunnel/nginx per round ${ratios.map((r) => r.toFixed(2)).join(" ")}, median ${ratio.toFixed(2)} (target >= 1.0) ${ratio >= 1 ? "OK" : "MISSED"}; tunnel/direct ${(median(rates.tunnel) / median(rates.direct)).toFixed(2)}`,
    );
    console.log(
      `${label}: server CPU per GiB relayed ${(serverCpu / ROUNDS).toFixed(2)} s; peak RSS growth while relaying ${growthMiB.toFixed(1)} MiB (target < 64 MiB) ${growthMiB < 64 ? "OK" : "MISSED"}; mark-compact collections per GiB relayed ${collections.join(" ")} (target 0) ${fullGcs === 0 ? "OK" : "MISSED"}`,
    );
    if (workers === 1) await concurrent(smallTunnel, pids);
    return ratio >= 1 && growthMiB < 64 && fullGcs === 0;
  } finally {
    await nginx.stop();
    await app.stop();
  }
}

/** 100 concurrent 20 MiB downloads through the tunnel, byte-exact. */
async function concurrent(smallTunnel: string, pids: number[]): Promise<void> {
  const rss = () => sum(pids.map(rssKiB));
  const baseline = rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 20);
  const started = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: CONCURRENT }, () => download(smallTunnel, true)),
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  const exact = results.filter(
    (r) => r.status === "fulfilled" && r.value.bytes === SMALL && r.value.sha === smallHash,
  ).length;
  const errors = results.filter((r) => r.status === "rejected").length;
  console.log(
    `${CONCURRENT} concurrent 20 MiB downloads: ${exact}/${CONCURRENT} byte-exact, ${errors} errors, ${(ms / 1000).toFixed(1)} s (${mibps(SMALL * CONCURRENT, ms).toFixed(0)} MiB/s aggregate), server RSS growth ${((peak - baseline) / 1024).toFixed(1)} MiB ${exact === CONCURRENT ? "OK" : "MISSED"}`,
  );
  const reasons = new Set(
    results.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error).message)] : [])),
  );
  if (reasons.size > 0) console.log(`errors: ${[...reasons].join("; ")}`);
  if (exact !== CONCURRENT) throw new Error("concurrent downloads failed");
}

async function main(): Promise<void> {
  upstreamOrigin = await listen(upstream);
  rapidOrigin = await listen(rapid);
  let failed = false;
  try {
    for (const workers of WORKERS) {
      if (!(await sideBySide(workers))) failed = true;
    }
  } finally {
    upstream.closeAllConnections();
    upstream.close();
    rapid.close();
    await client.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
