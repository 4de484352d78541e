import { VIMEO_ANSWERS, vimeoExtract } from "../../extractors/vimeo/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { readVimeoLink, VIMEO_LINK_HOSTS, type VimeoLink } from "./links.js";
import { vimeoSettings } from "./settings.js";

/** Vimeo: embeddable videos, from the player's config. Why: docs/decisions/081-vimeo.md */
export const vimeo: Platform<VimeoLink> = describePlatform({
  name: "vimeo",
  linkHosts: VIMEO_LINK_HOSTS,
  readLink: readVimeoLink,
  // The player, its CDNs (vod-adaptive-ak.vimeocdn.com, skyfire.vimeocdn.com, i.vimeocdn.com)
  // and its progressive files' own Akamai host (that host only, not Akamai's whole domain).
  mediaDomains: ["vimeo.com", "vimeocdn.com", "vod-progressive.akamaized.net"],
  settings: vimeoSettings,
  mediaId: (link) => link.id,
  defaultKind: "reel",
  extract: vimeoExtract,
  method: "player_config",
  answers: VIMEO_ANSWERS,
});
