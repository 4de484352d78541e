import { execFileSync } from "node:child_process";

/** What ffprobe reads of a file: its length and each stream's type, codec and size. */
export interface Probed {
  seconds: number;
  streams: { type: string; codec: string; width?: number; height?: number }[];
}

/** ffprobe's account of `file` (a downloaded file written to disk). */
export function probeFile(file: string): Probed {
  const out = execFileSync(
    "ffprobe",
    [
      ...["-v", "error", "-of", "json"],
      ...["-show_entries", "format=duration:stream=codec_type,codec_name,width,height"],
      file,
    ],
    { encoding: "utf8" },
  );
  const json = JSON.parse(out) as {
    format?: { duration?: string };
    streams?: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  };
  return {
    seconds: Number(json.format?.duration ?? 0),
    streams: (json.streams ?? []).map((s) => ({
      type: s.codec_type,
      codec: s.codec_name,
      ...(s.width ? { width: s.width } : {}),
      ...(s.height ? { height: s.height } : {}),
    })),
  };
}
