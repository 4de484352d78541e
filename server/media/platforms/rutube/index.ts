import { RUTUBE_ANSWERS, rutubeExtract } from "../../extractors/rutube/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { RUTUBE_LINK_HOSTS, type RutubeLink, readRutubeLink } from "./links.js";
import { rutubeSettings } from "./settings.js";

/** Rutube: videos, from the player's options. Why: docs/decisions/082-rutube.md */
export const rutube: Platform<RutubeLink> = describePlatform({
  name: "rutube",
  linkHosts: RUTUBE_LINK_HOSTS,
  readLink: readRutubeLink,
  // The API and its balancer (bl.rutube.ru), the segments' CDN (*.rtbcdn.ru) and the
  // thumbnails (pic.rutubelist.ru).
  mediaDomains: ["rutube.ru", "rtbcdn.ru", "rutubelist.ru"],
  settings: rutubeSettings,
  mediaId: (link) => link.id,
  defaultKind: "reel",
  extract: rutubeExtract,
  method: "play_options",
  answers: RUTUBE_ANSWERS,
});
