import { isRecord, num, recordsAt, sizeOf, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";

/**
 * What one pin of the resource API holds, read as gallery-dl reads it: a story pin's pages
 * block by block, a carousel's slots, a video, else the original image. Videos are taken as
 * MP4 (`V_720P` first, else the widest MP4); a video Pinterest offers only as HLS is handed on
 * as its playlist (`HLS_ONLY`), which the extractor reads as a segmented stream.
 * Why: docs/decisions/050-pinterest.md, 061-x-reddit-pinterest-on-the-client.md
 */
type Json = Record<string, unknown>;

/** The extension that marks a video Pinterest streams only as an HLS playlist. */
export const HLS_ONLY = "m3u8";

/** The pin holds media we cannot hand out (a block we cannot read). */
export class UnreadablePin extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UnreadablePin";
  }
}

const isMp4 = (url: string) => new URL(url).pathname.endsWith(".mp4");
const isHls = (url: string) => new URL(url).pathname.endsWith(".m3u8");

/** The widest of `[name, entry]` pairs whose URL `fits`. */
function widest(list: Json, fits: (url: string) => boolean): Json | undefined {
  return Object.values(list)
    .filter(isRecord)
    .filter((v) => {
      const url = str(v.url);
      return url !== undefined && URL.canParse(url) && fits(url);
    })
    .sort((a, b) => (num(b.width) ?? 0) - (num(a.width) ?? 0))[0];
}

/** The MP4 of a `video_list`: V_720P first (what yt-dlp and gallery-dl fall back to), else the widest. */
function videoOf(videos: unknown, poster: string | undefined): MediaCandidate {
  const list = isRecord(videos) && isRecord(videos.video_list) ? videos.video_list : {};
  const mp4s = Object.entries(list)
    .filter((entry): entry is [string, Json] => isRecord(entry[1]))
    .filter(([, v]) => {
      const url = str(v.url);
      return url !== undefined && URL.canParse(url) && isMp4(url);
    });
  if (mp4s.length === 0) {
    // Only a playlist (yt-dlp reads V_HLSV* as m3u8 formats): its widest, as a segmented stream.
    const hls = widest(list, isHls);
    if (!hls) throw new UnreadablePin("video without a URL");
    return {
      type: "video",
      url: str(hls.url) as string,
      ext: HLS_ONLY,
      ...(poster ? { thumbnail: poster } : {}),
      ...sizeOf(hls),
    };
  }
  const [, best] =
    mp4s.find(([name]) => name === "V_720P") ??
    (mp4s.sort(([, a], [, b]) => (num(b.width) ?? 0) - (num(a.width) ?? 0))[0] as [string, Json]);
  const thumbnail = str(best.thumbnail) ?? poster;
  return {
    type: "video",
    url: str(best.url) as string,
    ...(thumbnail ? { thumbnail } : {}),
    ...sizeOf(best),
  };
}

function originalImage(pin: Json): Json | undefined {
  const images = isRecord(pin.images) ? pin.images : {};
  return isRecord(images.orig) && str(images.orig.url) ? images.orig : undefined;
}

function photo(image: Json): MediaCandidate {
  const url = str(image.url) as string;
  return { type: "photo", url, thumbnail: url, ...sizeOf(image) };
}

/** A story page's image block: its `originals`, else the original named by its signature. */
function storyImage(page: Json, block: Json, imageOrigin: string): MediaCandidate {
  const image = isRecord(block.image) && isRecord(block.image.images) ? block.image.images : {};
  const originals = isRecord(image.originals)
    ? image.originals
    : isRecord(image.orig)
      ? image.orig
      : undefined;
  if (originals && str(originals.url)) return photo(originals);
  const sig = str(block.image_signature) ?? str(page.image_signature);
  if (!sig || !/^[0-9a-f]{6,64}$/.test(sig))
    throw new UnreadablePin("story image without a source");
  const url = `${imageOrigin}/originals/${sig.slice(0, 2)}/${sig.slice(2, 4)}/${sig.slice(4, 6)}/${sig}.jpg`;
  return { type: "photo", url, thumbnail: url };
}

function story(pin: Json, story: Json, imageOrigin: string): MediaCandidate[] {
  const found: MediaCandidate[] = [];
  const pages = recordsAt(story.pages);
  for (const page of pages) {
    const blocks = recordsAt(page.blocks);
    for (const block of blocks) {
      const type = str(block.type) ?? "";
      if (type === "story_pin_video_block" || isRecord(block.video)) {
        found.push(videoOf(block.video, undefined));
      } else if (type === "story_pin_image_block") {
        // A story of one image is the pin's own original (gallery-dl).
        const own = pages.length === 1 && blocks.length === 1 ? originalImage(pin) : undefined;
        found.push(own ? photo(own) : storyImage(page, block, imageOrigin));
      }
      // Music, text and sticker blocks are not files a visitor asked for.
    }
  }
  return found;
}

/** A carousel's slots, each at its original size (`/736x/` becomes `/originals/`). */
function carousel(data: Json): MediaCandidate[] {
  return recordsAt(data.carousel_slots).map((slot) => {
    const images = isRecord(slot.images) ? Object.entries(slot.images) : [];
    const [size, image] = images.find((entry): entry is [string, Json] => isRecord(entry[1])) ?? [];
    const url = image ? str(image.url) : undefined;
    if (!size || !url) throw new UnreadablePin("carousel slot without an image");
    const original = url.replace(`/${size}/`, "/originals/");
    return { type: "photo", url: original, thumbnail: url };
  });
}

/** The pin's files, in order; empty when it holds none. `imageOrigin` names story originals. */
export function pinMedia(pin: Json, imageOrigin: string): MediaCandidate[] {
  const poster = originalImage(pin);
  if (isRecord(pin.story_pin_data) && recordsAt(pin.story_pin_data.pages).length > 0) {
    const found = story(pin, pin.story_pin_data, imageOrigin);
    if (found.length > 0) return found;
  }
  if (isRecord(pin.carousel_data) && recordsAt(pin.carousel_data.carousel_slots).length > 0) {
    return carousel(pin.carousel_data);
  }
  if (isRecord(pin.videos)) return [videoOf(pin.videos, poster ? str(poster.url) : undefined)];
  return poster ? [photo(poster)] : [];
}
