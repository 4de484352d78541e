import type { PlatformExtractor } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import type { FacebookLink, FacebookShareLink } from "../../platforms/facebook/links.js";
import { FACEBOOK_STREAM_HEADERS } from "../../platforms/facebook/settings.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import { FACEBOOK_ANSWERS, fetchVideoPage, pagePaths } from "./page.js";
import { fetchPostPage, type PostMedium } from "./post.js";
import type { FoundVideo } from "./relay.js";
import { followShare } from "./share.js";

/** What the screen asked for: every quality of the video, or its sound. */
function forKind(found: FoundVideo, kind: Kind): MediaCandidate[] {
  if (kind !== "audio") return [found.candidate];
  // Qualities carry the platform's stream headers; single files carry their own.
  const headers = { ...FACEBOOK_STREAM_HEADERS };
  const progressive = found.candidate.qualities.find((q) => q.processing === "none");
  // The sound alone when the manifest has it, else a progressive MP4's (converted to MP3).
  if (found.audio) return [{ type: "audio", url: found.audio, ext: "m4a", headers }];
  return [{ type: "video", url: progressive?.url ?? found.candidate.url, headers }];
}

/**
 * A post's media as items in its order (each video with its qualities); on the audio screen
 * the first video's sound. Why: docs/decisions/086-facebook-posts-with-several-videos.md
 */
function postItems(media: PostMedium[], kind: Kind): MediaCandidate[] {
  if (kind === "audio") {
    const first = media.find((m) => m.type === "video");
    if (!first) throw new MediaError("not_found", "no_sound");
    return forKind(first.found, kind);
  }
  return media.map((m) => (m.type === "video" ? m.found.candidate : m.candidate));
}

/** The doctor's steps: each page on its own, logged out through the server's own route. */
export function facebookSteps(link: FacebookLink): DiagnosticStep[] | undefined {
  if (link.type === "post") {
    return [
      {
        name: "facebook.post_page",
        run: async (client) => postItems(await fetchPostPage(link, client), "post"),
      },
    ];
  }
  if (link.type !== "video") return undefined;
  return pagePaths(link).map(({ name, path }) => ({
    name: `facebook.${name}`,
    run: async (client) => [(await fetchVideoPage(link, path, client)).candidate],
  }));
}

export const facebookExtractor: PlatformExtractor<FacebookLink, FacebookShareLink> = {
  /**
   * The built-in Facebook extractor: the video's pages in turn (its own form, then the other)
   * until one carries the video; logged out first, a signed-in session of FACEBOOK_COOKIES_FILE
   * when the page wanted a login or every address rests (the core's turns).
   * Why: docs/decisions/048-facebook.md, 059-platform-client.md
   */
  extract: async (link, kind, client) => {
    // Share links were followed by the core before this runs.
    if (link.type === "share") throw new MediaError("unsupported_link");
    const suffix = client.signedIn ? "_session" : "";
    if (link.type === "post") {
      const media = await client.methods([
        { name: `post_page${suffix}`, run: () => fetchPostPage(link, client) },
      ]);
      return postItems(media, kind);
    }
    const found = await client.methods(
      pagePaths(link).map(({ name, path }) => ({
        name: `${name}${suffix}`,
        run: () => fetchVideoPage(link, path, client),
      })),
      // The other page may carry the video where the first led with another.
      { readOn: true, precedence: ["not_found", "login_required", "timeout", "upstream_failed"] },
    );
    return forKind(found, kind);
  },
  answers: FACEBOOK_ANSWERS,
  indirect: { type: "share", step: "facebook.share", follow: followShare },
  diagnose: facebookSteps,
};
