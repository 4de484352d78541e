import { z } from "zod";
import {
  type Config,
  declareSettings,
  httpUrl,
  optionalFile,
  userAgent,
  variable,
  withoutTrailingSlash,
} from "../../../config.js";
import type { SessionSource } from "../../pushback/sessions.js";

/**
 * Values Instagram changes without notice: the web app's query ids, app ids, the ASBD id and
 * the user agents we present. Defaults follow the references' newest code (yt-dlp 2026-08,
 * cobalt, gallery-dl); each can be overridden by its environment variable so an operator can
 * follow a change the same day. Why: docs/decisions/023-instagram-methods.md
 */
const INSTAGRAM_DEFAULTS = {
  webOrigin: "https://www.instagram.com",
  apiOrigin: "https://i.instagram.com",
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
  /**
   * A public post the probe of a wall reads: Instagram's own reel of yt-dlp's tests
   * (`InstagramIE._TESTS`, yt-dlp 81ecd58b). Why: docs/decisions/059-platform-client.md
   */
  probeUrl: "https://www.instagram.com/reel/Chunk8-jurw/",
} as const;

/** An id Instagram's apps send (app id, query id): digits only. */
const numericId = z.string().regex(/^\d{1,32}$/, "must be digits only");

/** The INSTAGRAM_* variables, read and checked with the rest of the configuration. */
export const instagramSettings = declareSettings(
  "instagram",
  {
    INSTAGRAM_WEB_ORIGIN: variable(httpUrl, INSTAGRAM_DEFAULTS.webOrigin),
    INSTAGRAM_API_ORIGIN: variable(httpUrl, INSTAGRAM_DEFAULTS.apiOrigin),
    INSTAGRAM_COOKIE: variable(z.string().optional()),
    // Why: docs/decisions/029-instagram-session-pool.md
    INSTAGRAM_COOKIES_FILE: variable(optionalFile),
    INSTAGRAM_WEB_APP_ID: variable(numericId, INSTAGRAM_DEFAULTS.webAppId),
    INSTAGRAM_MOBILE_APP_ID: variable(numericId, INSTAGRAM_DEFAULTS.mobileAppId),
    INSTAGRAM_ASBD_ID: variable(numericId, INSTAGRAM_DEFAULTS.asbdId),
    INSTAGRAM_POLARIS_DOC_ID: variable(numericId, INSTAGRAM_DEFAULTS.polarisDocId),
    INSTAGRAM_POST_DOC_ID: variable(numericId, INSTAGRAM_DEFAULTS.postDocId),
    INSTAGRAM_USER_AGENT: variable(userAgent, INSTAGRAM_DEFAULTS.userAgent),
    INSTAGRAM_MOBILE_USER_AGENT: variable(userAgent, INSTAGRAM_DEFAULTS.mobileUserAgent),
    INSTAGRAM_PROBE_URL: variable(httpUrl, INSTAGRAM_DEFAULTS.probeUrl),
  },
  (env) => ({
    webOrigin: withoutTrailingSlash(env.INSTAGRAM_WEB_ORIGIN),
    apiOrigin: withoutTrailingSlash(env.INSTAGRAM_API_ORIGIN),
    cookie: env.INSTAGRAM_COOKIE ?? null,
    /** One session cookie per line, re-read when it changes (the session pool). */
    cookiesFile: env.INSTAGRAM_COOKIES_FILE,
    webAppId: env.INSTAGRAM_WEB_APP_ID,
    mobileAppId: env.INSTAGRAM_MOBILE_APP_ID,
    asbdId: env.INSTAGRAM_ASBD_ID,
    polarisDocId: env.INSTAGRAM_POLARIS_DOC_ID,
    postDocId: env.INSTAGRAM_POST_DOC_ID,
    userAgent: env.INSTAGRAM_USER_AGENT,
    mobileUserAgent: env.INSTAGRAM_MOBILE_USER_AGENT,
    probeUrl: env.INSTAGRAM_PROBE_URL,
  }),
);

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
      fileVariable: "INSTAGRAM_COOKIES_FILE",
      required: ["sessionid"],
      csrfCookie: "csrftoken",
    };
  },
};
