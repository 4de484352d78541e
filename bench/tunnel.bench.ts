/**
 * The download tunnel against the built server, side by side with nginx: a local upstream
 * serves a 1 GiB body, fetched in one interleaved run directly, through nginx proxy_pass and
 * through the tunnel, with one worker and with two (nginx gets as many worker processes).
 * Targets: tunnel >= 1.0x nginx (median of per-round ratios), the app's peak RSS growth
 * while relaying under 64 MiB, and no full (mark-compact) collection while a GiB streams
 * (docs/decisions/033-relay-speed-and-compiled-server.md).
 * With one worker, a second app with glibc's default trim threshold shows what the process's
 * MALLOC_TRIM_THRESHOLD_ is worth (CPU and page faults per MiB relayed).
 * Then 100 concurrent 20 MiB downloads through the tunnel (all complete, byte-exact).
 * Run with `npm run bench tunnel`; BENCH_ROUNDS (3), BENCH_WORKERS ("1,2"), BUILD_DIR.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Agent, request } from "undici";
import { type RunningApp, startApp } from "../test-support/app/start-app.js";
import { cpuSeconds, minorFaults, rssKiB, serverPids } from "../test-support/process-stats.js";
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

async function startBenchApp(workers: number, env: Record<string, string> = {}) {
  return startApp(
    {
      MEDIA_PROVIDERS: "rapidapi",
      RAPIDAPI_KEY: "bench",
      RAPIDAPI_HOST: "instagram-downloader.example",
      RAPIDAPI_BASE_URL: rapidOrigin,
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      WEB_CONCURRENCY: String(workers),
      ...env,
    },
    { nodeArgs: ["--trace-gc"] },
  );
}

let rapidOrigin = "";

/** A way to fetch the 1 GiB, and for a tunnel the app whose processes are watched. */
interface Way {
  name: string;
  url: string;
  app?: { output(): string; pids: number[] };
}

/** What one tunnel way cost its server, over the rounds. */
interface Costs {
  cpu: number;
  faults: number;
  peakGrowthKiB: number;
  collections: number[];
}

/** Fetches the GiB one way, sampling the app's RSS, CPU, page faults and full collections. */
async function measure(way: Way, costs: Costs | undefined): Promise<number> {
  const pids = way.app?.pids ?? [];
  const rss = () => sum(pids.map(rssKiB));
  const baseline = rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 20);
  const cpuBefore = sum(pids.map(cpuSeconds));
  const faultsBefore = sum(pids.map(minorFaults));
  const logBefore = way.app?.output().length ?? 0;
  const result = await download(way.url).finally(() => clearInterval(sampler));
  if (result.bytes !== BIG) throw new Error(`${way.name} download incomplete`);
  if (way.app && costs) {
    costs.cpu += sum(pids.map(cpuSeconds)) - cpuBefore;
    costs.faults += sum(pids.map(minorFaults)) - faultsBefore;
    costs.peakGrowthKiB = Math.max(costs.peakGrowthKiB, Math.max(peak, rss()) - baseline);
    costs.collections.push(markCompacts(way.app.output().slice(logBefore)));
  }
  return mibps(result.bytes, result.ms);
}

/**
 * One interleaved run for one worker count; returns whether the targets held. With one
 * worker a second app runs beside it with glibc's default trim threshold (128 KiB) instead
 * of the one `npm run serve` sets, to show in the same run what that setting is worth.
 */
async function sideBySide(workers: number): Promise<boolean> {
  const app = await startBenchApp(workers);
  const baseline =
    workers === 1 ? await startBenchApp(1, { MALLOC_TRIM_THRESHOLD_: "131072" }) : undefined;
  const nginx = await startNginx(upstreamOrigin, workers);
  try {
    const watched = (running: RunningApp) => ({
      output: running.output,
      pids: serverPids(new URL(running.url).port),
    });
    const smallTunnel = await resolveDownload(app.url, "SmallFile1");
    const ways: Way[] = [
      { name: "direct", url: `${upstreamOrigin}/big.mp4` },
      { name: "nginx", url: `${nginx.url}/big.mp4` },
      { name: "tunnel", url: await resolveDownload(app.url, "BigFile01"), app: watched(app) },
    ];
    if (baseline) {
      const url = await resolveDownload(baseline.url, "BigFile01");
      ways.push({ name: "tunnel, glibc default", url, app: watched(baseline) });
      await download(await resolveDownload(baseline.url, "SmallFile1"));
    }
    // Warm every path (JIT, connection pools, each worker) before measuring.
    for (let i = 0; i < 2 * workers; i++) await download(smallTunnel);
    await download(`${nginx.url}/small.mp4`);
    await download(`${upstreamOrigin}/small.mp4`);

    const rates = new Map<string, number[]>(ways.map((w) => [w.name, []]));
    const costs = new Map<string, Costs>(
      ways
        .filter((w) => w.app)
        .map((w) => [w.name, { cpu: 0, faults: 0, peakGrowthKiB: 0, collections: [] }]),
    );
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts with another way, so none always runs first on a warming machine.
      const shift = round % ways.length;
      for (const way of [...ways.slice(shift), ...ways.slice(0, shift)]) {
        rates.get(way.name)?.push(await measure(way, costs.get(way.name)));
      }
      const last = (name: string) => rates.get(name)?.at(-1) ?? 0;
      ratios.push(last("tunnel") / last("nginx"));
    }
    const rate = (name: string) => median(rates.get(name) ?? []);
    const ratio = median(ratios);
    const label = `${workers} worker${workers > 1 ? "s" : ""}`;
    console.log(
      `${label}, 1 GiB x ${ROUNDS} interleaved rounds: ${ways.map((w) => `${w.name} ${rate(w.name).toFixed(0)} MiB/s`).join(", ")}; tunnel/nginx per round ${ratios.map((r) => r.toFixed(2)).join(" ")}, median ${ratio.toFixed(2)} (target >= 1.0) ${ratio >= 1 ? "OK" : "MISSED"}; tunnel/direct ${(rate("tunnel") / rate("direct")).toFixed(2)}`,
    );
    for (const [name, cost] of costs) {
      console.log(
        `${label}, ${name}: server CPU ${(cost.cpu / ROUNDS).toFixed(2)} s and ${(cost.faults / ROUNDS / 1024).toFixed(1)} page faults per MiB relayed; peak RSS growth ${(cost.peakGrowthKiB / 1024).toFixed(1)} MiB; mark-compact collections per GiB ${cost.collections.join(" ")}`,
      );
    }
    const mine = costs.get("tunnel");
    const growthMiB = (mine?.peakGrowthKiB ?? 0) / 1024;
    const fullGcs = median(mine?.collections ?? []);
    console.log(
      `${label}: tunnel peak RSS growth ${growthMiB.toFixed(1)} MiB (target < 64 MiB) ${growthMiB < 64 ? "OK" : "MISSED"}; median mark-compacts per GiB ${fullGcs} (target 0) ${fullGcs === 0 ? "OK" : "MISSED"}`,
    );
    if (workers === 1) await concurrent(smallTunnel, watched(app).pids);
    return ratio >= 1 && growthMiB < 64 && fullGcs === 0;
  } finally {
    await nginx.stop();
    await baseline?.stop();
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
