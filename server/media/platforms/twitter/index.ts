import { TWITTER_ANSWERS, twitterWait } from "../../extractors/twitter/api.js";
import { followShortLink, twitterExtract, twitterSteps } from "../../extractors/twitter/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { readTwitterLink, TWITTER_LINK_HOSTS, type TwitterLink } from "./links.js";
import { twitterSessions, twitterSettings } from "./settings.js";

/**
 * X (Twitter): videos in their MP4 qualities, GIFs, photos, posts of several media, quoted
 * posts' media after the post's own; t.co short links.
 * Why: docs/decisions/046-twitter.md, 061-x-reddit-pinterest-on-the-client.md
 */
export const twitter: Platform<TwitterLink> = describePlatform({
  name: "twitter",
  linkHosts: TWITTER_LINK_HOSTS,
  readLink: readTwitterLink,
  // The API and syndication hosts and the media CDNs (video.twimg.com, pbs.twimg.com).
  mediaDomains: ["x.com", "twitter.com", "twimg.com"],
  settings: twitterSettings,
  mediaId: (link) => (link.type === "post" ? link.id : link.code),
  defaultKind: "post",
  extract: twitterExtract,
  answers: TWITTER_ANSWERS,
  waitMs: twitterWait,
  indirect: { type: "short", step: "twitter.short", follow: followShortLink },
  sessions: twitterSessions.sessions,
  diagnose: twitterSteps,
});
