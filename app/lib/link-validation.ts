import { DOWNLOADER_PAGES } from "~common/downloader-pages";
import { linkInText } from "~common/link-in-text";
import { type BrowserPlatform, platformOfUrl } from "~common/platforms";

/** The link form's rules shared by the form and its tests: the ids of their messages. */
export const URL_REQUIRED = "form.urlRequired";
export const URL_INVALID = "form.urlInvalid";

/**
 * Returns the message id to show for a link entry, or null when it may be submitted.
 * Any absolute URL passes: the site a link belongs to is the server's business.
 */
export function validateLink(value: string): typeof URL_REQUIRED | typeof URL_INVALID | null {
  const link = linkInText(value);
  if (!link) return URL_REQUIRED;
  try {
    new URL(link);
    return null;
  } catch {
    return URL_INVALID;
  }
}

/**
 * The link carried by a `?url=` / `?text=` query (the manifest's share target sends
 * both; apps often put the link inside `text`, after a caption).
 */
export function linkFromSearchParams(params: URLSearchParams): string {
  const url = params.get("url")?.trim();
  if (url) return url;
  return linkInText(params.get("text") ?? "");
}

/**
 * Which screen suits a shared link: its platform's landing page when it has one (which looks
 * it up as its kind asks), else the downloader screen of its kind (stories, posts), else the
 * reels screen. Why: docs/decisions/042-platform-pages.md
 */
export function screenForLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return "/";
  }
  const platform = platformOfUrl(url);
  if (!platform) return "/";
  if (platform.landing) return platform.landing;
  const kind = platform.screenFor?.(url);
  return kind ? DOWNLOADER_PAGES[kind].path : "/";
}

/** The kind of lookup a link suits on a page that takes any link (a landing page). */
export function kindForLink(link: string): "reel" | "story" | "post" {
  try {
    const url = new URL(link);
    return platformOfUrl(url)?.screenFor?.(url) ?? "reel";
  } catch {
    return "reel";
  }
}

/** The platform a link belongs to, if it is a link of one. */
export function platformOfLink(link: string): BrowserPlatform | undefined {
  try {
    return platformOfUrl(new URL(link));
  } catch {
    return undefined;
  }
}
