import { BSKY_ANSWERS, bskyExtract } from "../../extractors/bsky/index.js";
import { describePlatform } from "../describe-platform.js";
import { type Platform, siteNames } from "../platform.js";
import { BSKY_APP_SCHEMES, BSKY_LINK_HOSTS, type BskyLink, readBskyLink } from "./links.js";
import { bskySettings } from "./settings.js";

/** Bluesky: posts with images, GIFs and videos; handles and DIDs. Why: docs/decisions/051-bsky.md */
export const bsky: Platform<BskyLink> = describePlatform({
  name: "bsky",
  linkHosts: BSKY_LINK_HOSTS,
  appSchemes: BSKY_APP_SCHEMES,
  readLink: readBskyLink,
  // Its CDN (cdn.bsky.app images, video.bsky.app thumbnails), the PDSes of Bluesky's own
  // network (*.host.bsky.network) that keep video blobs, and Tenor's GIFs.
  mediaDomains: ["bsky.app", "bsky.network", "media.tenor.com"],
  settings: bskySettings,
  mediaId: (link) => link.rkey,
  names: siteNames("bluesky"),
  defaultKind: "post",
  extract: bskyExtract,
  method: "appview",
  answers: BSKY_ANSWERS,
});
