import type { MediaErrorCode } from "./media-api";
import { PLATFORM_REASONS, type PlatformReasonCode, SUPPORTED_LINKS } from "./platforms.js";

/** The sentences every platform shares; a platform's own reasons are in ./platforms.ts. */
const SHARED = {
  invalid_url: "Please enter a valid URL",
  invalid_request: "The request was not understood.",
  unsupported_link: `This link is not supported. ${SUPPORTED_LINKS}`,
  not_found: "This post could not be found. It may have been deleted.",
  private: "This post is private.",
  login_required: "This content needs a signed-in account, and this site can't fetch it right now.",
  rate_limited: "The platform is limiting requests right now. Please try again in a few minutes.",
  upstream_failed: "The download service did not answer properly. Please try again later.",
  timeout: "The download service took too long to answer. Please try again.",
  audio_unavailable: "Audio downloads are not available on this server right now.",
} satisfies Record<Exclude<MediaErrorCode, PlatformReasonCode>, string>;

/**
 * The visitor's sentence for each error code of POST /api/resolve. The server answers with
 * it and the screens fall back to it when an answer carries none, so the two never differ.
 * Stories give their own sentence where no provider can serve them (see the chain).
 */
export const MEDIA_ERROR_MESSAGES: Record<MediaErrorCode, string> = {
  ...SHARED,
  ...PLATFORM_REASONS,
};

/** How long to wait, in the words of the sentences above ("3 minutes", "45 seconds"). */
export function waitText(seconds: number): string {
  if (seconds < 60) {
    const n = Math.max(1, Math.ceil(seconds));
    return `${n} second${n === 1 ? "" : "s"}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * `rate_limited` when the server knows when its next try can succeed (the answer's
 * `retryAfter`, seconds). Why: docs/decisions/031-one-lookup-per-link.md
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `The platform is limiting requests right now. Please try again in ${waitText(retryAfterSeconds)}.`;
}
