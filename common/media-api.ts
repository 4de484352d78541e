/**
 * The contract of `POST /api/resolve`, declared once for the server (server/media) and the
 * browser (resolve-client). Types only: importing it never brings server code into the
 * client bundle, and the server imports it with `import type`.
 */

/** What the downloader screen asks for; decides naming and audio extraction. */
export type ResolveKind = "reel" | "story" | "post" | "audio";

/** The request body of `POST /api/resolve`. */
export interface ResolveRequest {
  url: string;
  kind: ResolveKind;
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
  | "audio_unavailable";

/** A failed answer of `POST /api/resolve` (`too_large` comes from the body parser). */
export interface ResolveErrorBody {
  error: { code: MediaErrorCode | "too_large"; message: string };
}
