import { isRecord, num, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";

/**
 * Readers for Instagram's two media shapes, the mobile API item (`items[]`, `carousel_media[]`,
 * the Polaris answer, story items) and the web GraphQL node (`shortcode_media`, sidecar children).
 * They are strict: an item that says it is a video but carries no video URL, or a carousel child
 * that cannot be read, makes the whole answer unusable, so the caller tries its next method
 * instead of handing out a poster image or a shortened carousel.
 * Why: docs/decisions/023-instagram-methods.md
 */
type Json = Record<string, unknown>;

/** The answer holds media we must not guess at (the method fails; the next one is tried). */
export class UnusableMedia extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UnusableMedia";
  }
}

export function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function area(entry: Json, w: string, h: string): number {
  return (num(entry[w]) ?? 0) * (num(entry[h]) ?? 1);
}

/** The largest entry of a list of sized sources. */
function largest(list: Json[], url: string, w: string, h: string): Json | undefined {
  return list.filter((e) => str(e[url])).sort((a, b) => area(b, w, h) - area(a, w, h))[0];
}

/** A thumbnail-sized entry: the smallest at least 320 wide, else the largest. */
function thumbnailSized(list: Json[], url: string, w: string): string | undefined {
  const sorted = list
    .filter((e) => str(e[url]))
    .sort((a, b) => (num(a[w]) ?? 0) - (num(b[w]) ?? 0));
  const pick = sorted.find((e) => (num(e[w]) ?? 0) >= 320) ?? sorted.at(-1);
  return pick ? str(pick[url]) : undefined;
}

function sized(candidate: MediaCandidate, width: unknown, height: unknown): MediaCandidate {
  const w = num(width);
  const h = num(height);
  if (w && h) Object.assign(candidate, { width: w, height: h });
  return candidate;
}

const VIDEO_PRODUCTS = new Set(["clips", "igtv"]);

/** One mobile item (not a carousel): a video needs its video URL, a photo its image. */
function mobileNode(item: Json): MediaCandidate {
  const images = isRecord(item.image_versions2) ? records(item.image_versions2.candidates) : [];
  const bestImage = largest(images, "url", "width", "height");
  const thumbnail = thumbnailSized(images, "url", "width");
  const videos = records(item.video_versions);
  const saysVideo =
    item.media_type === 2 ||
    Array.isArray(item.video_versions) ||
    VIDEO_PRODUCTS.has(String(item.product_type));
  if (saysVideo) {
    const best = largest(videos, "url", "width", "height");
    const url = best ? str(best.url) : undefined;
    if (!best || !url) throw new UnusableMedia("video without a video URL");
    return sized(
      { type: "video", url, ...(thumbnail ? { thumbnail } : {}) },
      best.width,
      best.height,
    );
  }
  const url = bestImage ? str(bestImage.url) : undefined;
  if (!bestImage || !url) throw new UnusableMedia("item without media");
  return sized(
    { type: "photo", url, thumbnail: thumbnail ?? url },
    bestImage.width,
    bestImage.height,
  );
}

/** The sound of a reel as its own file: the original sound, else the licensed music asset. */
export function reelAudio(item: Json): MediaCandidate | undefined {
  const clips = isRecord(item.clips_metadata) ? item.clips_metadata : {};
  const original = isRecord(clips.original_sound_info) ? clips.original_sound_info : {};
  const asset = (info: unknown) =>
    isRecord(info) && isRecord(info.music_asset_info)
      ? str(info.music_asset_info.progressive_download_url)
      : undefined;
  const metadata = isRecord(item.music_metadata) ? item.music_metadata : {};
  const url =
    str(original.progressive_download_url) ?? asset(clips.music_info) ?? asset(metadata.music_info);
  return url ? { type: "audio", url, ext: "m4a" } : undefined;
}

/** A mobile media item, carousels included (every child, in order); the reel's own sound last. */
export function fromMobileItem(item: unknown): MediaCandidate[] {
  if (!isRecord(item)) throw new UnusableMedia("no media item");
  const isCarousel = item.media_type === 8 || Array.isArray(item.carousel_media);
  let found: MediaCandidate[];
  if (isCarousel) {
    const children = Array.isArray(item.carousel_media) ? item.carousel_media : [];
    const expected = num(item.carousel_media_count) ?? children.length;
    if (children.length === 0 || children.length < expected) {
      throw new UnusableMedia("carousel with missing children");
    }
    found = children.map((child) => {
      if (!isRecord(child)) throw new UnusableMedia("carousel child without media");
      return mobileNode(child);
    });
  } else {
    found = [mobileNode(item)];
  }
  const audio = reelAudio(item);
  if (audio) found.push(audio);
  return found;
}

function isWebVideo(node: Json): boolean {
  return node.is_video === true || /Video$/.test(String(node.__typename ?? ""));
}

/** One node of the web shape (`shortcode_media`, a sidecar child, a GraphQL story item). */
function webNode(node: Json): MediaCandidate {
  const dims = isRecord(node.dimensions) ? node.dimensions : {};
  const displayResources = records(node.display_resources);
  const bestImage = largest(displayResources, "src", "config_width", "config_height");
  const image = str(node.display_url) ?? (bestImage ? str(bestImage.src) : undefined);
  const thumbnail = thumbnailSized(displayResources, "src", "config_width") ?? image;
  if (isWebVideo(node)) {
    const best = largest(records(node.video_resources), "src", "config_width", "config_height");
    const direct = str(node.video_url);
    const url = direct ?? (best ? str(best.src) : undefined);
    if (!url) throw new UnusableMedia("video without a video URL");
    const w = direct ? dims.width : best?.config_width;
    const h = direct ? dims.height : best?.config_height;
    return sized({ type: "video", url, ...(thumbnail ? { thumbnail } : {}) }, w, h);
  }
  const url = (bestImage ? str(bestImage.src) : undefined) ?? image;
  if (!url) throw new UnusableMedia("item without media");
  const w = bestImage ? bestImage.config_width : dims.width;
  const h = bestImage ? bestImage.config_height : dims.height;
  return sized({ type: "photo", url, thumbnail: thumbnail ?? url }, w, h);
}

/** `shortcode_media` / `xdt_shortcode_media` (GraphQL, embed page), sidecars with every child. */
export function fromWebMedia(media: unknown): MediaCandidate[] {
  if (!isRecord(media)) throw new UnusableMedia("no media item");
  const sidecar = isRecord(media.edge_sidecar_to_children)
    ? media.edge_sidecar_to_children.edges
    : undefined;
  if (Array.isArray(sidecar)) {
    if (sidecar.length === 0) throw new UnusableMedia("carousel with missing children");
    return sidecar.map((edge) => {
      if (!isRecord(edge) || !isRecord(edge.node)) {
        throw new UnusableMedia("carousel child without media");
      }
      return webNode(edge.node);
    });
  }
  return [webNode(media)];
}

/** A story item in either shape (GraphQL `video_resources`, mobile `video_versions`). */
export function fromStoryItem(item: unknown): MediaCandidate[] {
  if (!isRecord(item)) throw new UnusableMedia("no media item");
  if ("video_versions" in item || "image_versions2" in item) return fromMobileItem(item);
  return [webNode(item)];
}
