import { tumblrExtract } from "../../extractors/tumblr/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import {
  readTumblrLink,
  TUMBLR_LINK_HOST_SUFFIXES,
  TUMBLR_LINK_HOSTS,
  type TumblrLink,
} from "./links.js";
import { tumblrSettings } from "./settings.js";

/** Tumblr: a post's videos, photos and sounds, reblog trails included. Why: docs/decisions/079-tumblr.md */
export const tumblr: Platform<TumblrLink> = {
  name: "tumblr",
  linkHosts: TUMBLR_LINK_HOSTS,
  linkHostSuffixes: TUMBLR_LINK_HOST_SUFFIXES,
  appSchemes: [],
  readLink: (url, host) => readTumblrLink(url, host),
  // The API, and the media hosts (va.media.tumblr.com, 64.media.tumblr.com).
  mediaDomains: ["tumblr.com"],
  origins: (config) => [tumblrSettings.of(config).apiOrigin],
  mediaId: (link) => link.id,
  names: siteNames("tumblr"),
  defaultKind: () => "post",
  extract: tumblrExtract,
  method: "api",
  probe: (config) => probeLink(tumblrSettings.of(config).probeUrl, readTumblrLink),
};
