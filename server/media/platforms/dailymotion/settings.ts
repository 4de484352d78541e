import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself everywhere. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** The DAILYMOTION_* variables. Why: docs/decisions/080-dailymotion.md */
export const dailymotionSettings = declareSettings(
  "dailymotion",
  {
    DAILYMOTION_ORIGIN: variable(httpUrl, "https://www.dailymotion.com"),
    /** The player app the metadata is asked for (yt-dlp's `app` query). */
    DAILYMOTION_PLAYER_APP: variable(
      z.string().regex(/^[a-z0-9._-]{1,64}$/i, "must be an app id (com.dailymotion.neon)"),
      "com.dailymotion.neon",
    ),
    DAILYMOTION_USER_AGENT: variable(z.string().min(1), BROWSER),
    /** The GraphQL API, asked when the metadata cannot be read, and its client (yt-dlp's). */
    DAILYMOTION_GRAPHQL_ORIGIN: variable(httpUrl, "https://graphql.api.dailymotion.com"),
    DAILYMOTION_CLIENT_ID: variable(
      z.string().regex(/^[0-9a-f]{8,64}$/, "must be the client's hex id"),
      "f1a362d288c1b98099c7",
    ),
    DAILYMOTION_CLIENT_SECRET: variable(
      z.string().regex(/^[0-9a-f]{16,128}$/, "must be the client's hex secret"),
      "eea605b96e01c796ff369935357eca920c5da4c5",
    ),
    /** A public video the probe of a wall reads (yt-dlp's first Dailymotion test). */
    DAILYMOTION_PROBE_URL: variable(httpUrl, "https://www.dailymotion.com/video/x5kesuj"),
  },
  (env) => ({
    origin: withoutTrailingSlash(env.DAILYMOTION_ORIGIN),
    playerApp: env.DAILYMOTION_PLAYER_APP,
    userAgent: env.DAILYMOTION_USER_AGENT,
    graphqlOrigin: withoutTrailingSlash(env.DAILYMOTION_GRAPHQL_ORIGIN),
    clientId: env.DAILYMOTION_CLIENT_ID,
    clientSecret: env.DAILYMOTION_CLIENT_SECRET,
    probeUrl: env.DAILYMOTION_PROBE_URL,
  }),
);
