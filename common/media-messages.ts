import type { MediaErrorCode, MediaReason, ReasonParams } from "./media-api.js";
import { labelOf, SUPPORTED_LINKS } from "./platforms.js";

/**
 * The English sentence of every error code of POST /api/resolve. Placeholders are plain
 * `{name}` arguments (no plural or select): the server fills them for its English `message`,
 * the browser translates the same sentence by its code in the page's language.
 * Why: docs/decisions/067-visitor-sentences-are-codes.md
 */
const CODE_SENTENCES = {
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
  unreachable: "We could not reach {platform} right now. Please try again later.",
  // YouTube's reasons, each its own code (docs/decisions/019-youtube-clients-and-muxing.md).
  members_only: "This video is only available to the channel's members.",
  age_restricted: "This video is age-restricted, and YouTube shows it only to signed-in viewers.",
  geo_blocked: "This video is not available in the country this server is in.",
  live_stream: "Live streams can be downloaded once they have ended.",
  upcoming: "This video has not been published yet. Try again once it has premiered.",
  removed: "This video has been removed or does not exist.",
} as const satisfies Record<MediaErrorCode, string>;

/**
 * Reasons a code's own sentence does not tell: an answer carries one beside its code (a story
 * that is gone is `not_found` with `story_gone`). Extractors, providers and platforms name
 * them; none writes a sentence of its own.
 */
const REASON_SENTENCES = {
  rate_limited_wait: "The platform is limiting requests right now. Please try again in {wait}.",
  server_busy: "Too many requests. Please wait {wait} and try again.",
  stories_unavailable: "Stories can't be downloaded on this site right now.",
  account_not_found: "This account could not be found.",
  story_gone: "This story is no longer available.",
  no_public_story: "This account has no public story right now.",
  snap_gone: "This snap is no longer in the story.",
  no_sound: "This post has no sound to download.",
  no_media: "This post has no photo or video to download.",
  video_private: "This video is private.",
  video_unavailable: "This video is not available.",
  still_processing: "This video is still uploading or processing. Try again soon.",
  workspace_only: "This Loom video needs a password or a signed-in member of its workspace.",
  stream_only:
    "Loom offers this video only as a stream in parts, which this server does not download.",
  drm_protected: "This video is protected against copying (DRM), so it cannot be downloaded here.",
  outside_network:
    "This video is kept on a server outside Bluesky's own network, which we do not download from.",
  clip_signed_in: "Twitch shows this clip only to signed-in viewers.",
  clip_gone: "This clip does not exist or was deleted.",
  preview_only:
    "SoundCloud plays only a 30-second preview of this track without a Go+ subscription.",
  region_blocked: "SoundCloud does not play this track in the country this server is in.",
  cannot_prepare: "This video cannot be prepared on this server right now.",
  file_gone: "The file is no longer available. Please look it up again.",
  field_missing: 'The request has no "{field}" field.',
  field_invalid: 'The request\'s "{field}" field is not valid.',
  kind_invalid: 'The "kind" field is reel, story, post or audio, or left out to follow the link.',
  too_many_links: "At most {max} links can be looked up at once.",
  urls_invalid: 'The "urls" field is a list of links.',
  playlist_private: "This playlist is private or does not exist.",
  not_a_collection: "This link is not a playlist.",
  collection_page_invalid: "This page of the list has expired. Please open the list again.",
  // plat-2 (decisions 080-082)
  password_protected: "This video is protected by a password, which this site cannot enter.",
  embed_only: "This video's owner lets it play only on the sites they chose.",
  adults_only:
    "This video is for adults only, and the platform shows it only to signed-in viewers.",
} as const satisfies Record<MediaReason, string>;

export type { MediaReason, ReasonParams };
/** Whatever has a sentence: an error code, or a reason beside one. */
export type SentenceId = MediaErrorCode | MediaReason;

/**
 * The one table of what a visitor may read about a failed lookup, in English: every code and
 * every reason. The English catalog takes its `reason.*` messages from it, and every other
 * catalog must translate each (the catalogs' type), so a new code or reason is complete in
 * twelve languages or the build fails.
 */
export const VISITOR_SENTENCES = { ...CODE_SENTENCES, ...REASON_SENTENCES } as const;

/** The sentence of every error code (the API's codes, for its document). */
export const MEDIA_ERROR_MESSAGES: Readonly<Record<MediaErrorCode, string>> = CODE_SENTENCES;

/** The reasons, for the API's document. */
export const MEDIA_REASONS = Object.keys(REASON_SENTENCES) as [MediaReason, ...MediaReason[]];

/** The names of the `{…}` placeholders of a sentence. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The parameters a sentence needs: `platform` is a registry name, `wait` seconds. */
export type SentenceParams<Id extends SentenceId> = {
  [Name in Placeholders<(typeof VISITOR_SENTENCES)[Id]>]: Name extends "wait" ? number : string;
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
 * A sentence in English with its parameters: a platform by its label, a wait in words. A
 * parameter that is missing leaves a neutral word in its place, never the braces.
 */
export function visitorSentence(id: SentenceId, params: ReasonParams = {}): string {
  return VISITOR_SENTENCES[id].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (name === "platform") return value === undefined ? "the platform" : labelOf(`${value}`);
    if (name === "wait") return waitText(Number(value ?? 60));
    return value === undefined ? name : String(value);
  });
}

/**
 * `rate_limited` when the server knows when its next try can succeed (the answer's
 * `retryAfter`, seconds). Why: docs/decisions/031-one-lookup-per-link.md
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return visitorSentence("rate_limited_wait", { wait: retryAfterSeconds });
}
