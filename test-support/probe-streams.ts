import { execFileSync } from "node:child_process";

/**
 * Each stream of a downloaded file as ffprobe reads it: `h264,1920,1080` for a picture (codec,
 * width, height), `aac` for a sound.
 */
export function probeStreams(file: string): string[] {
  return execFileSync(
    "ffprobe",
    [
      ...["-v", "error", "-show_entries", "stream=codec_name,width,height"],
      ...["-of", "csv=p=0", file],
    ],
    { encoding: "utf8" },
  )
    .trim()
    .split("\n")
    .map((line) => line.replace(/,+$/, ""));
}
