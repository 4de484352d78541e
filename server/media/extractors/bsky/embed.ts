import { isRecord, num, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";

/**
 * What a post's embed view holds, read as cobalt and yt-dlp read it: images at `fullsize`,
 * a Tenor GIF without its downscaling query, and videos as the blob to fetch from the
 * author's server (the embed's HLS playlist is not a file the tunnel relays). Media wrapped
 * with a quote (`recordWithMedia`) and the media of a quoted post count too.
 * Why: docs/decisions/051-bsky.md
 */
type Json = Record<string, unknown>;

/** A video: its blob's CID on the server of `did`, to be fetched with getBlob. */
export interface BlobVideo {
  type: "blob";
  did: string;
  cid: string;
  mimeType?: string;
  /** Bluesky's video service's HLS playlist of it (video.bsky.app). */
  playlist?: string;
  thumbnail?: string;
  width?: number;
  height?: number;
}

export type EmbedItem = MediaCandidate | BlobVideo;

function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function aspect(view: Json): { width?: number; height?: number } {
  const ratio = isRecord(view.aspectRatio) ? view.aspectRatio : {};
  const width = num(ratio.width);
  const height = num(ratio.height);
  return width && height ? { width, height } : {};
}

function images(view: Json): MediaCandidate[] {
  return records(view.images).flatMap((image) => {
    const url = str(image.fullsize);
    if (!url) return [];
    const thumbnail = str(image.thumb) ?? url;
    return [{ type: "photo" as const, url, thumbnail, ext: "jpg", ...aspect(image) }];
  });
}

/** A GIF from Tenor (what the app's GIF picker posts), at its own size. */
function tenorGif(view: Json): MediaCandidate[] {
  const external = isRecord(view.external) ? view.external : {};
  const uri = str(external.uri);
  if (!uri || !URL.canParse(uri)) return [];
  const url = new URL(uri);
  if (url.protocol !== "https:" || url.hostname !== "media.tenor.com") return [];
  url.search = "";
  return [{ type: "photo", url: url.href, ext: "gif" }];
}

function video(view: Json, did: string | undefined, record: Json | undefined): BlobVideo[] {
  const recorded = record && isRecord(record.video) ? record.video : {};
  const ref = isRecord(recorded.ref) ? recorded.ref : {};
  const cid = str(view.cid) ?? str(ref.$link);
  if (!cid || !did) return [];
  const thumbnail = str(view.thumbnail);
  const playlist = str(view.playlist);
  const mimeType = str(recorded.mimeType);
  return [
    {
      type: "blob",
      did,
      cid,
      ...(mimeType ? { mimeType } : {}),
      ...(playlist ? { playlist } : {}),
      ...(thumbnail ? { thumbnail } : {}),
      ...aspect(view),
    },
  ];
}

/** The media of one embed view; `record` is the post record's own `embed` (for a video's CID). */
function media(view: Json, did: string | undefined, record: Json | undefined): EmbedItem[] {
  const type = str(view.$type) ?? "";
  if (type.startsWith("app.bsky.embed.images")) return images(view);
  if (type.startsWith("app.bsky.embed.video")) return video(view, did, record);
  if (type.startsWith("app.bsky.embed.external")) return tenorGif(view);
  return [];
}

/** A quoted post's first embed, with its own author (yt-dlp's nested post). */
function quoted(view: Json): EmbedItem[] {
  const record = isRecord(view.record) ? view.record : {};
  const inner = isRecord(record.record) ? record.record : record;
  const author = isRecord(inner.author) ? str(inner.author.did) : undefined;
  const value =
    isRecord(inner.value) && isRecord(inner.value.embed) ? inner.value.embed : undefined;
  const [first] = records(inner.embeds);
  if (!first) return [];
  const recordMedia = value && isRecord(value.media) ? value.media : value;
  if (str(first.$type)?.startsWith("app.bsky.embed.recordWithMedia") && isRecord(first.media)) {
    return media(first.media, author, recordMedia);
  }
  return media(first, author, recordMedia);
}

/** Every photo, GIF and video of a post view (`thread.post`), in order. */
export function postMedia(post: Json): EmbedItem[] {
  const view = isRecord(post.embed) ? post.embed : undefined;
  if (!view) return [];
  const did = isRecord(post.author) ? str(post.author.did) : undefined;
  const record =
    isRecord(post.record) && isRecord(post.record.embed) ? post.record.embed : undefined;
  const type = str(view.$type) ?? "";
  if (type.startsWith("app.bsky.embed.recordWithMedia")) {
    const own = isRecord(view.media)
      ? media(view.media, did, record && isRecord(record.media) ? record.media : undefined)
      : [];
    return own.length > 0 ? own : isRecord(view.record) ? quoted(view.record) : [];
  }
  if (type.startsWith("app.bsky.embed.record")) return quoted(view);
  return media(view, did, record);
}
