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
 * Where the X extractor goes and the values X's web app sends, which X changes without
 * notice: each a setting with the references' value as default.
 * Why: docs/decisions/046-twitter.md
 */
const TWITTER_DEFAULTS = {
  /** Guest activation and GraphQL (cobalt asks api.x.com for both). */
  apiOrigin: "https://api.x.com",
  syndicationOrigin: "https://cdn.syndication.twimg.com",
  /** X's link shortener (yt-dlp's TwitterShortenerIE). */
  shortOrigin: "https://t.co",
  /** A public post the probe of a wall reads: cobalt's first X test, X's own video (a636575b). */
  probeUrl: "https://x.com/X/status/1697304622749086011",
  /** The web app's bearer (all three references). */
  bearerToken:
    "AAAAAAAAAAAAAAAAAAAAANRILgAAAAAAnNwIzUejRCOuH5E6I8xnZz4puTs%3D1Zv7ttfk8LF81IUq16cHjhLTvJu4FA33AGWWjCpTnA",
  /** TweetResultByRestId's query id in yt-dlp 2026-08. */
  queryId: "2ICDjqPd81tulZcYrtpTuQ",
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/151.0.0.0 Safari/537.36",
} as const;

/** The TWITTER_* variables, read and checked with the rest of the configuration. */
export const twitterSettings = declareSettings(
  "twitter",
  {
    TWITTER_API_ORIGIN: variable(httpUrl, TWITTER_DEFAULTS.apiOrigin),
    TWITTER_SYNDICATION_ORIGIN: variable(httpUrl, TWITTER_DEFAULTS.syndicationOrigin),
    TWITTER_SHORT_ORIGIN: variable(httpUrl, TWITTER_DEFAULTS.shortOrigin),
    TWITTER_PROBE_URL: variable(httpUrl, TWITTER_DEFAULTS.probeUrl),
    TWITTER_BEARER_TOKEN: variable(
      z.string().regex(/^[A-Za-z0-9%_-]{20,200}$/, "must be a bearer token (letters, digits, %)"),
      TWITTER_DEFAULTS.bearerToken,
    ),
    TWITTER_QUERY_ID: variable(
      z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "must be a GraphQL query id"),
      TWITTER_DEFAULTS.queryId,
    ),
    TWITTER_USER_AGENT: variable(userAgent, TWITTER_DEFAULTS.userAgent),
    TWITTER_COOKIES_FILE: variable(optionalFile),
  },
  (env) => ({
    apiOrigin: withoutTrailingSlash(env.TWITTER_API_ORIGIN),
    syndicationOrigin: withoutTrailingSlash(env.TWITTER_SYNDICATION_ORIGIN),
    shortOrigin: withoutTrailingSlash(env.TWITTER_SHORT_ORIGIN),
    /** Why: docs/decisions/061-x-reddit-pinterest-on-the-client.md */
    probeUrl: env.TWITTER_PROBE_URL,
    bearerToken: env.TWITTER_BEARER_TOKEN,
    queryId: env.TWITTER_QUERY_ID,
    userAgent: env.TWITTER_USER_AGENT,
    /** One signed-in session (`auth_token=…; ct0=…`) per line, re-read when it changes. */
    cookiesFile: env.TWITTER_COOKIES_FILE,
  }),
);

export type TwitterSettings = ReturnType<typeof twitterSettings.of>;

/**
 * X's signed-in sessions: TWITTER_COOKIES_FILE's lines, each with `auth_token` and `ct0` (its
 * value goes in `x-csrf-token`). Why: docs/decisions/046-twitter.md, 036-one-state-across-processes.md
 */
export const twitterSessions = cookiesFileSessions(
  "twitter",
  (config) => twitterSettings.of(config).cookiesFile,
  "TWITTER_COOKIES_FILE",
  ["auth_token", "ct0"],
  "ct0",
);
