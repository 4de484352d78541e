import { twitchExtractor } from "../../extractors/twitch/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type TwitchLink, twitchLinks } from "./links.js";
import { twitchSettings } from "./settings.js";

/** Twitch clips, in every quality on offer. Why: docs/decisions/055-twitch-clips.md */
export const twitch: Platform<TwitchLink> = describePlatform("twitch", {
  links: twitchLinks,
  // GraphQL (gql.twitch.tv), clip files (production.assets.clips.twitchcdn.net) and
  // thumbnails (static-cdn.jtvnw.net).
  mediaDomains: ["twitch.tv", "twitchcdn.net", "jtvnw.net"],
  settings: twitchSettings,
  extractor: twitchExtractor,
});
