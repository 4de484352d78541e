import { redditExtract, redditSteps } from "../../extractors/reddit/index.js";
import { REDDIT_ANSWERS, redditWait } from "../../extractors/reddit/post.js";
import { followShare } from "../../extractors/reddit/share.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { REDDIT_LINK_HOSTS, type RedditLink, readRedditLink } from "./links.js";
import { redditSessions, redditSettings } from "./settings.js";

/**
 * Reddit: videos (muxed), galleries, images and GIFs of a post; share and v.redd.it links.
 * Why: docs/decisions/049-reddit.md, 061-x-reddit-pinterest-on-the-client.md
 */
export const reddit: Platform<RedditLink> = {
  name: "reddit",
  linkHosts: REDDIT_LINK_HOSTS,
  appSchemes: [],
  readLink: readRedditLink,
  mediaDomains: ["reddit.com", "redd.it", "redditmedia.com", "redditstatic.com"],
  origins(config) {
    const { webOrigin, oldOrigin, oauthOrigin } = redditSettings.of(config);
    return [webOrigin, oldOrigin, oauthOrigin];
  },
  mediaId: (link) => (link.type === "post" ? link.id : link.code),
  names: siteNames("reddit"),
  defaultKind: () => "post",
  extract: redditExtract,
  method: "json",
  answers: REDDIT_ANSWERS,
  waitMs: redditWait,
  probe: (config) => probeLink(redditSettings.of(config).probeUrl, readRedditLink),
  indirect: {
    step: "reddit.share",
    matches: (link) => link.type === "share",
    follow: followShare,
  },
  sessions: redditSessions.sessions,
  diagnose: (link) => redditSteps(link),
};
