import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const FFMPEG = process.env.FFMPEG_PATH ?? "ffmpeg";

/**
 * Progressive MP4s (H.264 + AAC, faststart) made by the real ffmpeg, one per frame size, as
 * the clip hosts serve a video's files: each size its own bytes, so a test can tell which
 * quality it got.
 */
export async function makeClips<S extends string>(
  sizes: readonly S[],
  seconds = 1,
): Promise<Record<S, Buffer>> {
  const dir = mkdtempSync(join(tmpdir(), "rd-clips-"));
  try {
    // Made side by side: a stand-in with several qualities starts in the time of one.
    const made = await Promise.all(
      sizes.map(async (size) => {
        const file = join(dir, `${size}.mp4`);
        await promisify(execFile)(FFMPEG, [
          ...["-hide_banner", "-loglevel", "error", "-y"],
          ...["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=15:duration=${seconds}`],
          ...["-f", "lavfi", "-i", `sine=frequency=660:duration=${seconds}`],
          ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
          ...["-c:a", "aac", "-shortest", "-movflags", "+faststart", file],
        ]);
        return [size, readFileSync(file)] as const;
      }),
    );
    return Object.fromEntries(made) as Record<S, Buffer>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A real JPEG of one colour, made by ffmpeg (a story's photo snap). */
export function makeJpeg(size = "320x568", colour = "orange"): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "rd-jpeg-"));
  try {
    const file = join(dir, "photo.jpg");
    execFileSync(
      FFMPEG,
      [
        ...["-hide_banner", "-loglevel", "error", "-y"],
        ...["-f", "lavfi", "-i", `color=c=${colour}:s=${size}`, "-frames:v", "1", file],
      ],
      { stdio: "pipe" },
    );
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A JPEG's start and end markers: enough for a thumbnail relay. */
export const TINY_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
