import { facebookExtract, facebookSteps } from "../../extractors/facebook/index.js";
import { FACEBOOK_ANSWERS } from "../../extractors/facebook/page.js";
import { followShare } from "../../extractors/facebook/share.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { FACEBOOK_LINK_HOSTS, type FacebookLink, readFacebookLink } from "./links.js";
import { FACEBOOK_STREAM_HEADERS, facebookSessions, facebookSettings } from "./settings.js";

/** Facebook: public reels, videos and posts, in every quality the page offers; share links. */
export const facebook: Platform<FacebookLink> = describePlatform({
  name: "facebook",
  linkHosts: FACEBOOK_LINK_HOSTS,
  readLink: readFacebookLink,
  mediaDomains: ["facebook.com", "fbcdn.net", "fb.watch"],
  settings: facebookSettings,
  mediaId: (link) => (link.type === "share" ? link.code : link.id),
  streamHeaders: FACEBOOK_STREAM_HEADERS,
  // A post's videos and photos are listed, with 'Download all' (decision 086).
  defaultKind: (link) => (link.type === "post" ? "post" : "reel"),
  extract: facebookExtract,
  answers: FACEBOOK_ANSWERS,
  indirect: { type: "share", step: "facebook.share", follow: followShare },
  sessions: facebookSessions.sessions,
  diagnose: facebookSteps,
});
