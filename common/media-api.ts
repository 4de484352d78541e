/**
 * The contract of `POST /api/resolve`, declared once for the server (server/media) and the
 * browser (resolve-client). Types only: importing it never brings server code into the
 * client bundle, and the server imports it with `import type`.
 */

/** What the downloader screen asks for; decides naming and audio extraction. */
export type ResolveKind = "reel" | "story" | "post" | "audio";

/** The request body of `POST /api/resolve`; without `kind`, the link's own kind is asked. */
export interface ResolveRequest {
  url: string;
  kind?: ResolveKind | undefined;
}

/**
 * One quality a YouTube video (or its sound) is offered in, with its own download link.
 * Video: '1080p' with its codec, muxed on the fly when video and audio come apart; audio:
 * MP3 (converted) or the original M4A or Opus stream.
 */
export interface MediaQuality {
  /** '1080p', '720p60', 'MP3', 'M4A', 'Opus'. */
  label: string;
  height?: number;
  fps?: number;
  codec: "h264" | "vp9" | "av1" | "mp3" | "aac" | "opus";
  /** Extension of the downloaded file. */
  container: "mp4" | "webm" | "mp3" | "m4a" | "opus";
  /** The platform's own size figure (video plus audio), when it gives one. */
  approxBytes?: number;
  download: string;
  filename: string;
  /** The one chosen unless the visitor picks another: best H.264 up to 1080p; MP3. */
  default?: boolean;
}

/** One downloadable file of a resolved link. */
export interface MediaItem {
  type: "video" | "photo" | "audio";
  /** Same-origin tunnel URL answering with `Content-Disposition: attachment`. */
  download: string;
  thumbnail?: string;
  filename: string;
  width?: number;
  height?: number;
  /** YouTube: every quality on offer; `download` and `filename` are the default one's. */
  qualities?: MediaQuality[];
}

/** A successful answer of `POST /api/resolve`. */
export interface ResolveResponse {
  items: MediaItem[];
  /**
   * A post with several items: all of them as one ZIP (same-origin tunnel URL), entries
   * named like the single downloads.
   */
  archive?: { download: string; filename: string };
}

/**
 * The request body of `POST /api/resolve/batch`: several links, each looked up as
 * `POST /api/resolve` would (the same kind for all, or each link's own).
 * Why: docs/decisions/074-several-links-at-once.md
 */
export interface BatchRequest {
  urls: string[];
  kind?: ResolveKind | undefined;
}

/** One link's answer in a batch: its items, or why it failed. */
export type BatchRow = { url: string } & (ResolveResponse | ResolveErrorBody);

/** The answer of `POST /api/resolve/batch` as JSON: a row per link, in the links' order. */
export interface BatchResponse {
  rows: BatchRow[];
}

/** One line of the same answer as NDJSON (`Accept: application/x-ndjson`), as each is answered. */
export type BatchLine = BatchRow & { index: number };

/**
 * The request body of `POST /api/collection`: a playlist's link, and for the pages after the
 * first the `next` of the page before. Why: docs/decisions/075-collections.md
 */
export interface CollectionRequest {
  url: string;
  page?: string | undefined;
}

/** One entry of a collection: its own link (looked up as any link), or why it cannot be. */
export interface CollectionItem {
  url: string;
  id: string;
  title: string;
  durationSeconds?: number;
  /** Same-origin tunnel URL of its picture. */
  thumbnail?: string;
  /** Why it cannot be downloaded (`video_private`, `video_unavailable`). */
  unavailable?: MediaReason;
}

/** One page of a collection (`POST /api/collection`). */
export interface CollectionResponse {
  platform: string;
  title: string;
  /** The collection's canonical link. */
  url: string;
  /** The video the pasted link also named (a video watched in a playlist), by its link. */
  item?: string;
  entries: CollectionItem[];
  /** Entries listed so far, this page's included. */
  listed: number;
  /** The most a collection lists (COLLECTION_MAX_ITEMS). */
  max: number;
  /** The next page's token, when there is one and the limit is not reached. */
  next?: string;
  /** The collection holds more than `max`: the rest is not listed. */
  truncated?: boolean;
  /** Its entries are sound only (a SoundCloud set): each comes as its sound file. */
  sound?: boolean;
}

/** The stable error codes of `POST /api/resolve`. */
export type MediaErrorCode =
  | "invalid_url"
  | "invalid_request"
  | "unsupported_link"
  | "not_found"
  | "private"
  | "login_required"
  | "rate_limited"
  | "upstream_failed"
  | "timeout"
  | "audio_unavailable"
  // A transport failure (DNS, refused, unreachable, TLS): the platform could not be reached.
  | "unreachable"
  // YouTube's reasons, each its own (docs/decisions/019-youtube-clients-and-muxing.md).
  | "members_only"
  | "age_restricted"
  | "geo_blocked"
  | "live_stream"
  | "upcoming"
  | "removed";

/**
 * Why, beside a code, when the code's own sentence does not say it (a story that is gone is
 * `not_found` with `story_gone`); each has its sentence in common/media-messages.ts.
 */
export type MediaReason =
  | "rate_limited_wait"
  | "server_busy"
  | "stories_unavailable"
  | "account_not_found"
  | "story_gone"
  | "no_public_story"
  | "snap_gone"
  | "no_sound"
  | "no_media"
  | "video_private"
  | "video_unavailable"
  | "still_processing"
  | "workspace_only"
  | "stream_only"
  | "drm_protected"
  | "outside_network"
  | "clip_signed_in"
  | "clip_gone"
  // SoundCloud's Go+ tracks: a 30-second preview only (docs/decisions/077-soundcloud.md).
  | "preview_only"
  // A track of a set blocked in the server's country (075 amendment).
  | "region_blocked"
  | "cannot_prepare"
  | "file_gone"
  | "field_missing"
  | "field_invalid"
  | "kind_invalid"
  // Batches and collections (docs/decisions/074-several-links-at-once.md, 075-collections.md).
  | "too_many_links"
  | "urls_invalid"
  | "playlist_private"
  | "not_a_collection"
  | "collection_page_invalid"
  // plat-2 (decisions 080-082)
  | "password_protected"
  | "embed_only"
  | "adults_only";

/** What a sentence names, as the answer carries it: `platform` (a registry name), `field`, `wait` (seconds). */
export type ReasonParams = Readonly<Record<string, string | number>>;

/** A failed answer of `POST /api/resolve` (`too_large` comes from the body parser). */
export interface ResolveErrorBody {
  error: {
    code: MediaErrorCode | "too_large";
    /** Why, when the code's own sentence does not say it (a story that is gone). */
    reason?: MediaReason;
    /** What the sentence names: `platform` (a registry name), `field`, `wait` (seconds). */
    params?: ReasonParams;
    /** The sentence in English; the site's screens translate the code and reason instead. */
    message: string;
    /** With `rate_limited`: seconds until a try can succeed (also the Retry-After header). */
    retryAfter?: number;
  };
}
