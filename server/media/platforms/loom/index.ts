import { LOOM_ANSWERS, loomExtract } from "../../extractors/loom/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { LOOM_LINK_HOSTS, type LoomLink, readLoomLink } from "./links.js";
import { loomSettings } from "./settings.js";

/** Loom: shared videos, as one MP4. Why: docs/decisions/057-loom.md */
export const loom: Platform<LoomLink> = describePlatform({
  name: "loom",
  linkHosts: LOOM_LINK_HOSTS,
  readLink: readLoomLink,
  // The API and the signed CloudFront files (cdn.loom.com).
  mediaDomains: ["loom.com"],
  settings: loomSettings,
  mediaId: (link) => link.id,
  defaultKind: "reel",
  extract: loomExtract,
  method: "session_url",
  answers: LOOM_ANSWERS,
});
