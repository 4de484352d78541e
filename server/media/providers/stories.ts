import { MediaError } from "../errors.js";
import { STORIES_UNAVAILABLE } from "../extractors/instagram/story.js";
import type { MediaLink } from "../links.js";

/**
 * Stories need an Instagram session that not every provider has. For a story link, a
 * provider that answers "log in first" or "not supported" steps aside and the chain asks the
 * next one; only when none can does the visitor read why, in words meant for a visitor.
 * Why: docs/decisions/023-instagram-methods.md
 */
export function isStoryLink(link: MediaLink): boolean {
  return link.platform === "instagram" && link.type === "story";
}

/** This provider cannot serve this story link: the chain moves on. */
export function stepsAside(link: MediaLink, failure: MediaError): boolean {
  return (
    isStoryLink(link) && (failure.code === "login_required" || failure.code === "unsupported_link")
  );
}

/** What the visitor reads when no provider of the chain can serve stories. */
export function storiesUnavailable(): MediaError {
  return new MediaError("login_required", STORIES_UNAVAILABLE);
}
