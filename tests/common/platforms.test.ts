import { describe, expect, it } from "vitest";
import { MEDIA_ERROR_MESSAGES } from "../../common/media-messages.js";
import { LINK_FIELD, PLATFORMS } from "../../common/platforms.js";
import { PLATFORMS as SERVER_PLATFORMS } from "../../server/media/platforms/index.js";

/**
 * The browser's platform list writes the link form's copy and the error sentences; each
 * visible text stays word for word what the product spec gives.
 */
describe("the browser's platform list", () => {
  it("writes the link field's label and placeholder", () => {
    expect(LINK_FIELD).toEqual({
      label: "Instagram or YouTube link",
      placeholder: "Paste an Instagram or YouTube link here",
    });
  });

  it("gives every error code its sentence, the platforms' own reasons included", () => {
    expect(MEDIA_ERROR_MESSAGES).toEqual({
      invalid_url: "Please enter a valid URL",
      invalid_request: "The request was not understood.",
      unsupported_link:
        "This link is not supported. Paste a link to an Instagram reel, post, story or a YouTube video.",
      not_found: "This post could not be found. It may have been deleted.",
      private: "This post is private.",
      login_required:
        "This content needs a signed-in account, and this site can't fetch it right now.",
      rate_limited:
        "The platform is limiting requests right now. Please try again in a few minutes.",
      upstream_failed: "The download service did not answer properly. Please try again later.",
      timeout: "The download service took too long to answer. Please try again.",
      audio_unavailable: "Audio downloads are not available on this server right now.",
      members_only: "This video is only available to the channel's members.",
      age_restricted:
        "This video is age-restricted, and YouTube shows it only to signed-in viewers.",
      geo_blocked: "This video is not available in the country this server is in.",
      live_stream: "Live streams can be downloaded once they have ended.",
      upcoming: "This video has not been published yet. Try again once it has premiered.",
      removed: "This video has been removed or does not exist.",
    });
  });

  it("names the same platforms as the server's registry, in the same order", () => {
    expect(PLATFORMS.map((p) => p.label.toLowerCase())).toEqual(
      SERVER_PLATFORMS.map((p) => p.name),
    );
  });
});
