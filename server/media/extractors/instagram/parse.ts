import { parse as parseHtml } from "node-html-parser";
import { isRecord, num, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../providers/types.js";

/**
 * Readers for Instagram's answers, web (GraphQL `shortcode_media`, embed page, og tags)
 * and mobile (`items[]` of the private API), kept pure so recorded answers test them.
 */
type Json = Record<string, unknown>;

function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** The largest entry of a list of sized sources. */
function largest(list: Json[], url: string, w: string, h: string): Json | undefined {
  return list
    .filter((e) => str(e[url]))
    .sort((a, b) => (num(b[w]) ?? 0) * (num(b[h]) ?? 1) - (num(a[w]) ?? 0) * (num(a[h]) ?? 1))[0];
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

/** One node of the web shape (`shortcode_media`, a sidecar child, a GraphQL story item). */
function webNode(node: Json): MediaCandidate | undefined {
  const dims = isRecord(node.dimensions) ? node.dimensions : {};
  const displayResources = records(node.display_resources);
  const bestImage = largest(displayResources, "src", "config_width", "config_height");
  const image = str(node.display_url) ?? (bestImage ? str(bestImage.src) : undefined);
  const thumbnail = thumbnailSized(displayResources, "src", "config_width") ?? image;
  if (node.is_video === true) {
    const videoResources = records(node.video_resources);
    const best = largest(videoResources, "src", "config_width", "config_height");
    const url = str(node.video_url) ?? (best ? str(best.src) : undefined);
    if (!url) return undefined;
    const w = best && !str(node.video_url) ? best.config_width : dims.width;
    const h = best && !str(node.video_url) ? best.config_height : dims.height;
    return sized({ type: "video", url, ...(thumbnail ? { thumbnail } : {}) }, w, h);
  }
  const url = (bestImage ? str(bestImage.src) : undefined) ?? image;
  if (!url) return undefined;
  const w = bestImage ? bestImage.config_width : dims.width;
  const h = bestImage ? bestImage.config_height : dims.height;
  return sized({ type: "photo", url, thumbnail: thumbnail ?? url }, w, h);
}

/** `shortcode_media` / `xdt_shortcode_media` (GraphQL and embed page), carousels included. */
export function fromWebMedia(media: unknown): MediaCandidate[] {
  if (!isRecord(media)) return [];
  const sidecar = isRecord(media.edge_sidecar_to_children)
    ? records(media.edge_sidecar_to_children.edges)
    : [];
  if (sidecar.length > 0) {
    return sidecar
      .map((edge) => (isRecord(edge.node) ? webNode(edge.node) : undefined))
      .filter((c): c is MediaCandidate => c !== undefined);
  }
  const single = webNode(media);
  return single ? [single] : [];
}

/** The sound of a reel as its own file, when Instagram offers one. */
export function reelAudio(item: Json): MediaCandidate | undefined {
  const clips = isRecord(item.clips_metadata) ? item.clips_metadata : undefined;
  const original =
    clips && isRecord(clips.original_sound_info) ? clips.original_sound_info : undefined;
  const music = clips && isRecord(clips.music_info) ? clips.music_info : undefined;
  const asset = music && isRecord(music.music_asset_info) ? music.music_asset_info : undefined;
  const url =
    (original ? str(original.progressive_download_url) : undefined) ??
    (asset ? str(asset.progressive_download_url) : undefined);
  return url ? { type: "audio", url, ext: "m4a" } : undefined;
}

/** One item of the mobile shape (`items[]`, `carousel_media[]`, story items). */
function mobileNode(item: Json): MediaCandidate | undefined {
  const images = isRecord(item.image_versions2) ? records(item.image_versions2.candidates) : [];
  const bestImage = largest(images, "url", "width", "height");
  const thumbnail = thumbnailSized(images, "url", "width");
  const videos = records(item.video_versions);
  if (videos.length > 0) {
    const best = largest(videos, "url", "width", "height");
    if (!best) return undefined;
    return sized(
      { type: "video", url: str(best.url) as string, ...(thumbnail ? { thumbnail } : {}) },
      best.width,
      best.height,
    );
  }
  if (!bestImage) return undefined;
  const url = str(bestImage.url) as string;
  return sized(
    { type: "photo", url, thumbnail: thumbnail ?? url },
    bestImage.width,
    bestImage.height,
  );
}

/** A media item of the mobile API, carousels included; the reel's own sound last. */
export function fromMobileItem(item: unknown): MediaCandidate[] {
  if (!isRecord(item)) return [];
  const carousel = records(item.carousel_media);
  const nodes = carousel.length > 0 ? carousel : [item];
  const found = nodes.map(mobileNode).filter((c): c is MediaCandidate => c !== undefined);
  const audio = reelAudio(item);
  if (audio) found.push(audio);
  return found;
}

/** A story item in either shape (GraphQL `video_resources`, mobile `video_versions`). */
export function fromStoryItem(item: unknown): MediaCandidate[] {
  if (!isRecord(item)) return [];
  if (item.video_versions || item.image_versions2) return fromMobileItem(item);
  const node = webNode(item);
  return node ? [node] : [];
}

/** The `shortcode_media` embedded in the public embed page, if present. */
export function embedMedia(html: string): unknown {
  const context = /"contextJSON":("(?:\\.|[^"\\])*")/.exec(html)?.[1];
  if (context) {
    try {
      const parsed: unknown = JSON.parse(JSON.parse(context) as string);
      if (isRecord(parsed) && isRecord(parsed.gql_data)) {
        return parsed.gql_data.shortcode_media ?? parsed.gql_data.xdt_shortcode_media;
      }
    } catch {
      // not the shape we know; other readers follow
    }
  }
  const extra = /window\.__additionalDataLoaded\('extra',\s*(\{.*?\})\);<\/script>/s.exec(
    html,
  )?.[1];
  if (extra) {
    try {
      const parsed: unknown = JSON.parse(extra);
      if (isRecord(parsed)) return parsed.shortcode_media ?? parsed.xdt_shortcode_media;
    } catch {
      // ignore
    }
  }
  return undefined;
}

/** The embed page's plain image (photo posts without embedded JSON). */
export function embedImage(html: string): MediaCandidate[] {
  const img = parseHtml(html).querySelector("img.EmbeddedMediaImage");
  const src = img?.getAttribute("src");
  return src ? [{ type: "photo", url: src, thumbnail: src }] : [];
}

/** og:video / og:image of a logged-out post page. */
export function fromOgTags(html: string): MediaCandidate[] {
  const root = parseHtml(html);
  const meta = (property: string) =>
    root.querySelector(`meta[property="${property}"]`)?.getAttribute("content") ?? undefined;
  const image = meta("og:image");
  const video = meta("og:video:secure_url") ?? meta("og:video");
  if (video) {
    return [
      sized(
        { type: "video", url: video, ...(image ? { thumbnail: image } : {}) },
        Number(meta("og:video:width")),
        Number(meta("og:video:height")),
      ),
    ];
  }
  return image ? [{ type: "photo", url: image, thumbnail: image }] : [];
}
