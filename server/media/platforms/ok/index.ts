import { okExtractor } from "../../extractors/ok/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type OkLink, okLinks } from "./links.js";
import { okSettings } from "./settings.js";

/** OK.ru: uploaded videos, in every MP4 quality the page lists. Why: docs/decisions/084-ok.md */
export const ok: Platform<OkLink> = describePlatform("ok", {
  links: okLinks,
  // The site, and the video CDNs (vd*.mycdn.me, vd*.okcdn.ru; posters on *.okcdn.ru too).
  mediaDomains: ["ok.ru", "odnoklassniki.ru", "mycdn.me", "okcdn.ru"],
  settings: okSettings,
  extractor: okExtractor,
});
