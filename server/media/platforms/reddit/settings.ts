import { z } from "zod";
import { optionalFile } from "../../../config.js";
import { cookiesFileSessions } from "../../pushback/sessions.js";
import { CURRENT_CHROME_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

const token = z.string().regex(/^[A-Za-z0-9._~+/=-]{1,512}$/, "must be a single token");

/**
 * The REDDIT_* variables: where the Reddit extractor goes and what it presents; each can be
 * overridden so an operator can follow a change the same day and tests point them at stand-ins.
 * Why: docs/decisions/049-reddit.md
 */
export const redditSettings = platformSettings(
  "reddit",
  {
    webOrigin: setting.origin("REDDIT_WEB_ORIGIN", "https://www.reddit.com"),
    /** Where the anonymous session (`loid`) is handed out (yt-dlp since 2026-06). */
    oldOrigin: setting.origin("REDDIT_OLD_ORIGIN", "https://old.reddit.com"),
    /** The API an OAuth app's token reads (cobalt). */
    oauthOrigin: setting.origin("REDDIT_OAUTH_ORIGIN", "https://oauth.reddit.com"),
    userAgent: setting.userAgent("REDDIT_USER_AGENT", CURRENT_CHROME_USER_AGENT),
    /** One signed-in session cookie per line, re-read when it changes. */
    cookiesFile: setting("REDDIT_COOKIES_FILE", optionalFile),
    clientId: setting("REDDIT_CLIENT_ID", token.optional()),
    clientSecret: setting("REDDIT_CLIENT_SECRET", token.optional()),
    refreshToken: setting("REDDIT_REFRESH_TOKEN", token.optional()),
    /** The first of yt-dlp's RedditIE tests (81ecd58b). */
    probeUrl: setting.probe(
      "REDDIT_PROBE_URL",
      "https://www.reddit.com/r/videos/comments/6rrwyj/that_small_heart_attack/",
    ),
  },
  ({ clientId, clientSecret, refreshToken, ...settings }) => ({
    ...settings,
    /** An OAuth app's credentials: all three, or none. */
    oauth:
      clientId && refreshToken
        ? { clientId, clientSecret: clientSecret ?? "", refreshToken }
        : null,
  }),
);

export type RedditSettings = ReturnType<typeof redditSettings.of>;

/**
 * Reddit's signed-in sessions: REDDIT_COOKIES_FILE's lines, each a `Cookie` value with
 * `reddit_session` (what yt-dlp reads as "logged in"). Why: docs/decisions/049-reddit.md
 */
export const redditSessions = cookiesFileSessions(redditSettings, ["reddit_session"]);
