import {
  ladderLabel,
  ladderStep,
  type PlatformClient,
  unreadable,
  withDefault,
} from "../../client/index.js";
import { dashQualities, readDashManifest } from "../../dash-manifest.js";
import { MediaError } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { CandidateQuality, Kind, MediaCandidate } from "../../lookup.js";
import { redditSettings } from "../../platforms/reddit/settings.js";

/**
 * What a Reddit post offers: a Reddit video (DASH, video and sound apart, muxed), a gallery's
 * images in order, an image, a GIF. Shapes from yt-dlp's reddit.py (videos, crossposts),
 * cobalt's reddit.js (fallback MP4 and audio renditions) and gallery-dl's (galleries, images).
 * Why: docs/decisions/049-reddit.md
 */
type Json = Record<string, unknown>;

function at(node: unknown, ...path: (string | number)[]): unknown {
  let value = node;
  for (const key of path) {
    if (typeof key === "number") value = Array.isArray(value) ? value[key] : undefined;
    else value = isRecord(value) ? value[key] : undefined;
  }
  return value;
}

/** HTML-escaped URLs (an answer without `raw_json=1`) made plain. */
function plain(url: unknown): string | undefined {
  const text = str(url)?.replace(/&amp;/g, "&");
  return text && /^https?:\/\//.test(text) ? text : undefined;
}

/** gallery-dl: a `preview.redd.it` image is the same file, whole, on `i.redd.it`. */
export function fullImage(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.hostname !== "preview.redd.it") return url;
    return `https://i.redd.it${parsed.pathname}`;
  } catch {
    return url;
  }
}

/** The post itself, or the one it crossposts (yt-dlp and gallery-dl read the parent's media). */
function mediaPost(post: Json): Json {
  const parent = at(post, "crosspost_parent_list", 0);
  if (isRecord(parent) && !redditVideo(post) && !isRecord(post.media_metadata)) return parent;
  return post;
}

function redditVideo(post: Json): Json | undefined {
  const video = at(post, "secure_media", "reddit_video") ?? at(post, "media", "reddit_video");
  return isRecord(video) ? video : undefined;
}

function thumbnailOf(post: Json): string | undefined {
  return plain(at(post, "preview", "images", 0, "source", "url"));
}

/** The fallback MP4's audio renditions, asked for in turn as cobalt does (HEAD, first 200). */
async function audioRendition(
  fallback: string,
  client: PlatformClient,
): Promise<string | undefined> {
  const base = fallback.split("?")[0] ?? fallback;
  const slash = base.lastIndexOf("/");
  const prefix = (base.slice(slash + 1).split("_")[0] ?? "DASH").toUpperCase();
  const folder = base.slice(0, slash + 1);
  const names = [
    `${prefix}_AUDIO_128.mp4`,
    `${prefix}_AUDIO_64.mp4`,
    `${prefix}_audio.mp4`,
    "audio",
  ];
  const rd = redditSettings.of(client.config);
  for (const name of names) {
    const url = `${folder}${name}`;
    const answer = await client.fetch(url, {
      method: "HEAD",
      headers: { "user-agent": rd.userAgent },
      cookies: false,
    });
    if (answer.status === 200) return url;
  }
  return undefined;
}

/**
 * A Reddit video: every quality of its DASH manifest, muxed with the best sound; when the
 * manifest cannot be read, the fallback MP4 muxed with the first audio rendition that answers,
 * else the fallback alone (a video without sound, as GIF-like videos are).
 */
async function videoCandidate(
  video: Json,
  post: Json,
  kind: Kind,
  client: PlatformClient,
): Promise<MediaCandidate> {
  const fallback = plain(video.fallback_url);
  const base = fallback?.split("?")[0];
  const folder = base ? base.slice(0, base.lastIndexOf("/") + 1) : undefined;
  const dashUrl = plain(video.dash_url) ?? (folder ? `${folder}DASHPlaylist.mpd` : undefined);
  const rd = redditSettings.of(client.config);
  let qualities: CandidateQuality[] = [];
  let sound: string | undefined;
  if (dashUrl) {
    const answer = await client.fetch(dashUrl, {
      headers: { "user-agent": rd.userAgent, accept: "*/*" },
      cookies: false,
    });
    if (answer.status === 200) {
      const manifest = readDashManifest(answer.text, dashUrl);
      qualities = dashQualities(manifest);
      sound = manifest.audios.sort((a, b) => b.bandwidth - a.bandwidth)[0]?.url;
    }
  }
  if (qualities.length === 0) {
    if (!fallback) throw new MediaError("not_found");
    const hasAudio = video.has_audio !== false && video.is_gif !== true;
    sound = hasAudio ? await audioRendition(fallback, client) : undefined;
    // Named by the short side, as every quality is (a 720x1280 video is 720p).
    const step = ladderStep(num(video.width), num(video.height));
    qualities = [
      {
        label: ladderLabel(num(video.width), num(video.height)) ?? "MP4",
        codec: "h264",
        ext: "mp4",
        url: fallback,
        ...(sound ? { audioUrl: sound } : {}),
        processing: sound ? "mux" : "none",
        ...(step ? { height: step } : {}),
      },
    ];
  }
  const thumbnail = thumbnailOf(post);
  if (kind === "audio") {
    if (!sound) throw new MediaError("audio_unavailable");
    return { type: "audio", url: sound, ext: "m4a", ...(thumbnail ? { thumbnail } : {}) };
  }
  // The default by the short side (decision 059's ladder): a 720x1280 video defaults to 720p.
  const all = withDefault(qualities);
  const chosen = all.find((q) => q.default) ?? all[0];
  const width = num(video.width);
  const height = num(video.height);
  return {
    type: "video",
    url: (chosen as CandidateQuality).url,
    qualities: all,
    ...(thumbnail ? { thumbnail } : {}),
    ...(width && height ? { width, height } : {}),
  };
}

/** A gallery's items in the gallery's order, each valid image (or animated image's MP4). */
function galleryItems(post: Json): MediaCandidate[] {
  const items = at(post, "gallery_data", "items");
  const meta = isRecord(post.media_metadata) ? post.media_metadata : {};
  const out: MediaCandidate[] = [];
  for (const item of Array.isArray(items) ? items : []) {
    const id = str(at(item, "media_id"));
    const entry = id ? meta[id] : undefined;
    if (!isRecord(entry) || entry.status !== "valid" || !isRecord(entry.s)) continue;
    const source = entry.s;
    const width = num(source.x);
    const height = num(source.y);
    const size = width && height ? { width, height } : {};
    const mp4 = plain(source.mp4);
    const image = plain(source.u) ?? plain(source.gif);
    if (entry.e === "AnimatedImage" && mp4) {
      out.push({ type: "video", url: mp4, ext: "mp4", ...size });
    } else if (image) {
      const url = fullImage(image);
      out.push({
        type: "photo",
        url: url.includes("i.redd.it") ? (url.split("?")[0] as string) : url,
        ...size,
      });
    }
  }
  return out;
}

/**
 * What a text post carries inline (`media_metadata` without a gallery): its images, or its one
 * video (yt-dlp reads `RedditVideo` entries' `dashUrl`). Several inline videos are not offered:
 * each would need its sound muxed, which only a single video's qualities do.
 */
function embedded(post: Json): { photos: MediaCandidate[]; video?: Json } {
  const meta = isRecord(post.media_metadata) ? post.media_metadata : {};
  const photos: MediaCandidate[] = [];
  const videos: Json[] = [];
  for (const entry of Object.values(meta)) {
    if (!isRecord(entry) || entry.status !== "valid") continue;
    const dash = plain(entry.dashUrl);
    if (entry.e === "RedditVideo" && dash) {
      videos.push({ dash_url: dash, width: entry.x, height: entry.y });
      continue;
    }
    const image = isRecord(entry.s) ? (plain(entry.s.u) ?? plain(entry.s.gif)) : undefined;
    if (entry.e === "Image" && image) photos.push({ type: "photo", url: fullImage(image) });
  }
  return videos.length === 1 && photos.length === 0 ? { photos, video: videos[0] } : { photos };
}

/**
 * An image or GIF post: the file, or for a GIF asked as a reel its MP4 rendition. A link post's
 * `url` is whatever its author wrote: only a file on Reddit's own hosts is offered (the client's
 * host policy; decision 061), anything else is a link to elsewhere, not media of the post.
 */
function imageItem(post: Json, kind: Kind, client: PlatformClient): MediaCandidate | undefined {
  const url = plain(post.url_overridden_by_dest) ?? plain(post.url);
  if (!url) return undefined;
  const host = (() => {
    try {
      return new URL(url).hostname;
    } catch {
      return "";
    }
  })();
  const image = post.post_hint === "image" || /^(?:i|preview)\.redd\.it$/.test(host);
  if (!image) return undefined;
  const source = at(post, "preview", "images", 0, "source");
  const size =
    num(at(source, "width")) && num(at(source, "height"))
      ? { width: num(at(source, "width")) as number, height: num(at(source, "height")) as number }
      : {};
  const gif = /\.gif(?:$|\?)/i.test(url);
  const mp4 = plain(at(post, "preview", "images", 0, "variants", "mp4", "source", "url"));
  const item: MediaCandidate =
    gif && mp4 && kind !== "post"
      ? { type: "video", url: mp4, ext: "mp4", ...size }
      : { type: "photo", url: fullImage(url), ...(gif ? { ext: "gif" } : {}), ...size };
  return client.ownMedia([item])[0];
}

/** Every file of the post for the screen's `kind`; not_found when it has none (text, links). */
export async function postMedia(
  post: Json,
  kind: Kind,
  client: PlatformClient,
): Promise<MediaCandidate[]> {
  const source = mediaPost(post);
  const video = redditVideo(source);
  if (video) return own(client, [await videoCandidate(video, source, kind, client)]);
  const gallery = galleryItems(source);
  if (gallery.length > 0) return own(client, gallery);
  const image = imageItem(source, kind, client);
  if (image) return [image];
  const inline = embedded(source);
  if (inline.video) return own(client, [await videoCandidate(inline.video, source, kind, client)]);
  if (inline.photos.length > 0) return own(client, inline.photos);
  if (str(post.removed_by_category)) throw new MediaError("removed");
  throw Object.assign(new MediaError("not_found"), { detail: "no media in the post" });
}

/** The items on Reddit's own hosts; none left: the answer named somewhere else (decision 061). */
function own(client: PlatformClient, found: MediaCandidate[]): MediaCandidate[] {
  const kept = client.ownMedia(found);
  if (kept.length === 0) throw unreadable("media off Reddit's hosts");
  return kept;
}
