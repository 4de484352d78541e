import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Response } from "express";
import { probeFile } from "../probe.js";
import { makeHls } from "./segmented.js";

/**
 * What the video sites' stand-ins (Dailymotion, Vimeo, Rutube: decisions 080-082) serve as
 * their streams: the suite's HLS made by the real ffmpeg (./segmented.ts), keyed by its path
 * below the stream's folder (`master.m3u8`, `v720/index.m3u8`, `audio/s000.ts`), so each site
 * serves it under its own paths.
 */
export type HlsFiles = Record<string, Buffer>;

export async function makeSiteHls(
  sizes: readonly string[],
  { seconds = 2, separateAudio = false } = {},
): Promise<HlsFiles> {
  const made = await makeHls({
    sizes,
    seconds,
    segmentSeconds: 1,
    audio: separateAudio ? "rendition" : "muxed",
  });
  return Object.fromEntries(
    Object.entries(made).map(([path, body]) => [path.replace(/^\/hls\//, ""), body]),
  );
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
    return probeFile(file).streams.map((s) => ({
      type: s.type,
      ...(s.width ? { width: s.width, height: s.height } : {}),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
