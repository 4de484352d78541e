import { rutubeExtractor } from "../../extractors/rutube/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type RutubeLink, rutubeLinks } from "./links.js";
import { rutubeSettings } from "./settings.js";

/** Rutube: videos, from the player's options. Why: docs/decisions/082-rutube.md */
export const rutube: Platform<RutubeLink> = describePlatform("rutube", {
  links: rutubeLinks,
  // The API and its balancer (bl.rutube.ru), the segments' CDN (*.rtbcdn.ru) and the
  // thumbnails (pic.rutubelist.ru).
  mediaDomains: ["rutube.ru", "rtbcdn.ru", "rutubelist.ru"],
  settings: rutubeSettings,
  extractor: rutubeExtractor,
});
