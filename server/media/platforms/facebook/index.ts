import { facebookResolve, facebookSteps } from "../../extractors/facebook/index.js";
import { followShare } from "../../extractors/facebook/share.js";
import { type Platform, siteNames } from "../platform.js";
import { FACEBOOK_LINK_HOSTS, type FacebookLink, readFacebookLink } from "./links.js";
import { FACEBOOK_STREAM_HEADERS, facebookSessions, facebookSettings } from "./settings.js";

/** Facebook: public reels and videos, in every quality the page offers; share links. */
export const facebook: Platform<FacebookLink> = {
  name: "facebook",
  linkHosts: FACEBOOK_LINK_HOSTS,
  appSchemes: [],
  readLink: readFacebookLink,
  mediaDomains: ["facebook.com", "fbcdn.net", "fb.watch"],
  origins(config) {
    const { webOrigin, shortOrigin } = facebookSettings.of(config);
    return [webOrigin, shortOrigin];
  },
  mediaId: (link) => (link.type === "video" ? link.id : link.code),
  names: siteNames("facebook"),
  streamHeaders: FACEBOOK_STREAM_HEADERS,
  defaultKind: () => "reel",
  legacyExtract: facebookResolve,
  indirect: {
    step: "facebook.share",
    matches: (link) => link.type === "share",
    follow: (link, { lookupContext: context }) =>
      link.type === "share" ? followShare(link, context) : Promise.resolve(link),
  },
  sessions: facebookSessions.sessions,
  diagnose: (link) => facebookSteps(link),
};
