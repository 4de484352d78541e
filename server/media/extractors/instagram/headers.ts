import { MediaError } from "../../errors.js";
import type { InstagramSettings as Instagram } from "../../platforms/instagram/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import type { Session } from "../../pushback/sessions.js";
import type { Answer } from "./request.js";

/**
 * The headers a current browser (or the Android app) sends to each kind of Instagram
 * endpoint. Instagram compares them with what its own web app sends; the volatile values
 * (app ids, ASBD id, user agents) come from configuration.
 * Why: docs/decisions/023-instagram-methods.md
 */

/** Chrome's client hints, derived from the configured user agent so the two never disagree. */
function clientHints(userAgent: string): Record<string, string> {
  const major = /Chrome\/(\d+)/.exec(userAgent)?.[1];
  if (!major || /Mobile/.test(userAgent)) return {};
  const platform = /Windows/.test(userAgent)
    ? "Windows"
    : /Mac OS X/.test(userAgent)
      ? "macOS"
      : "Linux";
  return {
    "sec-ch-ua": `"Chromium";v="${major}", "Google Chrome";v="${major}", "Not_A Brand";v="99"`,
    "sec-ch-ua-mobile": "?0",
    "sec-ch-ua-platform": `"${platform}"`,
  };
}

/** A top-level page load (home page, post page, embed page). */
export function documentHeaders(ig: Instagram): Record<string, string> {
  return {
    "user-agent": ig.userAgent,
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
    "accept-language": "en-US,en;q=0.9",
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": "none",
    "sec-fetch-user": "?1",
    "upgrade-insecure-requests": "1",
    ...clientHints(ig.userAgent),
  };
}

/** An XHR of the web app to its own origin (`/api/v1/...`, `/api/graphql`). */
export function apiHeaders(ig: Instagram, referer: string): Record<string, string> {
  return {
    "user-agent": ig.userAgent,
    accept: "*/*",
    "accept-language": "en-US,en;q=0.9",
    "x-ig-app-id": ig.webAppId,
    "x-asbd-id": ig.asbdId,
    "x-ig-www-claim": "0",
    "x-requested-with": "XMLHttpRequest",
    origin: ig.webOrigin,
    referer,
    "sec-fetch-dest": "empty",
    "sec-fetch-mode": "cors",
    "sec-fetch-site": "same-origin",
    ...clientHints(ig.userAgent),
  };
}

/** A session's cookie and its CSRF token, for the logged-in endpoints. */
export function sessionHeaders(session: Session | undefined): Record<string, string> {
  if (!session) return {};
  return { cookie: session.cookie, ...(session.csrf ? { "x-csrftoken": session.csrf } : {}) };
}

/** The Android app on the private API (i.instagram.com), signed in when `session` is given. */
export function mobileHeaders(ig: Instagram, session?: Session): Record<string, string> {
  return {
    "user-agent": ig.mobileUserAgent,
    "x-ig-app-id": ig.mobileAppId,
    "accept-language": "en-US",
    ...(session ? { cookie: session.cookie } : {}),
  };
}

/** Instagram's error answers, read by their status and message. */
export function instagramError(status: number, body: string): MediaError | undefined {
  if (status >= 200 && status < 300) return undefined;
  const text = body.toLowerCase();
  if (text.includes("not authorized to view user") || text.includes("private"))
    return new MediaError("private");
  if (
    status === 404 ||
    text.includes("media not found") ||
    text.includes("not found or unavailable")
  ) {
    return new MediaError("not_found");
  }
  if (status === 429 || text.includes("please wait a few minutes"))
    return new MediaError("rate_limited");
  return new MediaError("upstream_failed");
}

/** Instagram sends anonymous visitors it refuses to the login page (or, since 2026-07, home). */
export function isLoginWall(url: URL, requested: string): boolean {
  const path = url.pathname;
  if (path.startsWith("/accounts/login") || path.startsWith("/challenge")) return true;
  return path === "/" && new URL(requested).pathname !== "/";
}

/**
 * Instagram pushing back on who asked rather than answering about the post: for a logged-out
 * request, a 429, "Please wait a few minutes" or a login wall refuses the egress (yt-dlp reads
 * the login redirect as "exceeded the rate-limit for accessing posts anonymously"); for a
 * session, a 429 or "please wait" asks it to slow down, a login wall or `login_required` means
 * it is logged out, `challenge_required`/`checkpoint_required` that it is challenged.
 * Why: docs/decisions/028-egress-pool.md, docs/decisions/029-instagram-session-pool.md
 */
export function refusalOf(
  answer: Answer,
  requested: string,
  signedIn: boolean,
): Refusal | undefined {
  const text = answer.text.trimStart().startsWith("<") ? "" : answer.text.toLowerCase();
  const slowDown =
    answer.status === 429 ||
    text.includes("please wait a few minutes") ||
    text.includes("feedback_required");
  const path = answer.url.pathname;
  if (!signedIn) {
    if (slowDown) return new Refusal("egress", "rate limited", answer.retryAfterMs);
    if (isLoginWall(answer.url, requested))
      return new Refusal("egress", "login wall", answer.retryAfterMs);
    return undefined;
  }
  if (path.startsWith("/challenge") || /challenge_required|checkpoint_required/.test(text)) {
    return new Refusal("lost", "challenged", 0, "challenged");
  }
  if (slowDown) return new Refusal("session", "rate limited", answer.retryAfterMs);
  if (
    isLoginWall(answer.url, requested) ||
    answer.status === 401 ||
    text.includes("login_required")
  ) {
    return new Refusal("lost", "logged out", 0, "logged_out");
  }
  return undefined;
}
