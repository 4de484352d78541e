import { optionalFile } from "../../../config.js";
import { cookiesFileSessions } from "../../pushback/sessions.js";
import { CURRENT_CHROME_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/**
 * What Facebook's video servers are sent with every download: yt-dlp's crawler user agent, as
 * "downloads with browser's User-Agent are rate limited". Fixed, as the tunnel's tickets carry it.
 */
export const FACEBOOK_STREAM_HEADERS: Readonly<Record<string, string>> = {
  "user-agent": "facebookexternalhit/1.1",
};

/**
 * Where the Facebook extractor goes and what it presents: every origin and the user agent are
 * settings, so an operator can follow a change the same day and tests point them at stand-ins.
 * Why: docs/decisions/048-facebook.md
 */
export const facebookSettings = platformSettings("facebook", {
  webOrigin: setting.origin("FACEBOOK_WEB_ORIGIN", "https://www.facebook.com"),
  shortOrigin: setting.origin("FACEBOOK_SHORT_ORIGIN", "https://fb.watch"),
  /** The page answers a browser with the video's data. */
  userAgent: setting.userAgent("FACEBOOK_USER_AGENT", CURRENT_CHROME_USER_AGENT),
  /** One signed-in session cookie per line, re-read when it changes. */
  cookiesFile: setting("FACEBOOK_COOKIES_FILE", optionalFile),
  /** yt-dlp's FacebookReelIE test (81ecd58b). */
  probeUrl: setting.probe("FACEBOOK_PROBE_URL", "https://www.facebook.com/reel/1195289147628387"),
});

export type FacebookSettings = ReturnType<typeof facebookSettings.of>;

/**
 * Facebook's signed-in sessions: FACEBOOK_COOKIES_FILE's lines, each a `Cookie` value with
 * `c_user` and `xs` (what a signed-in browser sends). Why: docs/decisions/048-facebook.md
 */
export const facebookSessions = cookiesFileSessions(facebookSettings, ["c_user", "xs"]);
