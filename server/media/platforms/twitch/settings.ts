import { z } from "zod";
import { BROWSER_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

const hash = z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex");

/**
 * The TWITCH_* variables: where GraphQL is, the client id it is asked with, and the hashes of
 * the persisted queries, which Twitch rotates. Why: docs/decisions/055-twitch-clips.md
 */
export const twitchSettings = platformSettings("twitch", {
  gqlOrigin: setting.origin("TWITCH_GQL_ORIGIN", "https://gql.twitch.tv"),
  clientId: setting(
    "TWITCH_CLIENT_ID",
    z.string().regex(/^[a-z0-9]{20,40}$/, "must be a Twitch client id"),
    "ue6666qo983tsx6so1t0vnawi233wa",
  ),
  shareClipHash: setting(
    "TWITCH_SHARE_CLIP_HASH",
    hash,
    "0a02bb974443b576f5579aab0fef1d4b7f44e58a8a256f0c5adfead0db70640f",
  ),
  clipTokenHash: setting(
    "TWITCH_CLIP_TOKEN_HASH",
    hash,
    "36b89d2507fce29e5ca551df756d27c1cfe079e2609642b4390aa4c35796eb11",
  ),
  userAgent: setting("TWITCH_USER_AGENT", z.string().min(1), BROWSER_USER_AGENT),
  /** yt-dlp's first TwitchClipsIE test (81ecd58b). */
  probeUrl: setting.probe("TWITCH_PROBE_URL", "https://clips.twitch.tv/FaintLightGullWholeWheat"),
});
