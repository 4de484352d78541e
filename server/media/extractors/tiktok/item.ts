import { heightQualities, unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { Kind, MediaCandidate } from "../../lookup.js";

export { unreadable };

/**
 * Turns a post (`itemStruct` of the page's `webapp.video-detail`) into candidates: a video
 * with its H.264 ladder as qualities, or a slideshow's images; the audio screen gets the
 * post's sound. Every candidate carries `headers` (the page's cookies): TikTok's video host
 * answers 403 without them. Why: docs/decisions/043-tiktok.md
 */

type Json = Record<string, unknown>;

/** What TikTok's status code says about the post; undefined when it is readable (0). */
export function statusError(status: number): MediaError | undefined {
  if (status === 0) return undefined;
  // 10216: private post; 10222: private account (yt-dlp, gallery-dl)
  if (status === 10216 || status === 10222) return new MediaError("private");
  // 10231: region locked (gallery-dl)
  if (status === 10231) return new MediaError("geo_blocked");
  // 10204 "not available", 10221 "user not found", and whatever else: the post is not there.
  return new MediaError("not_found");
}

/** The first URL of a list that is not on the web host (yt-dlp drops those: they are broken). */
function firstUrl(list: unknown, prefer?: (url: string) => boolean): string | undefined {
  if (!Array.isArray(list)) return undefined;
  const urls = list
    .map(str)
    .filter((u): u is string => u !== undefined)
    .filter((u) => {
      try {
        return new URL(u).hostname !== "www.tiktok.com";
      } catch {
        return false;
      }
    });
  return (prefer ? urls.find(prefer) : undefined) ?? urls[0];
}

interface Rung {
  height: number;
  width?: number;
  url: string;
  bytes?: number;
  bitrate: number;
}

/** The H.264 rungs of `bitrateInfo`, one per height, tallest first (then highest bitrate). */
function h264Ladder(video: Json): Rung[] {
  const rungs: Rung[] = [];
  for (const entry of Array.isArray(video.bitrateInfo) ? video.bitrateInfo : []) {
    if (!isRecord(entry) || !isRecord(entry.PlayAddr)) continue;
    const codec = str(entry.CodecType) ?? "";
    if (codec !== "h264") continue;
    const url = firstUrl(entry.PlayAddr.UrlList);
    // A path ending in /media-video-hvc1/ is video-only (yt-dlp, 2026-08).
    if (!url || new URL(url).pathname.endsWith("/media-video-hvc1/")) continue;
    const height = num(entry.PlayAddr.Height) ?? 0;
    const width = num(entry.PlayAddr.Width);
    const bytes = num(entry.PlayAddr.DataSize);
    if (height <= 0) continue;
    rungs.push({
      height: Math.min(height, width ?? height),
      ...(width ? { width } : {}),
      url,
      ...(bytes ? { bytes } : {}),
      bitrate: num(entry.Bitrate) ?? 0,
    });
  }
  rungs.sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  return rungs.filter((r, i) => rungs.findIndex((o) => o.height === r.height) === i);
}

function videoCandidate(video: Json, headers: Record<string, string>): MediaCandidate {
  const playAddr = str(video.playAddr);
  const ladder = h264Ladder(video);
  const cover = str(video.cover) ?? str(video.originCover);
  const width = num(video.width);
  const height = num(video.height);
  const base: MediaCandidate = {
    type: "video",
    url: ladder[0]?.url ?? playAddr ?? "",
    ext: "mp4",
    headers,
    ...(cover ? { thumbnail: cover } : {}),
    ...(width && height ? { width, height } : {}),
  };
  if (!base.url) throw unreadable("no video address");
  if (ladder.length < 2) return base;
  // TikTok's own gears (540p among them) name the rungs; the default is the one ladder's pick,
  // the best up to 1080 by the short side.
  const qualities = heightQualities(ladder);
  const chosen = qualities.find((q) => q.default);
  return { ...base, ...(chosen ? { url: chosen.url } : {}), qualities };
}

function imageCandidates(images: unknown[], headers: Record<string, string>): MediaCandidate[] {
  return images.map((image) => {
    const info = isRecord(image) ? image : {};
    // The JPEG first, as cobalt picks it (the list also has WebP).
    const url = firstUrl(isRecord(info.imageURL) ? info.imageURL.urlList : undefined, (u) =>
      /\.jpe?g$/i.test(new URL(u).pathname),
    );
    if (!url) throw unreadable("a slideshow image without an address");
    const width = num(info.imageWidth);
    const height = num(info.imageHeight);
    return {
      type: "photo",
      url,
      ext: "jpg",
      headers,
      ...(width && height ? { width, height } : {}),
    } satisfies MediaCandidate;
  });
}

function soundCandidate(
  music: unknown,
  headers: Record<string, string>,
): MediaCandidate | undefined {
  if (!isRecord(music)) return undefined;
  const url = str(music.playUrl);
  if (!url) return undefined;
  const mp3 = /mime_type=audio_mpeg/.test(url) || /\.mp3$/.test(new URL(url).pathname);
  const cover = str(music.coverLarge) ?? str(music.coverMedium);
  return {
    type: "audio",
    url,
    headers,
    ...(mp3 ? { mp3: true, ext: "mp3" } : {}),
    ...(cover ? { thumbnail: cover } : {}),
  };
}

/** The candidates of one post for the screen `kind`. */
export function candidatesOf(
  item: Json,
  kind: Kind,
  headers: Record<string, string>,
): MediaCandidate[] {
  const images =
    isRecord(item.imagePost) && Array.isArray(item.imagePost.images)
      ? item.imagePost.images
      : undefined;
  const video = isRecord(item.video) ? item.video : undefined;
  const hasVideo = Boolean(video && (str(video.playAddr) || Array.isArray(video.bitrateInfo)));
  if (!images?.length && !hasVideo) {
    // A post TikTok classifies as not for every audience comes without its video to visitors.
    if (item.isContentClassified === true) throw new MediaError("age_restricted");
    throw unreadable("a post without media");
  }
  if (kind === "audio") {
    const sound = soundCandidate(item.music, headers);
    if (sound) return [sound];
    // No sound of its own: the video's track (converted), if there is a video.
    if (!images?.length && video) {
      const { qualities: _ladder, ...single } = videoCandidate(video, headers);
      return [single];
    }
    throw new MediaError("not_found", "no_sound");
  }
  if (images?.length) {
    // The slideshow's sound after its photos, as cobalt's picker gives it (issue 34).
    const sound = soundCandidate(item.music, headers);
    return [...imageCandidates(images, headers), ...(sound ? [sound] : [])];
  }
  return [videoCandidate(video as Json, headers)];
}
