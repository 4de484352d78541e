import { TWITCH_ANSWERS } from "../../extractors/twitch/gql.js";
import { twitchExtract, twitchSteps } from "../../extractors/twitch/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { readTwitchLink, TWITCH_LINK_HOSTS, type TwitchLink } from "./links.js";
import { twitchSettings } from "./settings.js";

/** Twitch clips, in every quality on offer. Why: docs/decisions/055-twitch-clips.md */
export const twitch: Platform<TwitchLink> = describePlatform({
  name: "twitch",
  linkHosts: TWITCH_LINK_HOSTS,
  readLink: readTwitchLink,
  // GraphQL (gql.twitch.tv), clip files (production.assets.clips.twitchcdn.net) and
  // thumbnails (static-cdn.jtvnw.net).
  mediaDomains: ["twitch.tv", "twitchcdn.net", "jtvnw.net"],
  settings: twitchSettings,
  mediaId: (link) => link.slug,
  defaultKind: "reel",
  extract: twitchExtract,
  answers: TWITCH_ANSWERS,
  diagnose: twitchSteps,
});
