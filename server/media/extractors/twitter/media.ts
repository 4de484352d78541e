import { MediaError } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { CandidateQuality, Kind, MediaCandidate } from "../../lookup.js";

/**
 * A post's media entities (GraphQL's `extended_entities.media`, syndication's `mediaDetails`:
 * the same shape) as candidates: photos at their original size, videos and GIFs as their MP4
 * variants by bitrate. Why: docs/decisions/046-twitter.md
 */

type Json = Record<string, unknown>;

export const NO_MEDIA = "no_media";

interface Variant {
  url: string;
  bitrate: number;
  width?: number;
  height?: number;
}

/** The MP4 variants, best bitrate first, `tag` stripped (X answered 403 with it: cobalt #1486). */
function mp4Variants(media: Json): Variant[] {
  const info = isRecord(media.video_info) ? media.video_info : {};
  const variants = Array.isArray(info.variants) ? info.variants : [];
  const out: Variant[] = [];
  for (const variant of variants) {
    if (!isRecord(variant)) continue;
    const type = str(variant.content_type) ?? str(variant.type);
    const raw = str(variant.url) ?? str(variant.src);
    if (type !== "video/mp4" || !raw) continue;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    url.searchParams.delete("tag");
    const size = /\/(\d+)x(\d+)\//.exec(url.pathname);
    out.push({
      url: url.href,
      bitrate: num(variant.bitrate) ?? num(variant.bit_rate) ?? 0,
      ...(size ? { width: Number(size[1]), height: Number(size[2]) } : {}),
    });
  }
  return out.sort((a, b) => b.bitrate - a.bitrate);
}

function videoCandidate(media: Json): MediaCandidate {
  const variants = mp4Variants(media);
  const best = variants[0];
  if (!best)
    throw Object.assign(new MediaError("upstream_failed"), { detail: "a video without an MP4" });
  const poster = str(media.media_url_https);
  const original = isRecord(media.original_info) ? media.original_info : {};
  const width = num(original.width) ?? best.width;
  const height = num(original.height) ?? best.height;
  const candidate: MediaCandidate = {
    type: "video",
    url: best.url,
    ext: "mp4",
    ...(poster ? { thumbnail: poster } : {}),
    ...(width && height ? { width, height } : {}),
  };
  // Qualities when the variants say their sizes and there is more than one.
  const sized = variants.filter((v) => v.width && v.height);
  const labelled = sized.filter(
    (v, i) =>
      sized.findIndex(
        (o) => Math.min(o.width ?? 0, o.height ?? 0) === Math.min(v.width ?? 0, v.height ?? 0),
      ) === i,
  );
  if (labelled.length < 2) return candidate;
  const qualities = labelled.map((v, i): CandidateQuality => {
    const short = Math.min(v.width ?? 0, v.height ?? 0);
    return {
      label: `${short}p`,
      height: short,
      codec: "h264",
      ext: "mp4",
      url: v.url,
      processing: "none",
      ...(i === 0 ? { default: true } : {}),
    };
  });
  return { ...candidate, qualities };
}

function photoCandidate(media: Json): MediaCandidate {
  const base = str(media.media_url_https);
  if (!base)
    throw Object.assign(new MediaError("upstream_failed"), {
      detail: "a photo without an address",
    });
  const url = new URL(base);
  // The original file (gallery-dl); without it X serves a resized copy.
  url.searchParams.set("name", "orig");
  const original = isRecord(media.original_info) ? media.original_info : {};
  const width = num(original.width);
  const height = num(original.height);
  const ext = /\.(jpe?g|png|webp|gif)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  return {
    type: "photo",
    url: url.href,
    ext: ext === "jpeg" ? "jpg" : (ext ?? "jpg"),
    ...(width && height ? { width, height } : {}),
  };
}

/** The candidates for the screen `kind`; `index` (from 1) keeps only that item. */
export function candidatesOf(entities: unknown[], kind: Kind, index?: number): MediaCandidate[] {
  let media = entities.filter(isRecord);
  if (index !== undefined && index >= 1 && index <= media.length)
    media = [media[index - 1] as Json];
  const found = media
    .filter((m) => {
      const availability = isRecord(m.ext_media_availability) ? m.ext_media_availability : {};
      return str(availability.status) !== "Unavailable";
    })
    .map((m) => (m.type === "photo" ? photoCandidate(m) : videoCandidate(m)));
  if (found.length === 0) throw new MediaError("not_found", NO_MEDIA);
  if (kind !== "audio") return found;
  // The sound of the first video (converted to MP3 by the tunnel); a post of photos has none.
  const video = found.find((c) => c.type === "video");
  if (!video) throw new MediaError("not_found", "no_sound");
  const { qualities: _ladder, ...single } = video;
  return [single];
}
