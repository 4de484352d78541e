import { z } from "zod";
import { optionalFile } from "../../../config.js";
import { cookiesFileSessions } from "../../pushback/sessions.js";
import { CURRENT_CHROME_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/**
 * The TWITTER_* variables: where the X extractor goes and the values X's web app sends, which X
 * changes without notice: each a setting with the references' value as default.
 * Why: docs/decisions/046-twitter.md
 */
export const twitterSettings = platformSettings("twitter", {
  /** Guest activation and GraphQL (cobalt asks api.x.com for both). */
  apiOrigin: setting.origin("TWITTER_API_ORIGIN", "https://api.x.com"),
  syndicationOrigin: setting.origin(
    "TWITTER_SYNDICATION_ORIGIN",
    "https://cdn.syndication.twimg.com",
  ),
  /** X's link shortener (yt-dlp's TwitterShortenerIE). */
  shortOrigin: setting.origin("TWITTER_SHORT_ORIGIN", "https://t.co"),
  /** cobalt's first X test, X's own video (a636575b). */
  probeUrl: setting.probe("TWITTER_PROBE_URL", "https://x.com/X/status/1697304622749086011"),
  /** The web app's bearer (all three references). */
  bearerToken: setting(
    "TWITTER_BEARER_TOKEN",
    z.string().regex(/^[A-Za-z0-9%_-]{20,200}$/, "must be a bearer token (letters, digits, %)"),
    "AAAAAAAAAAAAAAAAAAAAANRILgAAAAAAnNwIzUejRCOuH5E6I8xnZz4puTs%3D1Zv7ttfk8LF81IUq16cHjhLTvJu4FA33AGWWjCpTnA",
  ),
  /** TweetResultByRestId's query id in yt-dlp 2026-08. */
  queryId: setting(
    "TWITTER_QUERY_ID",
    z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "must be a GraphQL query id"),
    "2ICDjqPd81tulZcYrtpTuQ",
  ),
  userAgent: setting.userAgent("TWITTER_USER_AGENT", CURRENT_CHROME_USER_AGENT),
  /** One signed-in session (`auth_token=…; ct0=…`) per line, re-read when it changes. */
  cookiesFile: setting("TWITTER_COOKIES_FILE", optionalFile),
});

export type TwitterSettings = ReturnType<typeof twitterSettings.of>;

/**
 * X's signed-in sessions: TWITTER_COOKIES_FILE's lines, each with `auth_token` and `ct0` (its
 * value goes in `x-csrf-token`). Why: docs/decisions/046-twitter.md, 036-one-state-across-processes.md
 */
export const twitterSessions = cookiesFileSessions(twitterSettings, ["auth_token", "ct0"], "ct0");
