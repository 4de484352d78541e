import type { MediaErrorCode } from "../../common/media-api.js";
import { MEDIA_ERROR_MESSAGES, rateLimitedMessage } from "../../common/media-messages.js";

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
  members_only: 403,
  age_restricted: 403,
  // 451: withheld where the request comes from, the closest status there is for a geo-block.
  geo_blocked: 451,
  live_stream: 422,
  upcoming: 422,
  removed: 410,
};

export class MediaError extends Error {
  readonly status: number;
  /** With `rate_limited`: when a try can succeed again (sent as Retry-After). */
  retryAfterSeconds?: number;
  /**
   * The wait is this server's (too many lookups in flight), not the platform's: sent as
   * Retry-After only, so the screen says "too many requests" rather than blaming the platform.
   */
  serverBusy?: boolean;

  constructor(
    readonly code: MediaErrorCode,
    message: string = MEDIA_ERROR_MESSAGES[code],
  ) {
    super(message);
    this.name = "MediaError";
    this.status = STATUS[code];
  }

  toJSON(): { error: { code: MediaErrorCode; message: string; retryAfter?: number } } {
    const error = { code: this.code, message: this.message };
    return this.retryAfterSeconds === undefined || this.serverBusy
      ? { error }
      : { error: { ...error, retryAfter: this.retryAfterSeconds } };
  }
}

/**
 * Every egress, session and method that could answer is benched until `until`: the visitor
 * is told when to come back. Why: docs/decisions/031-one-lookup-per-link.md
 */
export function rateLimitedUntil(until: number | undefined, now = Date.now()): MediaError {
  if (until === undefined) return new MediaError("rate_limited");
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  const error = new MediaError("rate_limited", rateLimitedMessage(seconds));
  error.retryAfterSeconds = seconds;
  return error;
}

/**
 * This process already has as many lookups in flight as LOOKUPS_IN_FLIGHT allows.
 * Why: docs/decisions/064-bounded-work-and-closed-doors.md
 */
export function serverBusy(retryAfterSeconds: number): MediaError {
  // The sentence of the server's own limits (as a visitor's 429), not the platform's.
  const error = new MediaError(
    "rate_limited",
    `Too many requests. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} and try again.`,
  );
  error.retryAfterSeconds = retryAfterSeconds;
  error.serverBusy = true;
  return error;
}

/** Codes after which the next provider in MEDIA_PROVIDERS is tried. */
export const FALLBACK_CODES: ReadonlySet<MediaErrorCode> = new Set([
  "upstream_failed",
  "timeout",
  "rate_limited",
]);
