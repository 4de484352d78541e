import { YOUTUBE_ANSWERS } from "../../extractors/youtube/answers.js";
import { youtubeExtract } from "../../extractors/youtube/index.js";
import { youtubePlaylistPage } from "../../extractors/youtube/playlist.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import {
  readYoutubeLink,
  readYoutubePlaylist,
  YOUTUBE_APP_SCHEMES,
  YOUTUBE_LINK_HOSTS,
  type YoutubeLink,
} from "./links.js";
import { poTokens } from "./po-token.js";
import { youtubeSettings } from "./settings.js";

/**
 * YouTube: videos, shorts and their sound, in every quality on offer. An address YouTube flags
 * (the bot check) rests; with a PO-token provider it is still asked by WEB with tokens.
 * Why: docs/decisions/019-youtube-clients-and-muxing.md, 030-youtube-po-tokens.md,
 * 060-instagram-and-youtube-on-the-client.md
 */
export const youtube: Platform<YoutubeLink> = describePlatform({
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
  settings: youtubeSettings,
  services(config) {
    const { potProviderUrl } = youtubeSettings.of(config);
    return potProviderUrl ? [potProviderUrl] : [];
  },
  mediaId: (link) => link.id,
  // What YouTube's own player sends to its video servers (cobalt sends the same).
  streamHeaders: { origin: "https://www.youtube.com", referer: "https://www.youtube.com/" },
  defaultKind: "reel",
  extract: youtubeExtract,
  // Playlists, listed a page at a time (docs/decisions/075-collections.md).
  collections: { read: readYoutubePlaylist, page: youtubePlaylistPage },
  method: "player",
  answers: YOUTUBE_ANSWERS,
  askWhileResting: (config) => poTokens(config) !== undefined,
  async checkServices(config, policy) {
    const tokens = poTokens(config);
    const state = !tokens
      ? "not configured"
      : (await tokens.ping(policy))
        ? "answers /ping"
        : "not answering";
    return [{ route: "po-token provider", kind: "youtube", state }];
  },
});
