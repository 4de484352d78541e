/**
 * Segmented streams through the tunnel (decision 072) against the built server: a 1080p HLS
 * stream (H.264 at about 3 Mbit/s in MPEG-TS segments, its AAC sound as its own rendition) made
 * by ffmpeg here, served by a local CDN at Loom's configured origin, relayed as one MP4 beside
 * a progressive MP4 of the same streams and about the same size relayed as it is. Then the same
 * relay of a stream three times as long: the server's RSS growth during each tells whether
 * memory grows with the file's length (it should not). Not a test: rows only.
 * Run with `npm run bench segments` (BUILD_DIR picks another build).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { sealTicket, type Ticket } from "../server/media/tunnel/token.js";
import { startApp } from "../test-support/app/start-app.js";
import { rssKiB, serverPid } from "../test-support/process-stats.js";

const SHORT = Number(process.env.BENCH_SEGMENT_SECONDS ?? 120);
const LONG = SHORT * 3;
const BITS = 3_000_000;
const dir = mkdtempSync(join(tmpdir(), "rd-segments-bench-"));

const ff = (args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

/** `<name>/v/index.m3u8`, `<name>/a/index.m3u8` and `<name>.mp4` (the same streams, one file). */
function makeStream(name: string, seconds: number): void {
  for (const part of ["v", "a"]) mkdirSync(join(dir, name, part), { recursive: true });
  const hls = (part: string) => [
    ...["-f", "hls", "-hls_time", "4", "-hls_playlist_type", "vod"],
    ...[
      "-hls_segment_filename",
      join(dir, name, part, "s%04d.ts"),
      join(dir, name, part, "index.m3u8"),
    ],
  ];
  ff([
    ...["-f", "lavfi", "-i", `testsrc2=size=1920x1080:rate=10:duration=${seconds}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-g", "40"],
    ...["-b:v", "3M", "-maxrate", "3M", "-bufsize", "6M", "-an", ...hls("v")],
  ]);
  ff([
    ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
    ...["-c:a", "aac", "-b:a", "128k", ...hls("a")],
  ]);
  ff([
    ...["-i", join(dir, name, "v", "index.m3u8"), "-i", join(dir, name, "a", "index.m3u8")],
    ...["-map", "0:v", "-map", "1:a", "-c", "copy", "-bsf:a", "aac_adtstoasc"],
    ...["-movflags", "+faststart", join(dir, `${name}.mp4`)],
  ]);
}

function folderBytes(path: string): number {
  return readdirSync(path, { withFileTypes: true }).reduce(
    (sum, e) =>
      sum + (e.isDirectory() ? folderBytes(join(path, e.name)) : statSync(join(path, e.name)).size),
    0,
  );
}

/** A CDN of the files under `dir`, whole or by single ranges. */
const cdn = createServer((req, res) => {
  const path = join(dir, decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
  let body: Buffer;
  try {
    body = readFileSync(path);
  } catch {
    res.writeHead(404).end();
    return;
  }
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
  const start = range ? Number(range[1]) : 0;
  const end = range?.[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
  res.writeHead(range ? 206 : 200, {
    "content-type": path.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp4",
    "content-length": String(end - start + 1),
    "accept-ranges": "bytes",
    ...(range ? { "content-range": `bytes ${start}-${end}/${body.length}` } : {}),
  });
  res.end(body.subarray(start, end + 1));
});

const client = new Agent({ connections: null, bodyTimeout: 300_000, headersTimeout: 300_000 });

async function download(
  url: string,
  pid: number,
): Promise<{ bytes: number; ms: number; firstByteMs: number; rssGrowthMiB: number }> {
  const baseline = rssKiB(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKiB(pid));
  }, 25);
  const started = performance.now();
  const res = await request(url, { dispatcher: client });
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
  let bytes = 0;
  let firstByteMs = 0;
  for await (const part of res.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += (part as Buffer).length;
  }
  clearInterval(sampler);
  return {
    bytes,
    ms: performance.now() - started,
    firstByteMs,
    rssGrowthMiB: (peak - baseline) / 1024,
  };
}

function row(what: string, seconds: number, r: Awaited<ReturnType<typeof download>>): string {
  return `${what}: ${(r.bytes / 1e6).toFixed(1)} MB in ${(r.ms / 1000).toFixed(2)} s = ${(seconds / (r.ms / 1000)).toFixed(0)}x real time, first byte ${r.firstByteMs.toFixed(0)} ms, server RSS +${r.rssGrowthMiB.toFixed(1)} MiB at peak`;
}

async function main(): Promise<void> {
  const making = performance.now();
  makeStream("short", SHORT);
  makeStream("long", LONG);
  console.log(
    `made ${SHORT} s and ${LONG} s of 1080p HLS (${(folderBytes(join(dir, "short")) / 1e6).toFixed(1)} MB, ${(folderBytes(join(dir, "long")) / 1e6).toFixed(1)} MB) and their progressive MP4s in ${((performance.now() - making) / 1000).toFixed(1)} s`,
  );
  const origin = await new Promise<string>((resolve) =>
    cdn.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(cdn.address() as AddressInfo).port}`),
    ),
  );
  const secret = randomBytes(32).toString("hex");
  const app = await startApp({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    LOOM_ORIGIN: origin,
    AUTH_SECRET: secret,
  });
  // Tickets as a Loom lookup would seal them (the server holds the same secret).
  const ticket = (fields: Partial<Ticket> & Pick<Ticket, "u" | "f" | "p">) =>
    `${app.url}/api/tunnel/${sealTicket(
      { d: "attachment", e: Math.floor(Date.now() / 1000) + 3600, w: "loom", ...fields },
      secret,
    )}`;
  const segmented = (name: string) =>
    ticket({
      u: `${origin}/${name}/v/index.m3u8`,
      a: `${origin}/${name}/a/index.m3u8`,
      f: `${name}.mp4`,
      p: "mux",
      o: "mp4",
      g: { k: "hls", b: BITS + 128_000 },
    });
  const progressive = (name: string) =>
    ticket({ u: `${origin}/${name}.mp4`, f: `${name}.mp4`, p: "none" });
  try {
    const pid = serverPid(new URL(app.url).port);
    await download(segmented("short"), pid); // warm-up
    console.log(
      row(
        `progressive ${SHORT} s relayed as it is`,
        SHORT,
        await download(progressive("short"), pid),
      ),
    );
    console.log(
      row(`segmented ${SHORT} s remuxed`, SHORT, await download(segmented("short"), pid)),
    );
    console.log(
      row(`progressive ${LONG} s relayed as it is`, LONG, await download(progressive("long"), pid)),
    );
    console.log(row(`segmented ${LONG} s remuxed`, LONG, await download(segmented("long"), pid)));
  } finally {
    await app.stop();
    cdn.close();
    await client.close();
  }
}

await main();
