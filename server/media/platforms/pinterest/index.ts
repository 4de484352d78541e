import { pinterestExtractor } from "../../extractors/pinterest/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type PinterestLink, pinterestLinks } from "./links.js";
import { pinterestSettings } from "./settings.js";

/**
 * Pinterest: video, image, story and carousel pins; pin.it links.
 * Why: docs/decisions/050-pinterest.md, 061-x-reddit-pinterest-on-the-client.md
 */
export const pinterest: Platform<PinterestLink> = describePlatform("pinterest", {
  links: pinterestLinks,
  // Its site (the resource API) and its image and video CDN.
  mediaDomains: ["pinterest.com", "pinimg.com"],
  settings: pinterestSettings,
  extractor: pinterestExtractor,
});
