import { Page, parseJson } from "../../client/index.js";
import { isRecord } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import { fromWebMedia, UnusableMedia } from "./items.js";

/**
 * Readers for Instagram's HTML pages: the home page's LSD token, the post page's embedded
 * Relay JSON and og tags, and the embed page. Each page is read once by the client's `Page`
 * (one linear pass of an HTML tokenizer); only the text of a script is searched, never the
 * markup. A reader takes the page, or its HTML (read here).
 * Why: docs/decisions/023-instagram-methods.md, 060-instagram-and-youtube-on-the-client.md
 */
export type Html = Page | string;

function pageOf(html: Html): Page {
  return typeof html === "string" ? new Page(html) : html;
}

/** `["LSD",[],{"token":"..."}` in a script: the token the logged-out web app posts back. */
const LSD_TUPLE = /^\[\s*"LSD"\s*,\s*\[\s*\]\s*,\s*\{\s*"token"\s*:\s*"([^"]+)"/;

/** The LSD token of a logged-out page: `#__eqmc` JSON key `l`, else the `["LSD",[],{token}]` tuple. */
export function lsdToken(html: Html): string | undefined {
  const page = pageOf(html);
  const eqmc = page.scriptJson({ id: "__eqmc" });
  if (isRecord(eqmc) && typeof eqmc.l === "string" && eqmc.l !== "") return eqmc.l;
  for (const text of page.scriptTexts()) {
    for (let at = text.indexOf('"LSD"'); at >= 0; at = text.indexOf('"LSD"', at + 5)) {
      const start = text.lastIndexOf("[", at);
      const token = start >= 0 ? LSD_TUPLE.exec(text.slice(start, at + 200))?.[1] : undefined;
      if (token) return token;
    }
  }
  return undefined;
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
export function pageMediaItem(html: Html): unknown {
  for (const block of pageOf(html).sjs("RelayPrefetchedStreamCache")) {
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

/** Why a method gives nothing for a photo asked for as a reel. */
export const PHOTO_NOT_VIDEO = "a photo, not a video";

/**
 * og:video, or og:image for a post the page itself calls a photo. A video's og:image is its
 * poster, so a page without og:video whose type is not a photo gives nothing.
 */
export function fromOgTags(html: Html, mustBeVideo = false): MediaCandidate[] {
  const page = pageOf(html);
  const image = page.meta("og:image");
  const video = page.meta("og:video:secure_url") ?? page.meta("og:video");
  if (video) {
    const candidate: MediaCandidate = { type: "video", url: video };
    if (image) candidate.thumbnail = image;
    const w = Number(page.meta("og:video:width"));
    const h = Number(page.meta("og:video:height"));
    if (w > 0 && h > 0) Object.assign(candidate, { width: w, height: h });
    return [candidate];
  }
  const isPhoto = /photo|image/i.test(page.meta("og:type") ?? "");
  // The page says photo where a reel was asked for: an answer about the post, not the method.
  if (image && isPhoto && mustBeVideo) throw new UnusableMedia(PHOTO_NOT_VIDEO);
  if (!image || !isPhoto) throw new UnusableMedia("no video in the page's tags");
  return [{ type: "photo", url: image, thumbnail: image }];
}

/** The embed page's script that hands its post over: `window.__additionalDataLoaded('extra', {...});`. */
const EXTRA = "window.__additionalDataLoaded('extra',";
/** The embed page's `"contextJSON":"<JSON as a string>"`. */
const CONTEXT_JSON = /"contextJSON":("(?:\\.|[^"\\])*")/;

function mediaOf(gql: unknown): unknown {
  return isRecord(gql) ? (gql.shortcode_media ?? gql.xdt_shortcode_media) : undefined;
}

/** The `shortcode_media` embedded in the public embed page's scripts, if present. */
function embedMedia(page: Page): unknown {
  for (const text of page.scriptTexts()) {
    const context = CONTEXT_JSON.exec(text)?.[1];
    const inner = context ? parseJson(String(parseJson(context) ?? "")) : undefined;
    if (isRecord(inner) && isRecord(inner.gql_data)) return mediaOf(inner.gql_data);
    const at = text.indexOf(EXTRA);
    if (at >= 0) {
      const rest = text.slice(at + EXTRA.length).trim();
      const found = mediaOf(parseJson(rest.endsWith(");") ? rest.slice(0, -2) : rest));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** What in a script says the post is a video (as JSON, or as JSON inside a string). */
const VIDEO_WORDS = /"is_video"\s*:\s*true|\\"is_video\\"\s*:\s*true|GraphVideo|"video_url"/;
const VIDEO_TYPES = new Set(["GraphVideo", "Video"]);

/** The tags the embed page is read for beyond the usual ones. */
export const EMBED_TAGS = ["img", "div"] as const;

/**
 * The embed page: its media JSON (strict), or its plain image only when nothing on the page
 * says video and the link is not a reel's. Today it is mostly an empty shell.
 */
export function fromEmbedPage(html: Html, mustBeVideo = false): MediaCandidate[] {
  const page = typeof html === "string" ? new Page(html, { keep: EMBED_TAGS }) : html;
  const media = embedMedia(page);
  if (media !== undefined && media !== null) return fromWebMedia(media);
  const src = page
    .elements("img")
    .find((img) => (img.class ?? "").split(/\s+/).includes("EmbeddedMediaImage"))?.src;
  const scripts = page.scriptTexts();
  const saysVideo =
    mustBeVideo ||
    scripts.some((text) => VIDEO_WORDS.test(text)) ||
    page.elements("div").some((div) => VIDEO_TYPES.has(div["data-media-type"] ?? ""));
  if (saysVideo && (src || scripts.some((text) => text.includes('"is_video"')))) {
    throw new UnusableMedia("video without a video URL");
  }
  if (!src || saysVideo) throw new UnusableMedia("no media in the page");
  return [{ type: "photo", url: src, thumbnail: src }];
}
