import { dailymotionExtractor } from "../../extractors/dailymotion/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type DailymotionLink, dailymotionLinks } from "./links.js";
import { dailymotionSettings } from "./settings.js";

/** Dailymotion: videos, from the player's metadata. Why: docs/decisions/080-dailymotion.md */
export const dailymotion: Platform<DailymotionLink> = describePlatform("dailymotion", {
  links: dailymotionLinks,
  // The site, its manifests (www.dailymotion.com/cdn/manifest/...) and its CDNs (posters on
  // s1.dmcdn.net, segments on *.dmcdn.net and *.dmxleo.com).
  mediaDomains: ["dailymotion.com", "dmcdn.net", "dmxleo.com"],
  settings: dailymotionSettings,
  extractor: dailymotionExtractor,
});
