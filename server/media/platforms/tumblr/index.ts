import { tumblrExtract } from "../../extractors/tumblr/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import {
  readTumblrLink,
  TUMBLR_LINK_HOST_SUFFIXES,
  TUMBLR_LINK_HOSTS,
  type TumblrLink,
} from "./links.js";
import { tumblrSettings } from "./settings.js";

/** Tumblr: a post's videos, photos and sounds, reblog trails included. Why: docs/decisions/079-tumblr.md */
export const tumblr: Platform<TumblrLink> = describePlatform({
  name: "tumblr",
  linkHosts: TUMBLR_LINK_HOSTS,
  linkHostSuffixes: TUMBLR_LINK_HOST_SUFFIXES,
  readLink: readTumblrLink,
  // The API, and the media hosts (va.media.tumblr.com, 64.media.tumblr.com).
  mediaDomains: ["tumblr.com"],
  settings: tumblrSettings,
  mediaId: (link) => link.id,
  defaultKind: "post",
  extract: tumblrExtract,
  method: "api",
});
