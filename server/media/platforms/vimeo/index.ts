import { VIMEO_ANSWERS, vimeoExtract } from "../../extractors/vimeo/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { readVimeoLink, VIMEO_LINK_HOSTS, type VimeoLink } from "./links.js";
import { vimeoSettings } from "./settings.js";

/** Vimeo: embeddable videos, from the player's config. Why: docs/decisions/081-vimeo.md */
export const vimeo: Platform<VimeoLink> = {
  name: "vimeo",
  linkHosts: VIMEO_LINK_HOSTS,
  appSchemes: [],
  readLink: readVimeoLink,
  // The player, its CDNs (vod-adaptive-ak.vimeocdn.com, skyfire.vimeocdn.com, i.vimeocdn.com)
  // and its progressive files' own Akamai host (that host only, not Akamai's whole domain).
  mediaDomains: ["vimeo.com", "vimeocdn.com", "vod-progressive.akamaized.net"],
  origins: (config) => [vimeoSettings.of(config).playerOrigin],
  mediaId: (link) => link.id,
  names: siteNames("vimeo"),
  defaultKind: () => "reel",
  extract: vimeoExtract,
  method: "player_config",
  answers: VIMEO_ANSWERS,
  probe: (config) => probeLink(vimeoSettings.of(config).probeUrl, readVimeoLink),
};
