import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { listen, type Running } from "./http-server.js";

const FFMPEG = process.env.FFMPEG_PATH ?? "ffmpeg";
const run = promisify(execFile);

/** Files of a stand-in CDN by path (`/hls/master.m3u8`), as real ffmpeg wrote them. */
export type StreamFiles = Record<string, Buffer>;

const QUIET = ["-hide_banner", "-loglevel", "error", "-y"];

function readTree(dir: string, prefix: string): StreamFiles {
  const out: StreamFiles = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(out, readTree(path, `${prefix}/${entry.name}`));
    else out[`${prefix}/${entry.name}`] = readFileSync(path);
  }
  return out;
}

export interface HlsOptions {
  /** Frame sizes of the video variants (`1920x1080`). */
  sizes: readonly string[];
  seconds: number;
  /** Length of each segment. */
  segmentSeconds?: number;
  /** Sound as its own rendition (the master's AUDIO group) or inside each variant. */
  audio?: "rendition" | "muxed";
  /** Segments as fragmented MP4 (EXT-X-MAP) instead of MPEG-TS. */
  fmp4?: boolean;
  /** Encrypt the segments with clear-key AES-128; the key is served at `/hls/key.bin`. */
  aes128?: boolean;
}

/**
 * An HLS stream made by the real ffmpeg (its `hls` muxer): one media playlist per frame size
 * under `<prefix>/v<height>/`, the sound as its own rendition under `<prefix>/audio/` (or in
 * each variant), and `<prefix>/master.m3u8` (`/hls/master.m3u8`) naming them with BANDWIDTH, RESOLUTION, CODECS and the
 * audio group, as a platform's CDN serves them. Kept small to make: few frames per second,
 * a coarse picture.
 */
export async function makeHls(options: HlsOptions, prefix = "/hls"): Promise<StreamFiles> {
  const dir = mkdtempSync(join(tmpdir(), "rd-hls-"));
  const segment = String(options.segmentSeconds ?? 4);
  const separate = (options.audio ?? "rendition") === "rendition";
  try {
    const keyArgs: string[] = [];
    if (options.aes128) {
      const key = Buffer.from("00112233445566778899aabbccddeeff", "hex");
      writeFileSync(join(dir, "key.bin"), key);
      // The playlists name it relative to their folders (`/hls/v720/` and `/hls/audio/`).
      writeFileSync(join(dir, "key.info"), `../key.bin\n${join(dir, "key.bin")}\n`);
      keyArgs.push("-hls_key_info_file", join(dir, "key.info"));
    }
    const hls = (folder: string) => {
      mkdirSync(join(dir, folder), { recursive: true });
      return [
        ...["-f", "hls", "-hls_time", segment, "-hls_playlist_type", "vod"],
        ...(options.fmp4
          ? ["-hls_segment_type", "fmp4", "-hls_fmp4_init_filename", "init.mp4"]
          : []),
        ...keyArgs,
        ...["-hls_segment_filename", join(dir, folder, options.fmp4 ? "s%03d.m4s" : "s%03d.ts")],
        join(dir, folder, "index.m3u8"),
      ];
    };
    const seconds = String(options.seconds);
    const jobs = options.sizes.map((size) => {
      const height = size.split("x")[1];
      const sound = separate
        ? ["-an"]
        : [...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`], "-c:a", "aac"];
      return run(FFMPEG, [
        ...QUIET,
        ...["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=5:duration=${seconds}`],
        ...sound,
        ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "36", "-pix_fmt", "yuv420p"],
        ...["-g", "10", "-shortest"],
        ...hls(`v${height}`),
      ]);
    });
    if (separate) {
      jobs.push(
        run(FFMPEG, [
          ...QUIET,
          ...["-f", "lavfi", "-i", `sine=frequency=660:duration=${seconds}`],
          ...["-c:a", "aac", "-b:a", "96k"],
          ...hls("audio"),
        ]),
      );
    }
    await Promise.all(jobs);
    const lines = ["#EXTM3U", "#EXT-X-VERSION:6", "#EXT-X-INDEPENDENT-SEGMENTS"];
    if (separate) {
      lines.push(
        '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,URI="audio/index.m3u8"',
      );
    }
    for (const size of options.sizes) {
      const [width, height] = size.split("x").map(Number) as [number, number];
      const bandwidth = Math.round(width * height * 0.6);
      lines.push(
        `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${size},FRAME-RATE=5.000,CODECS="avc1.64001f,mp4a.40.2"${separate ? ',AUDIO="aud"' : ""}`,
        `v${height}/index.m3u8`,
      );
    }
    writeFileSync(join(dir, "master.m3u8"), `${lines.join("\n")}\n`);
    rmSync(join(dir, "key.info"), { force: true });
    return readTree(dir, prefix);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A DASH stream made by the real ffmpeg (its `dash` muxer): video representations of each
 * size and one sound, `SegmentTemplate` with `$Number$` (or a `SegmentTimeline`), at
 * `/dash/manifest.mpd`.
 */
export async function makeDash(options: {
  sizes: readonly string[];
  seconds: number;
  timeline?: boolean;
}): Promise<StreamFiles> {
  const dir = mkdtempSync(join(tmpdir(), "rd-dash-"));
  try {
    const seconds = String(options.seconds);
    const inputs = options.sizes.flatMap((size) => [
      "-f",
      "lavfi",
      "-i",
      `testsrc2=size=${size}:rate=5:duration=${seconds}`,
    ]);
    const maps = options.sizes.flatMap((_, index) => ["-map", `${index}:v`]);
    const audioIndex = options.sizes.length;
    await run(FFMPEG, [
      ...QUIET,
      ...inputs,
      ...["-f", "lavfi", "-i", `sine=frequency=660:duration=${seconds}`],
      ...maps,
      ...["-map", `${audioIndex}:a`],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "36", "-pix_fmt", "yuv420p"],
      ...["-g", "10", "-c:a", "aac", "-b:a", "96k"],
      ...["-f", "dash", "-seg_duration", "2", "-use_template", "1"],
      ...["-use_timeline", options.timeline ? "1" : "0"],
      ...["-adaptation_sets", "id=0,streams=v id=1,streams=a"],
      join(dir, "manifest.mpd"),
    ]);
    return readTree(dir, "/dash");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How the stand-in CDN misbehaves for one path. */
export type Fault = "404" | "late-404" | "stall" | "stall-midway";

const TYPES: Record<string, string> = {
  m3u8: "application/vnd.apple.mpegurl",
  mpd: "application/dash+xml",
  ts: "video/mp2t",
  m4s: "video/iso.segment",
  mp4: "video/mp4",
};

/**
 * A CDN stand-in serving stream files (playlists may be rewritten by `edit`), whole or by
 * single ranges, with faults per path for the tests: a 404 (at once or a second late), an
 * answer that never comes, or a body that stops midway and hangs. Counts requests per path (`hits`).
 */
export function startStreamCdn(files: StreamFiles): Promise<
  Running & {
    faults: Map<string, Fault>;
    edits: Map<string, string>;
    /** A `Set-Cookie` sent with the answer of a path (a CDN's signed cookie). */
    cookies: Map<string, string>;
    hits: Map<string, number>;
    /** The most requests it was answering at once (since `mostAtOnce.reset()`). */
    mostAtOnce: { value: number; reset(): void };
  }
> {
  const faults = new Map<string, Fault>();
  const edits = new Map<string, string>();
  const cookies = new Map<string, string>();
  const hits = new Map<string, number>();
  let open = 0;
  const mostAtOnce = {
    value: 0,
    reset() {
      mostAtOnce.value = 0;
    },
  };
  const hanging = new Set<import("node:http").ServerResponse>();
  return listen((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    open += 1;
    mostAtOnce.value = Math.max(mostAtOnce.value, open);
    res.once("close", () => {
      open -= 1;
    });
    const fault = faults.get(path);
    const edited = edits.get(path);
    const file = edited !== undefined ? Buffer.from(edited) : files[path];
    if (fault === "late-404") {
      // A 404 three seconds late: what came before it has long been sent on, even when a busy
      // machine starts ffmpeg slowly (a 404 before the first byte is a 502, not a cut).
      setTimeout(() => res.writeHead(404).end(), 3000);
      return;
    }
    if (fault === "404" || !file) {
      res.writeHead(404).end();
      return;
    }
    if (fault === "stall") {
      hanging.add(res);
      return;
    }
    const type = TYPES[path.split(".").pop() ?? ""] ?? "application/octet-stream";
    const range = req.headers.range?.match(/^bytes=(\d+)-(\d*)$/);
    let body = file;
    const headers: Record<string, string> = { "content-type": type, "accept-ranges": "bytes" };
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      headers["content-range"] = `bytes ${start}-${end}/${body.length}`;
      body = body.subarray(start, end + 1);
    }
    headers["content-length"] = String(body.length);
    const cookie = cookies.get(path);
    if (cookie) headers["set-cookie"] = cookie;
    res.writeHead(range ? 206 : 200, headers);
    if (fault === "stall-midway") {
      res.write(body.subarray(0, Math.floor(body.length / 2)));
      hanging.add(res);
      return;
    }
    res.end(req.method === "HEAD" ? undefined : body);
  }).then((running) => ({
    ...running,
    faults,
    edits,
    cookies,
    hits,
    mostAtOnce,
    close: async () => {
      for (const res of hanging) res.destroy();
      await running.close();
    },
  }));
}
