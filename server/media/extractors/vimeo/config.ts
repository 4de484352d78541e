import { ladderStep, progressiveCandidate } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { at, isRecord, num, recordAt, recordsAt, sizeOf, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";

/**
 * The player's config (`player.vimeo.com/video/<id>/config`), read as yt-dlp 81ecd58b's
 * `_parse_config` reads it: `request.files.progressive` (where Vimeo still has them), the HLS
 * and DASH masters per CDN (`request.files.{hls,dash}.cdns.<cdn>.url`, the default CDN first),
 * `video.thumbs`, `video.live_event`, and `view` (4: the password form).
 * Why: docs/decisions/081-vimeo.md
 */
export interface VimeoVideo {
  files: { url: string; width?: number; height?: number; fps?: number }[];
  hls?: string;
  dash?: string;
  thumbnail?: string;
  width?: number;
  height?: number;
}

/** The player's `view` for a video behind its password form. */
const PASSWORD_VIEW = 4;

/** A master playlist of `files.<type>`: the default CDN's, else the first named. */
function masterOf(files: Record<string, unknown>, type: "hls" | "dash"): string | undefined {
  const entry = recordAt(files, type);
  const cdns = recordAt(entry, "cdns");
  if (!entry || !cdns) return undefined;
  const preferred = str(entry.default_cdn);
  const ordered = [
    ...(preferred && isRecord(cdns[preferred]) ? [cdns[preferred]] : []),
    ...Object.values(cdns),
  ];
  for (const cdn of ordered) {
    const url = str(at(cdn, "url"));
    if (url) return url;
  }
  return undefined;
}

/** The largest of `video.thumbs` (keyed by width; `base` is a template, not a picture). */
function thumbnailOf(video: Record<string, unknown>): string | undefined {
  const thumbs = recordAt(video, "thumbs") ?? {};
  const best = Object.entries(thumbs)
    .filter(([key]) => /^\d+$/.test(key))
    .map(([key, url]) => [Number(key), str(url)] as const)
    .filter((e): e is readonly [number, string] => e[1] !== undefined)
    .sort((a, b) => b[0] - a[0])[0];
  return best?.[1] ?? str(video.thumbnail_url);
}

/** The video the config describes, or why it will not be played to us. */
export function readConfig(config: unknown): VimeoVideo {
  if (!isRecord(config))
    throw Object.assign(new MediaError("upstream_failed"), { detail: "not an object" });
  if (config.view === PASSWORD_VIEW) throw new MediaError("private", "password_protected");
  const video = recordAt(config, "video");
  if (!video) throw Object.assign(new MediaError("upstream_failed"), { detail: "no video" });
  const live = str(at(video, "live_event", "status"));
  if (live === "started" || live === "active") throw new MediaError("live_stream");
  if (live === "pending") throw new MediaError("upcoming");
  const files = recordAt(config, "request", "files") ?? recordAt(video, "files") ?? {};
  const found: VimeoVideo = {
    files: recordsAt(files, "progressive").flatMap((f) => {
      const url = str(f.url);
      if (!url) return [];
      const width = num(f.width);
      const height = num(f.height);
      const fps = num(f.fps);
      return [
        {
          url,
          ...(width ? { width } : {}),
          ...(height ? { height } : {}),
          ...(fps ? { fps: Math.round(fps) } : {}),
        },
      ];
    }),
  };
  found.files.sort((a, b) => ladderStep(b.width, b.height) - ladderStep(a.width, a.height));
  const hls = masterOf(files, "hls");
  // DASH only as an MPD: yt-dlp asks `master.mpd` for `master.json`; the JSON playlists
  // (`playlist.json`) are the player's own format, which the relay does not read.
  const dashJson = masterOf(files, "dash");
  const dash = dashJson?.replace("/master.json", "/master.mpd");
  if (hls) found.hls = hls;
  if (dash && URL.canParse(dash) && new URL(dash).pathname.endsWith(".mpd")) found.dash = dash;
  const thumbnail = thumbnailOf(video);
  if (thumbnail) found.thumbnail = thumbnail;
  return { ...found, ...sizeOf(video) };
}

/**
 * The progressive files as one candidate (one quality per ladder step, the best up to 1080p
 * by default), or undefined when there are none, or when the tallest of them is below what
 * the video itself is (then the stream's qualities are better: decision 081).
 */
export function progressiveVideo(video: VimeoVideo): MediaCandidate | undefined {
  const [tallest] = video.files;
  if (!tallest) return undefined;
  const full = ladderStep(video.width, video.height);
  const best = ladderStep(tallest.width, tallest.height);
  if ((video.hls || video.dash) && full > 0 && best < Math.min(full, 1080)) return undefined;
  return progressiveCandidate(video.files, video.thumbnail);
}
