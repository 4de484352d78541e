import { DOWNLOADER_PAGES } from "~common/downloader-pages";
import { PLATFORMS } from "~common/platforms";

/** The link form's rules shared by the form and its tests: the ids of their messages. */
export const URL_REQUIRED = "form.urlRequired";
export const URL_INVALID = "form.urlInvalid";

/**
 * Returns the message id to show for a link entry, or null when it may be submitted.
 * Any absolute URL passes: the site a link belongs to is the server's business.
 */
export function validateLink(value: string): typeof URL_REQUIRED | typeof URL_INVALID | null {
  const link = value.trim();
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
  const text = params.get("text") ?? "";
  return text.match(/https?:\/\/\S+/i)?.[0] ?? text.trim();
}

/** Which screen suits a shared link: the platform's own (stories, posts), else the reels screen. */
export function screenForLink(link: string): "/" | "/stories" | "/photos" {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return "/";
  }
  const kind = PLATFORMS.map((p) => p.screenFor?.(url)).find((k) => k !== undefined);
  return kind ? DOWNLOADER_PAGES[kind].path : "/";
}
