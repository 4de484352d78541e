import { newgroundsExtract } from "../../extractors/newgrounds/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { NEWGROUNDS_LINK_HOSTS, type NewgroundsLink, readNewgroundsLink } from "./links.js";
import { newgroundsSettings } from "./settings.js";

/** Newgrounds: the portal's movies (MP4 qualities) and the audio portal's songs (MP3). Why: docs/decisions/078-newgrounds.md */
export const newgrounds: Platform<NewgroundsLink> = {
  name: "newgrounds",
  linkHosts: NEWGROUNDS_LINK_HOSTS,
  appSchemes: [],
  readLink: (url) => readNewgroundsLink(url),
  // Its pages; movies on uploads.ungrounded.net, songs and icons on *.ngfiles.com.
  mediaDomains: ["newgrounds.com", "ungrounded.net", "ngfiles.com"],
  origins: (config) => [newgroundsSettings.of(config).origin],
  mediaId: (link) => link.id,
  names: siteNames("newgrounds"),
  defaultKind: (link) => (link.type === "audio" ? "audio" : "reel"),
  extract: newgroundsExtract,
  method: "portal",
  probe: (config) => probeLink(newgroundsSettings.of(config).probeUrl, readNewgroundsLink),
};
