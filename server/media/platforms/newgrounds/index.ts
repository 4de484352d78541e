import { newgroundsExtractor } from "../../extractors/newgrounds/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type NewgroundsLink, newgroundsLinks } from "./links.js";
import { newgroundsSettings } from "./settings.js";

/** Newgrounds: the portal's movies (MP4 qualities) and the audio portal's songs (MP3). Why: docs/decisions/078-newgrounds.md */
export const newgrounds: Platform<NewgroundsLink> = describePlatform("newgrounds", {
  links: newgroundsLinks,
  // Its pages; movies on uploads.ungrounded.net, songs and icons on *.ngfiles.com.
  mediaDomains: ["newgrounds.com", "ungrounded.net", "ngfiles.com"],
  settings: newgroundsSettings,
  extractor: newgroundsExtractor,
});
