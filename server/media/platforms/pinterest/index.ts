import {
  followPinterestShort,
  PINTEREST_ANSWERS,
  pinterestExtract,
  pinterestSteps,
} from "../../extractors/pinterest/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { PINTEREST_LINK_HOSTS, type PinterestLink, readPinterestLink } from "./links.js";
import { pinterestSettings } from "./settings.js";

/**
 * Pinterest: video, image, story and carousel pins; pin.it links.
 * Why: docs/decisions/050-pinterest.md, 061-x-reddit-pinterest-on-the-client.md
 */
export const pinterest: Platform<PinterestLink> = describePlatform({
  name: "pinterest",
  linkHosts: PINTEREST_LINK_HOSTS,
  readLink: readPinterestLink,
  // Its site (the resource API) and its image and video CDN.
  mediaDomains: ["pinterest.com", "pinimg.com"],
  settings: pinterestSettings,
  mediaId: (link) => (link.type === "pin" ? link.id : link.code),
  defaultKind: "post",
  extract: pinterestExtract,
  method: "resource",
  answers: PINTEREST_ANSWERS,
  indirect: { type: "short", step: "pinterest.short", follow: followPinterestShort },
  diagnose: pinterestSteps,
});
