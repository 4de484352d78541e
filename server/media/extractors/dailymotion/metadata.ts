import { ladderStep } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, recordAt, str } from "../../json-fields.js";

/**
 * What the player's metadata (`/player/metadata/video/<id>`) says of a video, read as yt-dlp
 * 81ecd58b reads it: an `error` with Dailymotion's access code, or `qualities` (each key a list
 * of `{type, url}`: the HLS master under `auto`, progressive MP4s where Dailymotion still has
 * them), `posters`, `title`. Why: docs/decisions/080-dailymotion.md
 */
export interface DailymotionVideo {
  /** The HLS master playlist, when there is one. */
  hls?: string;
  /** Progressive MP4 files, tallest first. */
  files: { url: string; width?: number; height?: number; fps?: number }[];
  thumbnail?: string;
}

/**
 * Dailymotion's access errors (its API documentation's list, as yt-dlp reads DM007): each to
 * the visitor's answer. An unknown code is the video's unavailability, never our failure.
 */
export function accessError(code: string | undefined): MediaError {
  switch (code) {
    case "DM001":
      return new MediaError("not_found");
    case "DM002":
    case "DM004":
    case "DM005":
      return new MediaError("removed");
    case "DM003":
      return new MediaError("upcoming");
    case "DM006":
    case "DM012":
      return new MediaError("not_found", "still_processing");
    case "DM007":
      return new MediaError("geo_blocked");
    case "DM008":
    case "DM009":
      return new MediaError("age_restricted", "adults_only");
    case "DM010":
      return new MediaError("private", "video_private");
    case "DM018":
      return new MediaError("private", "password_protected");
    case "DM016":
      return new MediaError("private", "embed_only");
    default:
      return new MediaError("not_found", "video_unavailable");
  }
}

/** `/H264-1280x720/` or `/H264-1280x720-60/` in a progressive file's path (yt-dlp's reading). */
const SIZE_IN_PATH = /\/H264-(\d+)x(\d+)(?:-(60))?\//;

function sizeOf(url: string) {
  const m = SIZE_IN_PATH.exec(url);
  if (!m) return {};
  return {
    width: Number(m[1]),
    height: Number(m[2]),
    ...(m[3] ? { fps: Number(m[3]) } : {}),
  };
}

/** The largest poster (`posters` or `thumbnails`, keyed by height). */
function posterOf(metadata: Record<string, unknown>): string | undefined {
  for (const key of ["posters", "thumbnails"]) {
    const posters = recordAt(metadata, key);
    if (!posters) continue;
    const best = Object.entries(posters)
      .map(([height, url]) => [Number(height) || 0, str(url)] as const)
      .filter((e): e is readonly [number, string] => e[1] !== undefined)
      .sort((a, b) => b[0] - a[0])[0];
    if (best) return best[1];
  }
  return undefined;
}

/** The video the metadata describes, or the access error it carries. */
export function readMetadata(metadata: unknown): DailymotionVideo {
  if (!isRecord(metadata))
    throw Object.assign(new MediaError("upstream_failed"), { detail: "not an object" });
  const error = recordAt(metadata, "error");
  if (error) throw accessError(str(error.code));
  const qualities = recordAt(metadata, "qualities") ?? {};
  const video: DailymotionVideo = { files: [] };
  for (const list of Object.values(qualities)) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      if (!isRecord(entry)) continue;
      // The fragment carries the player's hints; the file is the same without it.
      const url = str(entry.url)?.split("#")[0];
      const type = str(entry.type);
      if (!url || type === "application/vnd.lumberjack.manifest") continue;
      if (type === "application/x-mpegURL") video.hls ??= url;
      else if (type === "video/mp4") video.files.push({ url, ...sizeOf(url) });
    }
  }
  video.files.sort((a, b) => ladderStep(b.width, b.height) - ladderStep(a.width, a.height));
  const thumbnail = posterOf(metadata);
  if (thumbnail) video.thumbnail = thumbnail;
  return video;
}
