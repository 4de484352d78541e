import { twitterExtractor } from "../../extractors/twitter/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type TwitterLink, twitterLinks } from "./links.js";
import { twitterSessions, twitterSettings } from "./settings.js";

/**
 * X (Twitter): videos in their MP4 qualities, GIFs, photos, posts of several media, quoted
 * posts' media after the post's own; t.co short links.
 * Why: docs/decisions/046-twitter.md, 061-x-reddit-pinterest-on-the-client.md
 */
export const twitter: Platform<TwitterLink> = describePlatform("twitter", {
  links: twitterLinks,
  // The API and syndication hosts and the media CDNs (video.twimg.com, pbs.twimg.com).
  mediaDomains: ["x.com", "twitter.com", "twimg.com"],
  settings: twitterSettings,
  sessions: twitterSessions.sessions,
  extractor: twitterExtractor,
});
