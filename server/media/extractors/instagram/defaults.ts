/**
 * Values Instagram changes without notice: the web app's query ids, app ids, the ASBD id and
 * the user agents we present. Defaults follow the references' newest code (yt-dlp 2026-08,
 * cobalt, gallery-dl); each can be overridden by its environment variable in server/config.ts
 * so an operator can follow a change the same day. Why: docs/decisions/023-instagram-methods.md
 */
export const INSTAGRAM_DEFAULTS = {
  /** `X-IG-App-ID` of instagram.com's web app. */
  webAppId: "936619743392459",
  /** `X-IG-App-ID` of the Android app, for the private API on i.instagram.com. */
  mobileAppId: "567067343352427",
  /** `X-ASBD-ID` the web app sends (yt-dlp since 2026-06). */
  asbdId: "359341",
  /** PolarisLoggedOutDesktopWWWPostRootContentQuery: the logged-out post query. */
  polarisDocId: "27130156389949648",
  /** PolarisPostActionLoadPostQueryQuery: the older post query, kept as a fallback. */
  postDocId: "8845758582119845",
  /** A current desktop Chrome (yt-dlp picks Chrome 145-151 in 2026-08). */
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/151.0.0.0 Safari/537.36",
  /** The Android app, for the private API. */
  mobileUserAgent:
    "Instagram 275.0.0.27.98 Android (33/13; 420dpi; 1080x2400; samsung; SM-G991B; o1s; exynos2100; en_US; 458229237)",
} as const;
