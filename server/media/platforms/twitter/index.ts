import { twitterResolve, twitterSteps } from "../../extractors/twitter/index.js";
import { type Platform, siteNames } from "../platform.js";
import { readTwitterLink, TWITTER_LINK_HOSTS, type TwitterLink } from "./links.js";
import { twitterSessions, twitterSettings } from "./settings.js";

/** X (Twitter): videos in their MP4 qualities, GIFs, photos, posts of several media. */
export const twitter: Platform<TwitterLink> = {
  name: "twitter",
  linkHosts: TWITTER_LINK_HOSTS,
  appSchemes: [],
  readLink: readTwitterLink,
  // The API and syndication hosts and the media CDNs (video.twimg.com, pbs.twimg.com).
  // Why: docs/decisions/046-twitter.md
  mediaDomains: ["x.com", "twitter.com", "twimg.com"],
  origins(config) {
    const { apiOrigin, syndicationOrigin } = twitterSettings.of(config);
    return [apiOrigin, syndicationOrigin];
  },
  mediaId: (link) => link.id,
  names: siteNames("twitter"),
  defaultKind: () => "post",
  legacyExtract: twitterResolve,
  sessions: twitterSessions.sessions,
  diagnose: (link, config) => twitterSteps(link, config),
};
