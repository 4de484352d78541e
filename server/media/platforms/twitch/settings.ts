import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself everywhere. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";
const hash = z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex");

/**
 * The TWITCH_* variables: where GraphQL is, the client id it is asked with, and the hashes of
 * the persisted queries, which Twitch rotates. Why: docs/decisions/055-twitch-clips.md
 */
export const twitchSettings = declareSettings(
  "twitch",
  {
    TWITCH_GQL_ORIGIN: variable(httpUrl, "https://gql.twitch.tv"),
    TWITCH_CLIENT_ID: variable(
      z.string().regex(/^[a-z0-9]{20,40}$/, "must be a Twitch client id"),
      "ue6666qo983tsx6so1t0vnawi233wa",
    ),
    TWITCH_SHARE_CLIP_HASH: variable(
      hash,
      "0a02bb974443b576f5579aab0fef1d4b7f44e58a8a256f0c5adfead0db70640f",
    ),
    TWITCH_CLIP_TOKEN_HASH: variable(
      hash,
      "36b89d2507fce29e5ca551df756d27c1cfe079e2609642b4390aa4c35796eb11",
    ),
    TWITCH_USER_AGENT: variable(z.string().min(1), BROWSER),
    // A public clip the probe of a wall reads: yt-dlp's first TwitchClipsIE test (81ecd58b).
    TWITCH_PROBE_URL: variable(httpUrl, "https://clips.twitch.tv/FaintLightGullWholeWheat"),
  },
  (env) => ({
    gqlOrigin: withoutTrailingSlash(env.TWITCH_GQL_ORIGIN),
    clientId: env.TWITCH_CLIENT_ID,
    shareClipHash: env.TWITCH_SHARE_CLIP_HASH,
    clipTokenHash: env.TWITCH_CLIP_TOKEN_HASH,
    userAgent: env.TWITCH_USER_AGENT,
    /** Why: docs/decisions/062-tiktok-bluesky-and-the-rest-on-the-client.md */
    probeUrl: env.TWITCH_PROBE_URL,
  }),
);
