import { tiktokExtractor } from "../../extractors/tiktok/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type TiktokLink, tiktokLinks } from "./links.js";
import { tiktokSettings } from "./settings.js";

/** TikTok: videos in their H.264 qualities, photo slideshows, their sound, short links. */
export const tiktok: Platform<TiktokLink> = describePlatform("tiktok", {
  links: tiktokLinks,
  // The web host, the video hosts (v16-webapp-prime.tiktok.com...) and the image and music
  // CDNs the page names. Why: docs/decisions/043-tiktok.md
  mediaDomains: [
    "tiktok.com",
    "tiktokv.com",
    "tiktokcdn.com",
    "tiktokcdn-us.com",
    "tiktokcdn-eu.com",
  ],
  settings: tiktokSettings,
  extractor: tiktokExtractor,
});
