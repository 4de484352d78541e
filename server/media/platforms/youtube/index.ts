import { youtubeExtractor } from "../../extractors/youtube/index.js";
import { youtubePlaylistPage } from "../../extractors/youtube/playlist.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { readYoutubePlaylist, type YoutubeLink, youtubeLinks } from "./links.js";
import { poTokens } from "./po-token.js";
import { youtubeSettings } from "./settings.js";

/**
 * YouTube: videos, shorts and their sound, in every quality on offer. An address YouTube flags
 * (the bot check) rests; with a PO-token provider it is still asked by WEB with tokens.
 * Why: docs/decisions/019-youtube-clients-and-muxing.md, 030-youtube-po-tokens.md,
 * 060-instagram-and-youtube-on-the-client.md
 */
export const youtube: Platform<YoutubeLink> = describePlatform("youtube", {
  links: youtubeLinks,
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
  // What YouTube's own player sends to its video servers (cobalt sends the same).
  streamHeaders: { origin: "https://www.youtube.com", referer: "https://www.youtube.com/" },
  extractor: youtubeExtractor,
  // Playlists, listed a page at a time (docs/decisions/075-collections.md).
  collections: { read: readYoutubePlaylist, page: youtubePlaylistPage },
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
