import { snapchatExtractor } from "../../extractors/snapchat/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type SnapchatLink, snapchatLinks } from "./links.js";
import { snapchatSettings } from "./settings.js";

/** Snapchat: Spotlight videos, public stories and their share links. Why: docs/decisions/056-snapchat-spotlight.md */
export const snapchat: Platform<SnapchatLink> = describePlatform("snapchat", {
  links: snapchatLinks,
  // Its pages and share links, and its CDN (cf-st.sc-cdn.net, bolt-gcdn.sc-cdn.net).
  mediaDomains: ["snapchat.com", "sc-cdn.net"],
  settings: snapchatSettings,
  extractor: snapchatExtractor,
});
