import { LOOM_ANSWERS, loomExtract } from "../../extractors/loom/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { LOOM_LINK_HOSTS, type LoomLink, readLoomLink } from "./links.js";
import { loomSettings } from "./settings.js";

/** Loom: shared videos, as one MP4. Why: docs/decisions/057-loom.md */
export const loom: Platform<LoomLink> = {
  name: "loom",
  linkHosts: LOOM_LINK_HOSTS,
  appSchemes: [],
  readLink: (url) => readLoomLink(url),
  // The API and the signed CloudFront files (cdn.loom.com).
  mediaDomains: ["loom.com"],
  origins: (config) => [loomSettings.of(config).origin],
  mediaId: (link) => link.id,
  names: siteNames("loom"),
  defaultKind: () => "reel",
  extract: loomExtract,
  method: "session_url",
  answers: LOOM_ANSWERS,
  probe: (config) => probeLink(loomSettings.of(config).probeUrl, readLoomLink),
};
