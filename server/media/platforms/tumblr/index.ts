import { tumblrExtractor } from "../../extractors/tumblr/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type TumblrLink, tumblrLinks } from "./links.js";
import { tumblrSettings } from "./settings.js";

/** Tumblr: a post's videos, photos and sounds, reblog trails included. Why: docs/decisions/079-tumblr.md */
export const tumblr: Platform<TumblrLink> = describePlatform("tumblr", {
  links: tumblrLinks,
  // The API, and the media hosts (va.media.tumblr.com, 64.media.tumblr.com).
  mediaDomains: ["tumblr.com"],
  settings: tumblrSettings,
  extractor: tumblrExtractor,
});
