import { redditExtractor } from "../../extractors/reddit/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type RedditLink, redditLinks } from "./links.js";
import { redditSessions, redditSettings } from "./settings.js";

/**
 * Reddit: videos (muxed), galleries, images and GIFs of a post; share and v.redd.it links.
 * Why: docs/decisions/049-reddit.md, 061-x-reddit-pinterest-on-the-client.md
 */
export const reddit: Platform<RedditLink> = describePlatform("reddit", {
  links: redditLinks,
  mediaDomains: ["reddit.com", "redd.it", "redditmedia.com", "redditstatic.com"],
  settings: redditSettings,
  sessions: redditSessions.sessions,
  extractor: redditExtractor,
});
