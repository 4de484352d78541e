import { BY_USER, navigationHeaders } from "../../client/index.js";
import type { InstagramSettings as Instagram } from "../../platforms/instagram/settings.js";

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
  return { ...navigationHeaders(ig.userAgent, BY_USER), ...clientHints(ig.userAgent) };
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

/** A session's CSRF token, echoed as the web app does (its cookie goes with every request). */
export function csrfHeader(csrf: string | undefined): Record<string, string> {
  return csrf ? { "x-csrftoken": csrf } : {};
}

/** The Android app on the private API (i.instagram.com); a session's cookie goes with it. */
export function mobileHeaders(ig: Instagram): Record<string, string> {
  return {
    "user-agent": ig.mobileUserAgent,
    "x-ig-app-id": ig.mobileAppId,
    "accept-language": "en-US",
  };
}
