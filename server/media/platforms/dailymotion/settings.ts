import { z } from "zod";
import { BROWSER_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/** The DAILYMOTION_* variables. Why: docs/decisions/080-dailymotion.md */
export const dailymotionSettings = platformSettings("dailymotion", {
  origin: setting.origin("DAILYMOTION_ORIGIN", "https://www.dailymotion.com"),
  /** The player app the metadata is asked for (yt-dlp's `app` query). */
  playerApp: setting(
    "DAILYMOTION_PLAYER_APP",
    z.string().regex(/^[a-z0-9._-]{1,64}$/i, "must be an app id (com.dailymotion.neon)"),
    "com.dailymotion.neon",
  ),
  userAgent: setting("DAILYMOTION_USER_AGENT", z.string().min(1), BROWSER_USER_AGENT),
  /** The GraphQL API, asked when the metadata cannot be read, and its client (yt-dlp's). */
  graphqlOrigin: setting.origin(
    "DAILYMOTION_GRAPHQL_ORIGIN",
    "https://graphql.api.dailymotion.com",
  ),
  clientId: setting(
    "DAILYMOTION_CLIENT_ID",
    z.string().regex(/^[0-9a-f]{8,64}$/, "must be the client's hex id"),
    "f1a362d288c1b98099c7",
  ),
  clientSecret: setting(
    "DAILYMOTION_CLIENT_SECRET",
    z.string().regex(/^[0-9a-f]{16,128}$/, "must be the client's hex secret"),
    "eea605b96e01c796ff369935357eca920c5da4c5",
  ),
  /** yt-dlp's first Dailymotion test. */
  probeUrl: setting.probe("DAILYMOTION_PROBE_URL", "https://www.dailymotion.com/video/x5kesuj"),
});
