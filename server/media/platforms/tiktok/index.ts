import { tiktokExtract } from "../../extractors/tiktok/index.js";
import { TIKTOK_ANSWERS } from "../../extractors/tiktok/page.js";
import { followShort } from "../../extractors/tiktok/short.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { readTiktokLink, TIKTOK_LINK_HOSTS, type TiktokLink } from "./links.js";
import { tiktokSettings } from "./settings.js";

/** TikTok: videos in their H.264 qualities, photo slideshows, their sound, short links. */
export const tiktok: Platform<TiktokLink> = describePlatform({
  name: "tiktok",
  linkHosts: TIKTOK_LINK_HOSTS,
  readLink: readTiktokLink,
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
  mediaId: (link) => (link.type === "post" ? link.id : link.code),
  defaultKind: (link) => (link.type === "post" && link.form === "photo" ? "post" : "reel"),
  extract: tiktokExtract,
  answers: TIKTOK_ANSWERS,
  indirect: { type: "short", step: "tiktok.short", follow: followShort },
});
