/**
 * Real media made on the spot by the real ffmpeg and sharp, and the real ffprobe to read
 * what came back: tests never carry binary fixtures of their own.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

const FFMPEG = process.env.FFMPEG_PATH ?? "ffmpeg";

/** A short MP4 with sound (H.264 + AAC, faststart) and three JPEGs of distinct sizes. */
export interface SampleMedia {
  mp4: Buffer;
  jpegs: Buffer[];
}

export async function makeSampleMedia(): Promise<SampleMedia> {
  const dir = mkdtempSync(join(tmpdir(), "rd-media-"));
  try {
    const mp4 = join(dir, "clip.mp4");
    execFileSync(
      FFMPEG,
      [
        ...["-hide_banner", "-loglevel", "error", "-y"],
        ...["-f", "lavfi", "-i", "testsrc=duration=1:size=160x120:rate=10"],
        ...["-f", "lavfi", "-i", "sine=frequency=440:duration=1"],
        ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"],
        ...["-movflags", "+faststart", mp4],
      ],
      { stdio: "pipe" },
    );
    const colours = [
      { r: 214, g: 36, b: 110 },
      { r: 245, g: 133, b: 41 },
      { r: 123, g: 47, b: 191 },
    ];
    const jpegs = await Promise.all(
      colours.map((background, i) =>
        sharp({ create: { width: 320 + i * 8, height: 320, channels: 3, background } })
          .jpeg({ quality: 80 })
          .toBuffer(),
      ),
    );
    return { mp4: readFileSync(mp4), jpegs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A small MP4 (MPEG-4 video + a 440 Hz tone) in `dir`; returns its path. */
export function makeMp4(seconds = 2, dir = mkdtempSync(join(tmpdir(), "rd-mp4-"))): string {
  const file = join(dir, "clip.mp4");
  execFileSync(
    FFMPEG,
    [
      ...["-hide_banner", "-loglevel", "error"],
      ...["-f", "lavfi", "-i", `testsrc=size=160x120:rate=10:duration=${seconds}`],
      ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
      ...["-c:v", "mpeg4", "-c:a", "aac", "-movflags", "+faststart", "-shortest", file],
    ],
    { stdio: "ignore" },
  );
  return file;
}

/** The sound track of `mp4` alone, encoded by the real ffmpeg with `codec` into `out`. */
export function extractAudio(mp4: string, out: string, codec: "aac" | "libmp3lame"): Buffer {
  execFileSync(FFMPEG, ["-loglevel", "error", "-i", mp4, "-vn", "-c:a", codec, out]);
  return readFileSync(out);
}

function ffprobe(file: string, args: string[]): string {
  return execFileSync("ffprobe", ["-v", "error", ...args, file], { encoding: "utf8" }).trim();
}

/** The codec of the first audio stream, according to ffprobe. */
export function probeAudioCodec(file: string): string {
  return ffprobe(file, [
    ...["-select_streams", "a:0", "-show_entries", "stream=codec_name", "-of", "csv=p=0"],
  ]);
}

/** The number of video streams in a file, according to ffprobe. */
export function probeVideoStreams(file: string): number {
  const out = ffprobe(file, [
    ...["-select_streams", "v", "-show_entries", "stream=index", "-of", "csv=p=0"],
  ]);
  return out === "" ? 0 : out.split("\n").length;
}

/** The whole body of a response, as bytes. */
export async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/** Writes the whole body of a response to `file` (for ffprobe); returns `file`. */
export async function saveAs(res: Response, file: string): Promise<string> {
  writeFileSync(file, await bytesOf(res));
  return file;
}

/** What ffprobe reads of a file: its first video stream's size and its first sound's codec. */
export interface Probed {
  width?: number;
  height?: number;
  audio?: string;
}

/** ffprobe's reading of `bytes` (written to a file of its own first). */
export function probeBytes(bytes: Buffer, name = "file"): Probed {
  const dir = mkdtempSync(join(tmpdir(), "rd-probe-"));
  try {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    const size = ffprobe(file, [
      ...["-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0"],
    ]);
    const [width, height] = size === "" ? [] : size.split(",").map(Number);
    const audio = probeAudioCodec(file);
    return {
      ...(width ? { width } : {}),
      ...(height ? { height } : {}),
      ...(audio ? { audio } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
