import { unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { at, isRecord, recordAt, recordsAt, str } from "../../json-fields.js";

/**
 * The player's options (`/api/play/options/<id>/`), read as cobalt a636575b and yt-dlp
 * 81ecd58b read them: `video_balancer.m3u8` (an HLS master of signed variants), `live_streams`,
 * `thumbnail_url`; asked with `no_404=true`, a refusal comes as 200 with `detail`
 * (`blocking_rule` for a region). Why: docs/decisions/082-rutube.md
 */
export interface RutubeVideo {
  hls: string;
  thumbnail?: string;
}

/** What a `detail` says: the region's block, a private video, a removed one, else unavailable. */
export function detailError(detail: Record<string, unknown>): MediaError {
  const type = str(detail.type) ?? "";
  if (type === "blocking_rule") return new MediaError("geo_blocked");
  if (/private|password|forbidden/i.test(type)) return new MediaError("private", "video_private");
  if (/delete|remove|block|ban|not_?found/i.test(type)) return new MediaError("removed");
  return new MediaError("not_found", "video_unavailable");
}

export function readOptions(options: unknown): RutubeVideo {
  if (!isRecord(options))
    throw Object.assign(new MediaError("upstream_failed"), { detail: "not an object" });
  const detail = recordAt(options, "detail");
  if (detail) throw detailError(detail);
  const hls = str(at(options, "video_balancer", "m3u8"));
  const live = recordsAt(options, "live_streams", "hls").length > 0;
  if (!hls) {
    if (live) throw new MediaError("live_stream");
    // Neither a stream nor a reason: an answer whose shape we no longer know.
    throw unreadable("no balancer");
  }
  // A live broadcast also names a balancer: cobalt refuses it as live.
  if (live) throw new MediaError("live_stream");
  const thumbnail = str(options.thumbnail_url);
  return { hls, ...(thumbnail ? { thumbnail } : {}) };
}
