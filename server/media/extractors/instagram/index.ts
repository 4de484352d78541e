import type { LinkFollower, PlatformExtractor } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import {
  type InstagramLink,
  type InstagramShareLink,
  instagramPath,
} from "../../platforms/instagram/links.js";
import { instagramSettings } from "../../platforms/instagram/settings.js";
import { INSTAGRAM_ANSWERS } from "./answers.js";
import { instagramSteps } from "./diagnostics.js";
import { LOGGED_OUT_METHODS, postLookup, SESSION_METHODS } from "./methods.js";
import { story } from "./story.js";

/** A reel's own sound goes only to the audio screen, and first there. */
function forKind(found: MediaCandidate[], kind: Kind): MediaCandidate[] {
  if (kind !== "audio") return found.filter((c) => c.type !== "audio");
  return [...found.filter((c) => c.type === "audio"), ...found.filter((c) => c.type !== "audio")];
}

/**
 * `/share/…` links: the redirect, accepted only on Instagram's own hosts and only when it
 * names a post or a story. A browser's user agent gets an HTML page instead of the redirect
 * (cobalt's finding).
 */
export const followInstagramShare: LinkFollower<InstagramShareLink, InstagramLink> = (
  link,
  client,
) => {
  const { webOrigin } = instagramSettings.of(client.config);
  return client.follow(
    `${webOrigin}${new URL(link.url).pathname}`,
    (target) => {
      const named = instagramPath(target.pathname);
      // Sent to another share link: the post is no more.
      return named?.type === "share" ? "gone" : named;
    },
    { headers: { "user-agent": "curl/8.5.0", accept: "*/*" } },
  );
};

export const instagramExtractor: PlatformExtractor<InstagramLink, InstagramShareLink> = {
  /**
   * The built-in Instagram extractor: one attempt through the client the core built. A post is
   * read by the methods of ./methods.ts in turn (a session's own way, or the logged-out ones),
   * reading on after an answer about the post, as a logged-out query answers null for a deleted
   * post and a private one alike; a story through ./story.ts (sessions only).
   * Why: docs/decisions/023-instagram-methods.md, 060-instagram-and-youtube-on-the-client.md
   */
  extract: async (link, kind, client) => {
    // Share links were followed by the core before this runs.
    if (link.type === "share") throw new MediaError("unsupported_link");
    if (link.type === "story") return story(link, client);
    const lookup = postLookup(link, client);
    const methods = client.signedIn ? SESSION_METHODS : LOGGED_OUT_METHODS;
    const found = await client.methods(
      methods.map((method) => ({ name: method.name, run: () => method.run(lookup) })),
      { readOn: true },
    );
    return forKind(found, kind);
  },
  // Posts count each of their methods; this names a story's one way.
  method: "reels_media",
  answers: INSTAGRAM_ANSWERS,
  indirect: { type: "share", step: "instagram.share", follow: followInstagramShare },
  diagnose(link, config) {
    if (link.type === "share") return undefined;
    const { cookie, cookiesFile } = instagramSettings.of(config);
    return instagramSteps(link, Boolean(cookie || cookiesFile));
  },
};
