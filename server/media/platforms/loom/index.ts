import { loomExtractor } from "../../extractors/loom/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type LoomLink, loomLinks } from "./links.js";
import { loomSettings } from "./settings.js";

/** Loom: shared videos, as one MP4. Why: docs/decisions/057-loom.md */
export const loom: Platform<LoomLink> = describePlatform("loom", {
  links: loomLinks,
  // The API and the signed CloudFront files (cdn.loom.com).
  mediaDomains: ["loom.com"],
  settings: loomSettings,
  extractor: loomExtractor,
});
