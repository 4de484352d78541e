/**
 * The download tunnel against the built server: a local upstream serves a 1 GiB body;
 * we compare tunnel throughput with a direct download of the same body in the same run
 * (target ratio >= 0.9), sample the server's RSS while it streams (target: peak growth
 * under 64 MiB), then run 100 concurrent 20 MiB downloads through the tunnel (target: all
 * complete, byte-exact). Run with `npm run bench tunnel` (BUILD_DIR picks another build).
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Agent, request } from "undici";
import { startApp } from "../test-support/app/start-app.js";
import { cpuSeconds, rssKiB, serverPid } from "./process-stats.js";

const MiB = 1024 * 1024;
const BIG = 1024 * MiB;
const SMALL = 20 * MiB;
const CONCURRENT = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

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

async function main(): Promise<void> {
  upstreamOrigin = await listen(upstream);
  const rapidOrigin = await listen(rapid);
  const app = await startApp({
    MEDIA_PROVIDERS: "rapidapi",
    RAPIDAPI_KEY: "bench",
    RAPIDAPI_HOST: "instagram-downloader.example",
    RAPIDAPI_BASE_URL: rapidOrigin,
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    AUTH_SECRET: randomBytes(32).toString("hex"),
  });
  let failed = false;
  try {
    const pid = serverPid(new URL(app.url).port);
    const bigTunnel = await resolveDownload(app.url, "BigFile01");
    const smallTunnel = await resolveDownload(app.url, "SmallFile1");

    // Warm both paths (JIT, connection pools) before measuring.
    await download(smallTunnel);
    await download(`${upstreamOrigin}/small.mp4`);

    // Interleaved pairs, because the machine is shared: each ratio compares a direct and
    // a tunnel download made back to back; the median pair is reported.
    const ratios: number[] = [];
    const directRates: number[] = [];
    const tunnelRates: number[] = [];
    let peakGrowthKiB = 0;
    let serverCpu = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const d = await download(`${upstreamOrigin}/big.mp4`);
      if (d.bytes !== BIG) throw new Error("direct download incomplete");

      const baseline = rssKiB(pid);
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssKiB(pid));
      }, 20);
      const cpuBefore = cpuSeconds(pid);
      const t = await download(bigTunnel);
      serverCpu += cpuSeconds(pid) - cpuBefore;
      clearInterval(sampler);
      peak = Math.max(peak, rssKiB(pid));
      if (t.bytes !== BIG) throw new Error("tunnel download incomplete");
      peakGrowthKiB = Math.max(peakGrowthKiB, peak - baseline);
      directRates.push(mibps(d.bytes, d.ms));
      tunnelRates.push(mibps(t.bytes, t.ms));
      ratios.push(d.ms / t.ms);
    }
    const median = (list: number[]) =>
      [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    const ratio = median(ratios);
    const growthMiB = peakGrowthKiB / 1024;
    console.log(
      `1 GiB download, ${ROUNDS} interleaved pairs: direct median ${median(directRates).toFixed(0)} MiB/s, tunnel median ${median(tunnelRates).toFixed(0)} MiB/s, per-pair ratios ${ratios.map((r) => r.toFixed(2)).join(" ")}, median ratio ${ratio.toFixed(2)} (target >= 0.9) ${ratio >= 0.9 ? "OK" : "MISSED"}`,
    );
    console.log(
      `server CPU per GiB relayed: ${(serverCpu / ROUNDS).toFixed(2)} s (the relay's ceiling on one core: ${(1024 / (serverCpu / ROUNDS)).toFixed(0)} MiB/s)`,
    );
    console.log(
      `server peak RSS growth while streaming 1 GiB: ${growthMiB.toFixed(1)} MiB (target < 64 MiB) ${growthMiB < 64 ? "OK" : "MISSED"}`,
    );

    const baseline = rssKiB(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKiB(pid));
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
      results.flatMap((r) =>
        r.status === "rejected" ? [String((r.reason as Error).message)] : [],
      ),
    );
    if (reasons.size > 0) console.log(`errors: ${[...reasons].join("; ")}`);
    if (exact !== CONCURRENT) failed = true;
  } finally {
    await app.stop();
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
