import { RUTUBE_ANSWERS, rutubeExtract } from "../../extractors/rutube/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { RUTUBE_LINK_HOSTS, type RutubeLink, readRutubeLink } from "./links.js";
import { rutubeSettings } from "./settings.js";

/** Rutube: videos, from the player's options. Why: docs/decisions/082-rutube.md */
export const rutube: Platform<RutubeLink> = {
  name: "rutube",
  linkHosts: RUTUBE_LINK_HOSTS,
  appSchemes: [],
  readLink: (url) => readRutubeLink(url),
  // The API and its balancer (bl.rutube.ru), the segments' CDN (*.rtbcdn.ru) and the
  // thumbnails (pic.rutubelist.ru).
  mediaDomains: ["rutube.ru", "rtbcdn.ru", "rutubelist.ru"],
  origins: (config) => [rutubeSettings.of(config).origin],
  mediaId: (link) => link.id,
  names: siteNames("rutube"),
  defaultKind: () => "reel",
  extract: rutubeExtract,
  method: "play_options",
  answers: RUTUBE_ANSWERS,
  probe: (config) => probeLink(rutubeSettings.of(config).probeUrl, readRutubeLink),
};
