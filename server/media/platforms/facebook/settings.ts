import {
  declareSettings,
  httpUrl,
  optionalFile,
  userAgent,
  variable,
  withoutTrailingSlash,
} from "../../../config.js";
import { cookiesFileSessions } from "../../pushback/sessions.js";

/**
 * Where the Facebook extractor goes and what it presents: every origin and the user agent are
 * settings, so an operator can follow a change the same day and tests point them at stand-ins.
 * Why: docs/decisions/048-facebook.md
 */
const FACEBOOK_DEFAULTS = {
  webOrigin: "https://www.facebook.com",
  shortOrigin: "https://fb.watch",
  /** A current desktop Chrome: the page answers a browser with the video's data. */
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/151.0.0.0 Safari/537.36",
  /** A public reel the probe of a wall reads: yt-dlp's FacebookReelIE test (81ecd58b). */
  probeUrl: "https://www.facebook.com/reel/1195289147628387",
} as const;

/**
 * What Facebook's video servers are sent with every download: yt-dlp's crawler user agent, as
 * "downloads with browser's User-Agent are rate limited". Fixed, as the tunnel's tickets carry it.
 */
export const FACEBOOK_STREAM_HEADERS: Readonly<Record<string, string>> = {
  "user-agent": "facebookexternalhit/1.1",
};

/** The FACEBOOK_* variables, read and checked with the rest of the configuration. */
export const facebookSettings = declareSettings(
  "facebook",
  {
    FACEBOOK_WEB_ORIGIN: variable(httpUrl, FACEBOOK_DEFAULTS.webOrigin),
    FACEBOOK_SHORT_ORIGIN: variable(httpUrl, FACEBOOK_DEFAULTS.shortOrigin),
    FACEBOOK_USER_AGENT: variable(userAgent, FACEBOOK_DEFAULTS.userAgent),
    FACEBOOK_COOKIES_FILE: variable(optionalFile),
    FACEBOOK_PROBE_URL: variable(httpUrl, FACEBOOK_DEFAULTS.probeUrl),
  },
  (env) => ({
    webOrigin: withoutTrailingSlash(env.FACEBOOK_WEB_ORIGIN),
    shortOrigin: withoutTrailingSlash(env.FACEBOOK_SHORT_ORIGIN),
    userAgent: env.FACEBOOK_USER_AGENT,
    /** One signed-in session cookie per line, re-read when it changes. */
    cookiesFile: env.FACEBOOK_COOKIES_FILE,
    /** Why: docs/decisions/059-platform-client.md */
    probeUrl: env.FACEBOOK_PROBE_URL,
  }),
);

export type FacebookSettings = ReturnType<typeof facebookSettings.of>;

/**
 * Facebook's signed-in sessions: FACEBOOK_COOKIES_FILE's lines, each a `Cookie` value with
 * `c_user` and `xs` (what a signed-in browser sends). Why: docs/decisions/048-facebook.md
 */
export const facebookSessions = cookiesFileSessions(
  "facebook",
  (config) => facebookSettings.of(config).cookiesFile,
  "FACEBOOK_COOKIES_FILE",
  ["c_user", "xs"],
);
