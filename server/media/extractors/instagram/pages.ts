import { parse as parseHtml } from "node-html-parser";
import { isRecord } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import { fromWebMedia, UnusableMedia } from "./items.js";

/**
 * Readers for Instagram's HTML pages: the home page's LSD token, the post page's embedded
 * Relay JSON and og tags, and the embed page. A script's JSON may span many lines, so its
 * whole element is taken (a JSON script cannot hold a literal `</script>`), then parsed.
 */

/** The text of every `<script>` element whose opening tag matches `attribute`. */
function scripts(html: string, attribute: RegExp): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attribute.test(match[1] ?? "")) found.push(match[2] ?? "");
  }
  return found;
}

/** The LSD token of a logged-out page: `#__eqmc` JSON key `l`, else the `["LSD",[],{token}]` tuple. */
export function lsdToken(html: string): string | undefined {
  const [eqmc] = scripts(html, /\bid="__eqmc"/);
  if (eqmc) {
    try {
      const parsed: unknown = JSON.parse(eqmc);
      if (isRecord(parsed) && typeof parsed.l === "string" && parsed.l !== "") return parsed.l;
    } catch {
      // fall through to the tuple
    }
  }
  return /\[\s*"LSD"\s*,\s*\[\s*\]\s*,\s*\{\s*"token"\s*:\s*"([^"]+)"/.exec(html)?.[1];
}

/** Every JSON object of the page's `<script data-sjs>` elements. */
function sjsBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  for (const script of scripts(html, /\bdata-sjs\b/)) {
    try {
      blocks.push(JSON.parse(script));
    } catch {
      // a block we cannot read says nothing about the post
    }
  }
  return blocks;
}

const MAX_DEPTH = 24;

/** Depth-first search for values satisfying `test`, bounded so a hostile page cannot recurse us away. */
function findAll(value: unknown, test: (v: unknown) => boolean, depth = 0, out: unknown[] = []) {
  if (depth > MAX_DEPTH) return out;
  if (test(value)) out.push(value);
  if (Array.isArray(value)) {
    for (const v of value) findAll(v, test, depth + 1, out);
  } else if (isRecord(value)) {
    for (const v of Object.values(value)) findAll(v, test, depth + 1, out);
  }
  return out;
}

function polarisOf(value: unknown): unknown {
  if (!isRecord(value) || !isRecord(value.__bbox)) return undefined;
  const result = value.__bbox.result;
  const data = isRecord(result) ? result.data : undefined;
  return isRecord(data) ? data.xig_polaris_media : undefined;
}

/**
 * The post's mobile item carried in the page's Relay cache:
 * `RelayPrefetchedStreamCache` -> `__bbox.result.data.xig_polaris_media.if_not_gated_logged_out`.
 */
export function pageMediaItem(html: string): unknown {
  for (const block of sjsBlocks(html)) {
    const caches = findAll(block, (v) => Array.isArray(v) && v[0] === "RelayPrefetchedStreamCache");
    for (const cache of caches) {
      for (const holder of findAll(cache, (v) => isRecord(polarisOf(v)))) {
        const media = polarisOf(holder);
        if (isRecord(media) && isRecord(media.if_not_gated_logged_out)) {
          return media.if_not_gated_logged_out;
        }
      }
    }
  }
  return undefined;
}

function meta(html: string): (property: string) => string | undefined {
  const root = parseHtml(html);
  return (property) =>
    root.querySelector(`meta[property="${property}"]`)?.getAttribute("content") || undefined;
}

/** Why a method gives nothing for a photo asked for as a reel. */
export const PHOTO_NOT_VIDEO = "a photo, not a video";

/**
 * og:video, or og:image for a post the page itself calls a photo. A video's og:image is its
 * poster, so a page without og:video whose type is not a photo gives nothing.
 */
export function fromOgTags(html: string, mustBeVideo = false): MediaCandidate[] {
  const tag = meta(html);
  const image = tag("og:image");
  const video = tag("og:video:secure_url") ?? tag("og:video");
  if (video) {
    const candidate: MediaCandidate = { type: "video", url: video };
    if (image) candidate.thumbnail = image;
    const w = Number(tag("og:video:width"));
    const h = Number(tag("og:video:height"));
    if (w > 0 && h > 0) Object.assign(candidate, { width: w, height: h });
    return [candidate];
  }
  const isPhoto = /photo|image/i.test(tag("og:type") ?? "");
  // The page says photo where a reel was asked for: an answer about the post, not the method.
  if (image && isPhoto && mustBeVideo) throw new UnusableMedia(PHOTO_NOT_VIDEO);
  if (!image || !isPhoto) throw new UnusableMedia("no video in the page's tags");
  return [{ type: "photo", url: image, thumbnail: image }];
}

/** The `shortcode_media` embedded in the public embed page, if present. */
function embedMedia(html: string): unknown {
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

const VIDEO_HINTS =
  /"is_video"\s*:\s*true|\\"is_video\\"\s*:\s*true|GraphVideo|"video_url"|data-media-type="(?:Graph)?Video"/;

/**
 * The embed page: its media JSON (strict), or its plain image only when nothing on the page
 * says video and the link is not a reel's. Today it is mostly an empty shell.
 */
export function fromEmbedPage(html: string, mustBeVideo = false): MediaCandidate[] {
  const media = embedMedia(html);
  if (media !== undefined && media !== null) return fromWebMedia(media);
  const src = parseHtml(html).querySelector("img.EmbeddedMediaImage")?.getAttribute("src");
  const saysVideo = mustBeVideo || VIDEO_HINTS.test(html);
  if (saysVideo && (src || /"is_video"/.test(html))) {
    throw new UnusableMedia("video without a video URL");
  }
  if (!src || saysVideo) throw new UnusableMedia("no media in the page");
  return [{ type: "photo", url: src, thumbnail: src }];
}
