import { TWITCH_ANSWERS } from "../../extractors/twitch/gql.js";
import { twitchExtract, twitchSteps } from "../../extractors/twitch/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { readTwitchLink, TWITCH_LINK_HOSTS, type TwitchLink } from "./links.js";
import { twitchSettings } from "./settings.js";

/** Twitch clips, in every quality on offer. Why: docs/decisions/055-twitch-clips.md */
export const twitch: Platform<TwitchLink> = {
  name: "twitch",
  linkHosts: TWITCH_LINK_HOSTS,
  appSchemes: [],
  readLink: readTwitchLink,
  // GraphQL (gql.twitch.tv), clip files (production.assets.clips.twitchcdn.net) and
  // thumbnails (static-cdn.jtvnw.net).
  mediaDomains: ["twitch.tv", "twitchcdn.net", "jtvnw.net"],
  origins: (config) => [twitchSettings.of(config).gqlOrigin],
  mediaId: (link) => link.slug,
  names: siteNames("twitch"),
  defaultKind: () => "reel",
  extract: twitchExtract,
  answers: TWITCH_ANSWERS,
  probe: (config) => probeLink(twitchSettings.of(config).probeUrl, readTwitchLink),
  diagnose: (link) => twitchSteps(link),
};
