import { z } from "zod";
import { BROWSER_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/** The SNAPCHAT_* variables. Why: docs/decisions/056-snapchat-spotlight.md */
export const snapchatSettings = platformSettings("snapchat", {
  webOrigin: setting.origin("SNAPCHAT_WEB_ORIGIN", "https://www.snapchat.com"),
  shortOrigin: setting.origin("SNAPCHAT_SHORT_ORIGIN", "https://t.snapchat.com"),
  userAgent: setting("SNAPCHAT_USER_AGENT", z.string().min(1), BROWSER_USER_AGENT),
  /** yt-dlp's first SnapchatSpotlightIE test (81ecd58b). */
  probeUrl: setting.probe(
    "SNAPCHAT_PROBE_URL",
    "https://www.snapchat.com/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYYWtidGhudGZpAX1TKn0JAX1TKnXJAAAAAA",
  ),
});
