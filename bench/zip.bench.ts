/**
 * 'Download all' against the built server: a local upstream serves a post of three 256 MiB
 * items with backpressure; we download the post's ZIP through the tunnel and report time to
 * first byte, throughput against a direct download of the same three files made in the same
 * run, and the server's peak RSS growth while it streams (target: under 64 MiB, as for a
 * single file). Then 'Download all' of a paste (docs/decisions/076-batch-zip.md): 20 links,
 * each a 50 MiB file, looked up by one `POST /api/resolve/batch` and saved as one ZIP by
 * `POST /api/tunnel/batch`, with the same memory target. Run with `npm run bench zip`
 * (BUILD_DIR picks another build).
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Agent, request } from "undici";
import { startApp } from "../test-support/app/start-app.js";
import { rssKiB, serverPid } from "../test-support/process-stats.js";

const MiB = 1024 * 1024;
const ITEM = 256 * MiB;
const ITEMS = ["a.mp4", "b.mp4", "c.mp4"];
/** The paste: 20 links of one file each, 50 MiB a file. */
const BATCH = 20;
const BATCH_ITEM = 50 * MiB;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const chunk = randomBytes(MiB);

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const upstream = createServer(async (req, res) => {
  const batch = /^\/batch\/\d+\.mp4$/.test(req.url ?? "");
  if (!batch && !ITEMS.some((name) => req.url === `/${name}`)) {
    res.writeHead(404).end();
    return;
  }
  const size = batch ? BATCH_ITEM : ITEM;
  res.writeHead(200, { "content-type": "video/mp4", "content-length": String(size) });
  for (let sent = 0; sent < size; sent += MiB) {
    if (!res.write(chunk)) await new Promise((r) => res.once("drain", r));
    if (res.destroyed) return;
  }
  res.end();
});

let upstreamOrigin = "";
const rapid = createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  // A link of the paste (`…/reel/Batch07Zip/`) holds one file of its own.
  const one = /Batch(\d+)Zip/.exec(decodeURIComponent(req.url ?? ""));
  const data = one
    ? [{ media: `${upstreamOrigin}/batch/${one[1]}.mp4` }]
    : ITEMS.map((name) => ({ media: `${upstreamOrigin}/${name}` }));
  res.end(JSON.stringify({ data: { data } }));
});

const client = new Agent({ connections: null, bodyTimeout: 120_000, headersTimeout: 120_000 });

async function download(url: string): Promise<{ bytes: number; ms: number; firstMs: number }> {
  const started = performance.now();
  const res = await request(url, { dispatcher: client });
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
  let bytes = 0;
  let firstMs = 0;
  for await (const part of res.body) {
    if (bytes === 0) firstMs = performance.now() - started;
    bytes += (part as Buffer).length;
  }
  return { bytes, ms: performance.now() - started, firstMs };
}

const mibps = (bytes: number, ms: number) => bytes / MiB / (ms / 1000);
const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

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
    const res = await request(`${app.url}/api/resolve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "https://www.instagram.com/p/ZipBench01/", kind: "post" }),
      dispatcher: client,
    });
    const body = (await res.body.json()) as { archive?: { download: string } };
    if (!body.archive) throw new Error(`no archive: ${JSON.stringify(body)}`);
    const zipUrl = `${app.url}${body.archive.download}`;

    const ratios: number[] = [];
    const zipRates: number[] = [];
    const firstBytes: number[] = [];
    let peakGrowthKiB = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const directStart = performance.now();
      for (const name of ITEMS) await download(`${upstreamOrigin}/${name}`);
      const directMs = performance.now() - directStart;

      const baseline = rssKiB(pid);
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssKiB(pid));
      }, 20);
      const zip = await download(zipUrl);
      clearInterval(sampler);
      peak = Math.max(peak, rssKiB(pid));
      if (zip.bytes < ITEM * ITEMS.length) throw new Error("archive incomplete");
      peakGrowthKiB = Math.max(peakGrowthKiB, peak - baseline);
      zipRates.push(mibps(zip.bytes, zip.ms));
      firstBytes.push(zip.firstMs);
      ratios.push(directMs / zip.ms);
    }
    const growthMiB = peakGrowthKiB / 1024;
    const ratio = median(ratios);
    console.log(
      `ZIP of 3 x 256 MiB, ${ROUNDS} rounds: median ${median(zipRates).toFixed(0)} MiB/s, median ratio to direct ${ratio.toFixed(2)} (per round ${ratios.map((r) => r.toFixed(2)).join(" ")}), first byte after ${median(firstBytes).toFixed(0)} ms`,
    );
    console.log(
      `server peak RSS growth while streaming the 768 MiB ZIP: ${growthMiB.toFixed(1)} MiB (target < 64 MiB) ${growthMiB < 64 ? "OK" : "MISSED"}`,
    );
    if (growthMiB >= 64) failed = true;
    if (!(await batchZip(app.url, pid))) failed = true;
  } finally {
    await app.stop();
    upstream.closeAllConnections();
    upstream.close();
    rapid.close();
    await client.close();
  }
  process.exit(failed ? 1 : 0);
}

/** A ZIP of a paste's 20 files of 50 MiB: time to first byte, rate and peak RSS growth. */
async function batchZip(appUrl: string, pid: number): Promise<boolean> {
  const urls = Array.from(
    { length: BATCH },
    (_, n) => `https://www.instagram.com/reel/Batch${String(n).padStart(2, "0")}Zip/`,
  );
  const res = await request(`${appUrl}/api/resolve/batch`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.76.0.1" },
    body: JSON.stringify({ urls }),
    dispatcher: client,
  });
  const { rows } = (await res.body.json()) as {
    rows: { items?: { download: string }[]; error?: unknown }[];
  };
  const downloads = rows.map((row) => {
    const download = row.items?.[0]?.download;
    if (!download) throw new Error(`a link failed: ${JSON.stringify(row)}`);
    return download;
  });
  const form = new URLSearchParams();
  for (const download of downloads) form.append("downloads", download);
  const baseline = rssKiB(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKiB(pid));
  }, 20);
  const started = performance.now();
  const zip = await request(`${appUrl}/api/tunnel/batch`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
    dispatcher: client,
  });
  if (zip.statusCode !== 200) throw new Error(`batch ZIP: status ${zip.statusCode}`);
  let bytes = 0;
  let firstMs = 0;
  for await (const part of zip.body) {
    if (bytes === 0) firstMs = performance.now() - started;
    bytes += (part as Buffer).length;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssKiB(pid));
  if (bytes < BATCH * BATCH_ITEM) throw new Error("batch archive incomplete");
  const growthMiB = (peak - baseline) / 1024;
  console.log(
    `batch ZIP of ${BATCH} links x 50 MiB: ${mibps(bytes, ms).toFixed(0)} MiB/s, first byte after ${firstMs.toFixed(0)} ms`,
  );
  console.log(
    `server peak RSS growth while streaming the ${(bytes / MiB).toFixed(0)} MiB batch ZIP: ${growthMiB.toFixed(1)} MiB (target < 64 MiB) ${growthMiB < 64 ? "OK" : "MISSED"}`,
  );
  return growthMiB < 64;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
