/**
 * YouTube muxing against the built server: a local InnerTube stand-in offers a 60 s 1080p
 * H.264 video-only stream and its AAC audio (real media made by ffmpeg here), served with
 * ranges by a local CDN. We measure one muxed download (speed as a multiple of real time,
 * time to first byte), then 10 at once (the server's peak RSS, and the ffmpeg processes').
 * Not a test: rows only. Run with `npm run bench mux` (BUILD_DIR picks another build).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { startApp } from "../test-support/app/start-app.js";
import { rssKiB, serverPid } from "../test-support/process-stats.js";

const SECONDS = 60;
const PARALLEL = 10;
const dir = mkdtempSync(join(tmpdir(), "rd-mux-bench-"));
const video = join(dir, "video.mp4");
const audio = join(dir, "audio.m4a");

function makeMedia(): void {
  const ff = (args: string[]) =>
    execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
  const dash = ["-movflags", "+frag_keyframe+empty_moov+default_base_moof", "-f", "mp4"];
  // About YouTube's own 1080p H.264 rate (itag 137 runs 1.5-4 Mbit/s).
  ff([
    ...["-f", "lavfi", "-i", `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-g", "60"],
    ...["-b:v", "3M", "-maxrate", "3M", "-bufsize", "6M", "-an", ...dash, video],
  ]);
  ff([
    ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${SECONDS}`],
    ...["-c:a", "aac", "-b:a", "128k", ...dash, audio],
  ]);
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

let origin = "";
/** InnerTube's player endpoint (VISIONOS answer shape) and a CDN with single ranges. */
const youtube = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  if (req.method === "POST" && url.pathname === "/youtubei/v1/player") {
    req.resume();
    const format = (itag: number, file: string, mime: string, extra: object) => ({
      itag,
      url: `${origin}/gv/videoplayback?itag=${itag}&mime=${encodeURIComponent(mime.split(";")[0] ?? "")}`,
      mimeType: mime,
      bitrate: 3_000_000,
      contentLength: String(statSync(file).size),
      approxDurationMs: String(SECONDS * 1000),
      ...extra,
    });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        playabilityStatus: { status: "OK" },
        videoDetails: { videoId: "BenchMux001", lengthSeconds: String(SECONDS) },
        streamingData: {
          adaptiveFormats: [
            format(137, video, 'video/mp4; codecs="avc1.640028"', { width: 1920, height: 1080 }),
            format(140, audio, 'audio/mp4; codecs="mp4a.40.2"', {}),
          ],
        },
      }),
    );
    return;
  }
  if (url.pathname === "/gv/videoplayback") {
    const file = url.searchParams.get("itag") === "137" ? video : audio;
    const size = statSync(file).size;
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    res.writeHead(range ? 206 : 200, {
      "content-type": "video/mp4",
      "content-length": String(end - start + 1),
      ...(range ? { "content-range": `bytes ${start}-${end}/${size}` } : {}),
    });
    createReadStream(file, { start, end }).pipe(res);
    return;
  }
  res.writeHead(404).end();
});

const client = new Agent({ connections: null, bodyTimeout: 300_000, headersTimeout: 300_000 });

/** Proportional set size: shared library pages counted once across processes. */
function pssKiB(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The memory of the server's ffmpeg children (PSS), summed. */
function childrenPssKiB(pid: number): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.split(") ")[1]?.split(" ")[1]);
      if (ppid === pid) total += pssKiB(Number(entry));
    } catch {
      // gone
    }
  }
  return total;
}

async function download(url: string): Promise<{ bytes: number; ms: number; firstByteMs: number }> {
  const started = performance.now();
  const res = await request(url, { dispatcher: client });
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
  let bytes = 0;
  let firstByteMs = 0;
  for await (const part of res.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += (part as Buffer).length;
  }
  return { bytes, ms: performance.now() - started, firstByteMs };
}

async function main(): Promise<void> {
  const making = performance.now();
  makeMedia();
  console.log(
    `made ${SECONDS} s of 1080p H.264 (${(statSync(video).size / 1e6).toFixed(1)} MB) and AAC (${(statSync(audio).size / 1e6).toFixed(1)} MB) in ${((performance.now() - making) / 1000).toFixed(1)} s`,
  );
  origin = await listen(youtube);
  const app = await startApp({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    YOUTUBE_ORIGIN: origin,
    AUTH_SECRET: randomBytes(32).toString("hex"),
  });
  try {
    const pid = serverPid(new URL(app.url).port);
    const res = await request(`${app.url}/api/resolve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "https://youtu.be/BenchMux001", kind: "reel" }),
      dispatcher: client,
    });
    const body = (await res.body.json()) as { items?: { download: string; filename: string }[] };
    const item = body.items?.[0];
    if (!item) throw new Error(`resolve failed: ${JSON.stringify(body)}`);
    const url = `${app.url}${item.download}`;

    await download(url); // warm-up
    const times: number[] = [];
    const firsts: number[] = [];
    let bytes = 0;
    for (let round = 0; round < 3; round++) {
      const one = await download(url);
      times.push(one.ms);
      firsts.push(one.firstByteMs);
      bytes = one.bytes;
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[1] ?? 0;
    console.log(
      `one muxed 1080p download (${item.filename}, ${(bytes / 1e6).toFixed(1)} MB): median ${(median(times) / 1000).toFixed(2)} s = ${(SECONDS / (median(times) / 1000)).toFixed(0)}x real time; time to first byte median ${median(firsts).toFixed(0)} ms (rounds ${times.map((t) => (t / 1000).toFixed(2)).join(" ")} s)`,
    );

    const baseline = rssKiB(pid);
    let peak = baseline;
    let peakChildren = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKiB(pid));
      peakChildren = Math.max(peakChildren, childrenPssKiB(pid));
    }, 25);
    const started = performance.now();
    const results = await Promise.allSettled(Array.from({ length: PARALLEL }, () => download(url)));
    const ms = performance.now() - started;
    clearInterval(sampler);
    const done = results.filter((r) => r.status === "fulfilled" && r.value.bytes === bytes).length;
    const ttfb = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.firstByteMs] : []));
    console.log(
      `${PARALLEL} muxes at once: ${done}/${PARALLEL} complete in ${(ms / 1000).toFixed(1)} s (${((SECONDS * PARALLEL) / (ms / 1000)).toFixed(0)}x real time in total); server RSS ${(baseline / 1024).toFixed(0)} MiB before, peak ${(peak / 1024).toFixed(0)} MiB (+${((peak - baseline) / 1024).toFixed(1)} MiB); ffmpeg processes' PSS peak ${(peakChildren / 1024).toFixed(0)} MiB in total; first byte ${Math.min(...ttfb).toFixed(0)}-${Math.max(...ttfb).toFixed(0)} ms`,
    );
    if (done !== PARALLEL) process.exitCode = 1;
  } finally {
    await app.stop();
    youtube.close();
    await client.close();
  }
}

await main();
