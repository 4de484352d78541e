import { facebookExtractor } from "../../extractors/facebook/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type FacebookLink, facebookLinks } from "./links.js";
import { FACEBOOK_STREAM_HEADERS, facebookSessions, facebookSettings } from "./settings.js";

/** Facebook: public reels, videos and posts, in every quality the page offers; share links. */
export const facebook: Platform<FacebookLink> = describePlatform("facebook", {
  links: facebookLinks,
  mediaDomains: ["facebook.com", "fbcdn.net", "fb.watch"],
  settings: facebookSettings,
  streamHeaders: FACEBOOK_STREAM_HEADERS,
  sessions: facebookSessions.sessions,
  extractor: facebookExtractor,
});
