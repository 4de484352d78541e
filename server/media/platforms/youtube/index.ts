import { youtubeResolve } from "../../extractors/youtube/index.js";
import { type Platform, siteNames } from "../platform.js";
import {
  readYoutubeLink,
  YOUTUBE_APP_SCHEMES,
  YOUTUBE_LINK_HOSTS,
  type YoutubeLink,
} from "./links.js";
import { youtubeSettings } from "./settings.js";

/** YouTube: videos, shorts and their sound, in every quality on offer. */
export const youtube: Platform<YoutubeLink> = {
  name: "youtube",
  linkHosts: YOUTUBE_LINK_HOSTS,
  appSchemes: YOUTUBE_APP_SCHEMES,
  readLink: readYoutubeLink,
  mediaDomains: [
    "youtube.com",
    "youtu.be",
    "googlevideo.com",
    "ytimg.com",
    "ggpht.com",
    "googleusercontent.com",
  ],
  origins: (config) => [youtubeSettings.of(config).origin],
  services(config) {
    const { potProviderUrl } = youtubeSettings.of(config);
    return potProviderUrl ? [potProviderUrl] : [];
  },
  mediaId: (link) => link.id,
  names: siteNames("youtube"),
  // What YouTube's own player sends to its video servers (cobalt sends the same).
  streamHeaders: { origin: "https://www.youtube.com", referer: "https://www.youtube.com/" },
  defaultKind: () => "reel",
  legacyExtract: youtubeResolve,
};
