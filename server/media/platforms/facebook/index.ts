import { facebookExtract, facebookSteps } from "../../extractors/facebook/index.js";
import { FACEBOOK_ANSWERS } from "../../extractors/facebook/page.js";
import { followShare } from "../../extractors/facebook/share.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { FACEBOOK_LINK_HOSTS, type FacebookLink, readFacebookLink } from "./links.js";
import { FACEBOOK_STREAM_HEADERS, facebookSessions, facebookSettings } from "./settings.js";

/** Facebook: public reels, videos and posts, in every quality the page offers; share links. */
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
  mediaId: (link) => (link.type === "share" ? link.code : link.id),
  names: siteNames("facebook"),
  streamHeaders: FACEBOOK_STREAM_HEADERS,
  // A post's videos and photos are listed, with 'Download all' (decision 086).
  defaultKind: (link) => (link.type === "post" ? "post" : "reel"),
  extract: facebookExtract,
  answers: FACEBOOK_ANSWERS,
  probe: (config) => probeLink(facebookSettings.of(config).probeUrl, readFacebookLink),
  indirect: {
    step: "facebook.share",
    matches: (link) => link.type === "share",
    follow: followShare,
  },
  sessions: facebookSessions.sessions,
  diagnose: (link) => facebookSteps(link),
};
