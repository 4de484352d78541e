import { redditExtract, redditSteps } from "../../extractors/reddit/index.js";
import { REDDIT_ANSWERS, redditWait } from "../../extractors/reddit/post.js";
import { followShare } from "../../extractors/reddit/share.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { REDDIT_LINK_HOSTS, type RedditLink, readRedditLink } from "./links.js";
import { redditSessions, redditSettings } from "./settings.js";

/**
 * Reddit: videos (muxed), galleries, images and GIFs of a post; share and v.redd.it links.
 * Why: docs/decisions/049-reddit.md, 061-x-reddit-pinterest-on-the-client.md
 */
export const reddit: Platform<RedditLink> = describePlatform({
  name: "reddit",
  linkHosts: REDDIT_LINK_HOSTS,
  readLink: readRedditLink,
  mediaDomains: ["reddit.com", "redd.it", "redditmedia.com", "redditstatic.com"],
  settings: redditSettings,
  mediaId: (link) => (link.type === "post" ? link.id : link.code),
  defaultKind: "post",
  extract: redditExtract,
  method: "json",
  answers: REDDIT_ANSWERS,
  waitMs: redditWait,
  indirect: { type: "share", step: "reddit.share", follow: followShare },
  sessions: redditSessions.sessions,
  diagnose: redditSteps,
});
