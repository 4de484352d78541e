/** What ffmpeg makes of its piped inputs. */
export type Output = "mp3" | "mp4" | "webm" | "m4a" | "opus";

export const OUTPUT_TYPES: Record<Output, string> = {
  mp3: "audio/mpeg",
  mp4: "video/mp4",
  webm: "video/webm",
  m4a: "audio/mp4",
  opus: "audio/ogg",
};

// Fragmented MP4: playable while it is still being written, and no seeking back, so it can
// go straight to the visitor (a plain MP4 writes its index at the end).
const FRAGMENTED = ["-movflags", "frag_keyframe+empty_moov+default_base_moof"];

/**
 * The arguments for one job: inputs are pipes 3 (and 4), output is pipe 1; ffmpeg never
 * opens a URL or a file. Video and audio are copied as they are, only MP3 is encoded.
 */
export function ffmpegArgs(output: Output, inputs: 1 | 2): string[] {
  // With two piped inputs ffmpeg's default queue of 8 packets per input stalls the reader
  // threads on each other: a 60 s 1080p mux took 2.7 s with it, 0.33 s with 256 (bench/mux.bench.ts).
  const queue = ["-thread_queue_size", "256"];
  const args = ["-hide_banner", "-nostdin", "-loglevel", "error", ...queue, "-i", "pipe:3"];
  if (inputs === 2) {
    args.push(...queue, "-i", "pipe:4", "-map", "0:v:0", "-map", "1:a:0", "-c", "copy");
  } else args.push("-map", "0:a:0", "-vn");
  switch (output) {
    case "mp3":
      args.push("-acodec", "libmp3lame", "-q:a", "2", "-f", "mp3");
      break;
    case "mp4":
      args.push(...FRAGMENTED, "-f", "mp4");
      break;
    case "m4a":
      args.push("-c", "copy", ...FRAGMENTED, "-f", "ipod");
      break;
    case "webm":
      args.push("-f", "webm");
      break;
    case "opus":
      args.push("-c", "copy", "-f", "opus");
      break;
  }
  args.push("pipe:1");
  return args;
}

/**
 * The arguments for a segmented stream's job: one input (a video with its sound in it, or a
 * sound alone) or two (video, then sound), each the stream's segments one after another on a
 * pipe; streams copied as they are (MP3 encoded). HLS carries AAC in ADTS frames (MPEG-TS),
 * which MP4 stores without their headers: ffmpeg 5 does not drop them by itself when copying,
 * so the filter is named (it leaves AAC from MP4 segments as it is). ffmpeg still opens no URL.
 * Why: docs/decisions/072-segmented-streams.md
 */
export function segmentArgs(output: Output, inputs: 1 | 2): string[] {
  if (output === "mp3" || output === "opus") return ffmpegArgs(output, 1);
  const queue = ["-thread_queue_size", "256"];
  const args = ["-hide_banner", "-nostdin", "-loglevel", "error", ...queue, "-i", "pipe:3"];
  if (output === "m4a") {
    args.push("-map", "0:a:0", "-vn", "-c", "copy", "-bsf:a", "aac_adtstoasc");
    args.push(...FRAGMENTED, "-f", "ipod", "pipe:1");
    return args;
  }
  if (inputs === 2) args.push(...queue, "-i", "pipe:4", "-map", "0:v:0", "-map", "1:a:0");
  // The sound, when the variant has one (`?`: a silent stream is still a video).
  else args.push("-map", "0:v:0", "-map", "0:a:0?");
  args.push("-c", "copy");
  if (output === "mp4") args.push("-bsf:a", "aac_adtstoasc", ...FRAGMENTED, "-f", "mp4");
  else args.push("-f", "webm");
  args.push("pipe:1");
  return args;
}
