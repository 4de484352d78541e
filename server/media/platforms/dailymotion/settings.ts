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
    /** A public video the probe of a wall reads (yt-dlp's first Dailymotion test). */
    DAILYMOTION_PROBE_URL: variable(httpUrl, "https://www.dailymotion.com/video/x5kesuj"),
  },
  (env) => ({
    origin: withoutTrailingSlash(env.DAILYMOTION_ORIGIN),
    playerApp: env.DAILYMOTION_PLAYER_APP,
    userAgent: env.DAILYMOTION_USER_AGENT,
    probeUrl: env.DAILYMOTION_PROBE_URL,
  }),
);
