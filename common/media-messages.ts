import type { MediaErrorCode } from "./media-api";

/**
 * The visitor's sentence for each error code of POST /api/resolve. The server answers with
 * it and the screens fall back to it when an answer carries none, so the two never differ.
 * Stories give their own sentence where no provider can serve them (see the chain).
 */
export const MEDIA_ERROR_MESSAGES: Record<MediaErrorCode, string> = {
  invalid_url: "Please enter a valid URL",
  invalid_request: "The request was not understood.",
  unsupported_link:
    "This link is not supported. Paste a link to an Instagram reel, post, story or a YouTube video.",
  not_found: "This post could not be found. It may have been deleted.",
  private: "This post is private.",
  login_required: "This content needs a signed-in account, and this site can't fetch it right now.",
  rate_limited: "The platform is limiting requests right now. Please try again in a few minutes.",
  upstream_failed: "The download service did not answer properly. Please try again later.",
  timeout: "The download service took too long to answer. Please try again.",
  audio_unavailable: "Audio downloads are not available on this server right now.",
  members_only: "This video is only available to the channel's members.",
  age_restricted: "This video is age-restricted, and YouTube shows it only to signed-in viewers.",
  geo_blocked: "This video is not available in the country this server is in.",
  live_stream: "Live streams can be downloaded once they have ended.",
  upcoming: "This video has not been published yet. Try again once it has premiered.",
  removed: "This video has been removed or does not exist.",
};
