import { bskyExtractor } from "../../extractors/bsky/index.js";
import { describePlatform } from "../describe-platform.js";
import { type Platform, siteNames } from "../platform.js";
import { type BskyLink, bskyLinks } from "./links.js";
import { bskySettings } from "./settings.js";

/** Bluesky: posts with images, GIFs and videos; handles and DIDs. Why: docs/decisions/051-bsky.md */
export const bsky: Platform<BskyLink> = describePlatform("bsky", {
  links: bskyLinks,
  // Its CDN (cdn.bsky.app images, video.bsky.app thumbnails), the PDSes of Bluesky's own
  // network (*.host.bsky.network) that keep video blobs, and Tenor's GIFs.
  mediaDomains: ["bsky.app", "bsky.network", "media.tenor.com"],
  settings: bskySettings,
  names: siteNames("bluesky"),
  extractor: bskyExtractor,
});
