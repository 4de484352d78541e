import { newgroundsExtract } from "../../extractors/newgrounds/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { NEWGROUNDS_LINK_HOSTS, type NewgroundsLink, readNewgroundsLink } from "./links.js";
import { newgroundsSettings } from "./settings.js";

/** Newgrounds: the portal's movies (MP4 qualities) and the audio portal's songs (MP3). Why: docs/decisions/078-newgrounds.md */
export const newgrounds: Platform<NewgroundsLink> = describePlatform({
  name: "newgrounds",
  linkHosts: NEWGROUNDS_LINK_HOSTS,
  readLink: readNewgroundsLink,
  // Its pages; movies on uploads.ungrounded.net, songs and icons on *.ngfiles.com.
  mediaDomains: ["newgrounds.com", "ungrounded.net", "ngfiles.com"],
  settings: newgroundsSettings,
  mediaId: (link) => link.id,
  defaultKind: (link) => (link.type === "audio" ? "audio" : "reel"),
  extract: newgroundsExtract,
  method: "portal",
});
