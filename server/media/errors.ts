import type { MediaErrorCode } from "../../common/media-api.js";

export type { MediaErrorCode };

/**
 * The HTTP status and the short visitor-facing sentence of each error code of
 * POST /api/resolve (the codes themselves are declared in common/media-api.ts).
 */
const STATUS: Record<MediaErrorCode, number> = {
  invalid_url: 400,
  invalid_request: 400,
  unsupported_link: 422,
  not_found: 404,
  private: 403,
  login_required: 403,
  rate_limited: 429,
  // Failures of a third party are reported with 424 (Failed Dependency): the contract asks
  // for 4xx answers, and 424 is neither retried by browsers nor mistaken for our own crash.
  upstream_failed: 424,
  timeout: 424,
  audio_unavailable: 424,
};

export const MESSAGES: Record<MediaErrorCode, string> = {
  invalid_url: "Please enter a valid URL",
  invalid_request: "The request was not understood.",
  unsupported_link:
    "This link is not supported. Paste a link to an Instagram reel, post, story or a YouTube video.",
  not_found: "This post could not be found. It may have been deleted.",
  private: "This post is private.",
  login_required: "Stories can only be downloaded when this site has an Instagram session.",
  rate_limited: "The platform is limiting requests right now. Please try again in a few minutes.",
  upstream_failed: "The download service did not answer properly. Please try again later.",
  timeout: "The download service took too long to answer. Please try again.",
  audio_unavailable: "Audio downloads are not available on this server right now.",
};

export class MediaError extends Error {
  readonly status: number;

  constructor(
    readonly code: MediaErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
    this.name = "MediaError";
    this.status = STATUS[code];
  }

  toJSON(): { error: { code: MediaErrorCode; message: string } } {
    return { error: { code: this.code, message: this.message } };
  }
}

/** Codes after which the next provider in MEDIA_PROVIDERS is tried. */
export const FALLBACK_CODES: ReadonlySet<MediaErrorCode> = new Set([
  "upstream_failed",
  "timeout",
  "rate_limited",
]);
