import { z } from "zod";
import { type Config, optionalFile } from "../../../config.js";
import type { SessionSource } from "../../pushback/sessions.js";
import { CURRENT_CHROME_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/** An id Instagram's apps send (app id, query id): digits only. */
const numericId = z.string().regex(/^\d{1,32}$/, "must be digits only");

/**
 * The INSTAGRAM_* variables: values Instagram changes without notice (the web app's query ids,
 * app ids, the ASBD id and the user agents we present). Defaults follow the references' newest
 * code (yt-dlp 2026-08, cobalt, gallery-dl); each can be overridden so an operator can follow a
 * change the same day. Why: docs/decisions/023-instagram-methods.md
 */
export const instagramSettings = platformSettings("instagram", {
  webOrigin: setting.origin("INSTAGRAM_WEB_ORIGIN", "https://www.instagram.com"),
  apiOrigin: setting.origin("INSTAGRAM_API_ORIGIN", "https://i.instagram.com"),
  cookie: setting(
    "INSTAGRAM_COOKIE",
    z
      .string()
      .optional()
      .transform((cookie) => cookie ?? null),
  ),
  /**
   * One session cookie per line, re-read when it changes (the session pool).
   * Why: docs/decisions/029-instagram-session-pool.md
   */
  cookiesFile: setting("INSTAGRAM_COOKIES_FILE", optionalFile),
  /** `X-IG-App-ID` of instagram.com's web app. */
  webAppId: setting("INSTAGRAM_WEB_APP_ID", numericId, "936619743392459"),
  /** `X-IG-App-ID` of the Android app, for the private API on i.instagram.com. */
  mobileAppId: setting("INSTAGRAM_MOBILE_APP_ID", numericId, "567067343352427"),
  /** `X-ASBD-ID` the web app sends (yt-dlp since 2026-06). */
  asbdId: setting("INSTAGRAM_ASBD_ID", numericId, "359341"),
  /** PolarisLoggedOutDesktopWWWPostRootContentQuery: the logged-out post query. */
  polarisDocId: setting("INSTAGRAM_POLARIS_DOC_ID", numericId, "27130156389949648"),
  /** PolarisPostActionLoadPostQueryQuery: the older post query, kept as a fallback. */
  postDocId: setting("INSTAGRAM_POST_DOC_ID", numericId, "8845758582119845"),
  userAgent: setting.userAgent("INSTAGRAM_USER_AGENT", CURRENT_CHROME_USER_AGENT),
  /** The Android app, for the private API. */
  mobileUserAgent: setting.userAgent(
    "INSTAGRAM_MOBILE_USER_AGENT",
    "Instagram 275.0.0.27.98 Android (33/13; 420dpi; 1080x2400; samsung; SM-G991B; o1s; exynos2100; en_US; 458229237)",
  ),
  /** Instagram's own reel of yt-dlp's tests (`InstagramIE._TESTS`, yt-dlp 81ecd58b). */
  probeUrl: setting.probe("INSTAGRAM_PROBE_URL", "https://www.instagram.com/reel/Chunk8-jurw/"),
});

export type InstagramSettings = ReturnType<typeof instagramSettings.of>;

/**
 * Instagram's signed-in sessions: INSTAGRAM_COOKIE first, then INSTAGRAM_COOKIES_FILE's lines,
 * each a `Cookie` value with `sessionid` (its `csrftoken` goes in `x-csrftoken`).
 * Why: docs/decisions/029-instagram-session-pool.md, 036-one-state-across-processes.md
 */
export const instagramSessions = {
  name: "instagram",
  sessions(config: Pick<Config, "groups">): SessionSource {
    const { cookie, cookiesFile } = instagramSettings.of(config);
    return {
      ...(cookie ? { cookie } : {}),
      ...(cookiesFile ? { file: cookiesFile } : {}),
      fileVariable: instagramSettings.fields.cookiesFile.variable,
      required: ["sessionid"],
      csrfCookie: "csrftoken",
    };
  },
};
