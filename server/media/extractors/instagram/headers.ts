import { MediaError } from "../../errors.js";
import type { ProviderContext } from "../../providers/types.js";

/** What Instagram's own web and Android apps send, so answers come in the shapes we read. */
export const WEB_APP_ID = "936619743392459";
export const MOBILE_APP_ID = "567067343352427";
const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const MOBILE_UA =
  "Instagram 275.0.0.27.98 Android (33/13; 420dpi; 1080x2400; samsung; SM-G991B; o1s; exynos2100; en_US; 458229237)";

export function webHeaders(
  { config }: ProviderContext,
  extra: Record<string, string> = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    "user-agent": BROWSER_UA,
    "accept-language": "en-US,en;q=0.9",
    "x-ig-app-id": WEB_APP_ID,
    ...extra,
  };
  const cookie = config.instagram.cookie;
  if (cookie) {
    headers.cookie = cookie;
    const csrf = /(?:^|;\s*)csrftoken=([^;]+)/.exec(cookie)?.[1];
    if (csrf) headers["x-csrftoken"] = csrf;
  }
  return headers;
}

export function mobileHeaders({ config }: ProviderContext): Record<string, string> {
  const headers: Record<string, string> = { "user-agent": MOBILE_UA, "x-ig-app-id": MOBILE_APP_ID };
  if (config.instagram.cookie) headers.cookie = config.instagram.cookie;
  return headers;
}

/**
 * Instagram's JSON error answers, read by their message.
 * Why: docs/decisions/007-specific-error-reasons.md
 */
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
  if (text.includes("login_required")) return new MediaError("upstream_failed");
  return new MediaError(status === 401 ? "rate_limited" : "upstream_failed");
}

export function isLoginWall(url: URL): boolean {
  return url.pathname.startsWith("/accounts/login") || url.pathname.startsWith("/challenge");
}
