import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself everywhere. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** The SNAPCHAT_* variables. Why: docs/decisions/056-snapchat-spotlight.md */
export const snapchatSettings = declareSettings(
  "snapchat",
  {
    SNAPCHAT_WEB_ORIGIN: variable(httpUrl, "https://www.snapchat.com"),
    SNAPCHAT_SHORT_ORIGIN: variable(httpUrl, "https://t.snapchat.com"),
    SNAPCHAT_USER_AGENT: variable(z.string().min(1), BROWSER),
    // A public Spotlight the probe of a wall reads: yt-dlp's first SnapchatSpotlightIE test (81ecd58b).
    SNAPCHAT_PROBE_URL: variable(
      httpUrl,
      "https://www.snapchat.com/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYYWtidGhudGZpAX1TKn0JAX1TKnXJAAAAAA",
    ),
  },
  (env) => ({
    webOrigin: withoutTrailingSlash(env.SNAPCHAT_WEB_ORIGIN),
    shortOrigin: withoutTrailingSlash(env.SNAPCHAT_SHORT_ORIGIN),
    userAgent: env.SNAPCHAT_USER_AGENT,
    /** Why: docs/decisions/062-tiktok-bluesky-and-the-rest-on-the-client.md */
    probeUrl: env.SNAPCHAT_PROBE_URL,
  }),
);
