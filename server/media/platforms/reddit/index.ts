import { redditResolve, redditSteps } from "../../extractors/reddit/index.js";
import { followShare } from "../../extractors/reddit/share.js";
import { type Platform, siteNames } from "../platform.js";
import { REDDIT_LINK_HOSTS, type RedditLink, readRedditLink } from "./links.js";
import { redditSessions, redditSettings } from "./settings.js";

/** Reddit: videos (muxed), galleries, images and GIFs of a post; share and v.redd.it links. */
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
  legacyExtract: redditResolve,
  indirect: {
    step: "reddit.share",
    matches: (link) => link.type === "share",
    follow: (link, { lookupContext: context }) =>
      link.type === "share" ? followShare(link, context) : Promise.resolve(link),
  },
  sessions: redditSessions.sessions,
  diagnose: (link) => redditSteps(link),
};
