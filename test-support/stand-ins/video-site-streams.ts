import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Response } from "express";

const FFMPEG = process.env.FFMPEG_PATH ?? "ffmpeg";
const run = promisify(execFile);
const QUIET = ["-hide_banner", "-loglevel", "error", "-y"];

/**
 * What the video sites' stand-ins (Dailymotion, Vimeo, Rutube: decisions 080-082) serve as
 * their streams: an HLS stream made by the real ffmpeg, a media playlist per frame size under
 * `v<height>/` and the sound as its own rendition under `audio/` (Vimeo's `separate_av`) or in
 * each variant (Dailymotion's and Rutube's), with `master.m3u8` naming them; keyed by path
 * below the stream's folder.
 */
export type HlsFiles = Record<string, Buffer>;

export async function makeSiteHls(
  sizes: readonly string[],
  { seconds = 2, separateAudio = false } = {},
): Promise<HlsFiles> {
  const dir = mkdtempSync(join(tmpdir(), "rd-site-hls-"));
  try {
    const hls = (folder: string) => {
      mkdirSync(join(dir, folder), { recursive: true });
      return [
        ...["-f", "hls", "-hls_time", "1", "-hls_playlist_type", "vod"],
        ...[
          "-hls_segment_filename",
          join(dir, folder, "seg%03d.ts"),
          join(dir, folder, "index.m3u8"),
        ],
      ];
    };
    const jobs = sizes.map((size) =>
      run(FFMPEG, [
        ...QUIET,
        ...["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=5:duration=${seconds}`],
        ...(separateAudio
          ? ["-an"]
          : ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`, "-c:a", "aac"]),
        ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "36", "-pix_fmt", "yuv420p"],
        ...["-g", "5", "-shortest"],
        ...hls(`v${size.split("x")[1]}`),
      ]),
    );
    if (separateAudio) {
      jobs.push(
        run(FFMPEG, [
          ...QUIET,
          ...["-f", "lavfi", "-i", `sine=frequency=660:duration=${seconds}`],
          ...["-c:a", "aac", "-b:a", "64k"],
          ...hls("audio"),
        ]),
      );
    }
    await Promise.all(jobs);
    const lines = ["#EXTM3U", "#EXT-X-VERSION:3"];
    if (separateAudio) {
      lines.push(
        '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio-high",NAME="Original",DEFAULT=YES,AUTOSELECT=YES,URI="audio/index.m3u8"',
      );
    }
    for (const size of sizes) {
      const [width, height] = size.split("x").map(Number) as [number, number];
      lines.push(
        `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(width * height * 0.6)},RESOLUTION=${size},CODECS="avc1.64001f,mp4a.40.2"${separateAudio ? ',AUDIO="audio-high"' : ""}`,
        `v${height}/index.m3u8`,
      );
    }
    writeFileSync(join(dir, "master.m3u8"), `${lines.join("\n")}\n`);
    const files: HlsFiles = {};
    for (const folder of readdirSync(dir, { withFileTypes: true })) {
      if (!folder.isDirectory()) {
        files[folder.name] = readFileSync(join(dir, folder.name));
        continue;
      }
      for (const name of readdirSync(join(dir, folder.name))) {
        files[`${folder.name}/${name}`] = readFileSync(join(dir, folder.name, name));
      }
    }
    return files;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sends one file of a stream (404 when it has none of that name). */
export function sendStreamFile(files: HlsFiles, path: string, res: Response): void {
  const body = files[path];
  if (!body) return void res.status(404).end();
  res.type(path.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t").send(body);
}

/** What ffprobe reads of a downloaded file: each stream's type and frame size. */
export function probeDownload(bytes: Buffer): { type: string; width?: number; height?: number }[] {
  const dir = mkdtempSync(join(tmpdir(), "rd-site-probe-"));
  try {
    const file = join(dir, "download.mp4");
    writeFileSync(file, bytes);
    const out = execFileSync(
      "ffprobe",
      ["-v", "error", "-of", "json", "-show_entries", "stream=codec_type,width,height", file],
      { encoding: "utf8" },
    );
    const json = JSON.parse(out) as {
      streams?: { codec_type: string; width?: number; height?: number }[];
    };
    return (json.streams ?? []).map((s) => ({
      type: s.codec_type,
      ...(s.width ? { width: s.width, height: s.height } : {}),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
