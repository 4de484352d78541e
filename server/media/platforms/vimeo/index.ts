import { vimeoExtractor } from "../../extractors/vimeo/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type VimeoLink, vimeoLinks } from "./links.js";
import { vimeoSettings } from "./settings.js";

/** Vimeo: embeddable videos, from the player's config. Why: docs/decisions/081-vimeo.md */
export const vimeo: Platform<VimeoLink> = describePlatform("vimeo", {
  links: vimeoLinks,
  // The player, its CDNs (vod-adaptive-ak.vimeocdn.com, skyfire.vimeocdn.com, i.vimeocdn.com)
  // and its progressive files' own Akamai host (that host only, not Akamai's whole domain).
  mediaDomains: ["vimeo.com", "vimeocdn.com", "vod-progressive.akamaized.net"],
  settings: vimeoSettings,
  extractor: vimeoExtractor,
});
