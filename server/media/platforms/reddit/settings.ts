import { z } from "zod";
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
 * Where the Reddit extractor goes and what it presents; each can be overridden so an operator
 * can follow a change the same day and tests point them at stand-ins.
 * Why: docs/decisions/049-reddit.md
 */
const REDDIT_DEFAULTS = {
  webOrigin: "https://www.reddit.com",
  /** Where the anonymous session (`loid`) is handed out (yt-dlp since 2026-06). */
  oldOrigin: "https://old.reddit.com",
  /** The API an OAuth app's token reads (cobalt). */
  oauthOrigin: "https://oauth.reddit.com",
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/151.0.0.0 Safari/537.36",
  /** A public post the probe of a wall reads: the first of yt-dlp's RedditIE tests (81ecd58b). */
  probeUrl: "https://www.reddit.com/r/videos/comments/6rrwyj/that_small_heart_attack/",
} as const;

const token = z.string().regex(/^[A-Za-z0-9._~+/=-]{1,512}$/, "must be a single token");

/** The REDDIT_* variables, read and checked with the rest of the configuration. */
export const redditSettings = declareSettings(
  "reddit",
  {
    REDDIT_WEB_ORIGIN: variable(httpUrl, REDDIT_DEFAULTS.webOrigin),
    REDDIT_OLD_ORIGIN: variable(httpUrl, REDDIT_DEFAULTS.oldOrigin),
    REDDIT_OAUTH_ORIGIN: variable(httpUrl, REDDIT_DEFAULTS.oauthOrigin),
    REDDIT_USER_AGENT: variable(userAgent, REDDIT_DEFAULTS.userAgent),
    REDDIT_COOKIES_FILE: variable(optionalFile),
    REDDIT_CLIENT_ID: variable(token.optional()),
    REDDIT_CLIENT_SECRET: variable(token.optional()),
    REDDIT_REFRESH_TOKEN: variable(token.optional()),
    REDDIT_PROBE_URL: variable(httpUrl, REDDIT_DEFAULTS.probeUrl),
  },
  (env) => ({
    webOrigin: withoutTrailingSlash(env.REDDIT_WEB_ORIGIN),
    oldOrigin: withoutTrailingSlash(env.REDDIT_OLD_ORIGIN),
    oauthOrigin: withoutTrailingSlash(env.REDDIT_OAUTH_ORIGIN),
    userAgent: env.REDDIT_USER_AGENT,
    /** One signed-in session cookie per line, re-read when it changes. */
    cookiesFile: env.REDDIT_COOKIES_FILE,
    /** An OAuth app's credentials: all three, or none. */
    oauth:
      env.REDDIT_CLIENT_ID && env.REDDIT_REFRESH_TOKEN
        ? {
            clientId: env.REDDIT_CLIENT_ID,
            clientSecret: env.REDDIT_CLIENT_SECRET ?? "",
            refreshToken: env.REDDIT_REFRESH_TOKEN,
          }
        : null,
    /** Why: docs/decisions/061-x-reddit-pinterest-on-the-client.md */
    probeUrl: env.REDDIT_PROBE_URL,
  }),
);

export type RedditSettings = ReturnType<typeof redditSettings.of>;

/**
 * Reddit's signed-in sessions: REDDIT_COOKIES_FILE's lines, each a `Cookie` value with
 * `reddit_session` (what yt-dlp reads as "logged in"). Why: docs/decisions/049-reddit.md
 */
export const redditSessions = cookiesFileSessions(
  "reddit",
  (config) => redditSettings.of(config).cookiesFile,
  "REDDIT_COOKIES_FILE",
  ["reddit_session"],
);
