import { linkInText } from "../../common/link-in-text.js";
import { MediaError } from "./errors.js";
import { type MediaLink, PLATFORMS, platformReadingHost } from "./platforms/index.js";

export type { MediaLink };

const MAX_LINK_LENGTH = 2048;
const APP_SCHEMES = new Set(PLATFORMS.flatMap((p) => p.appSchemes));

/** Turns pasted text into an absolute URL (http(s), or a platform app's scheme), or throws invalid_url. */
export function parseUrl(input: unknown): URL {
  if (typeof input !== "string") throw new MediaError("invalid_url");
  if (input.length > MAX_LINK_LENGTH * 4) throw new MediaError("invalid_url");
  let text = linkInText(input);
  if (text === "" || text.length > MAX_LINK_LENGTH || /\s/.test(text)) {
    throw new MediaError("invalid_url");
  }
  // People paste a link without its scheme ("<host>/reel/…"); browsers accept it, so do we.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) text = `https://${text.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new MediaError("invalid_url");
  }
  if (APP_SCHEMES.has(url.protocol)) return url;
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new MediaError("invalid_url");
  if (!url.hostname.includes(".")) throw new MediaError("invalid_url");
  return url;
}

/**
 * Recognises the public link shapes people paste and gives their canonical form (no
 * tracking parameters, www host, trailing slash): the platform whose host (on the default
 * port) or app scheme the URL names reads it with its own grammar. Throws invalid_url for
 * text that is not a URL and unsupported_link for anything else; never makes a request.
 * Why: docs/decisions/026-platform-folders.md
 */
export function parseLink(input: unknown): MediaLink {
  const url = parseUrl(input);
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const platform = APP_SCHEMES.has(url.protocol)
    ? PLATFORMS.find((p) => p.appSchemes.includes(url.protocol))
    : url.port === ""
      ? platformReadingHost(host)
      : undefined;
  const link = platform?.readLink(url, host);
  if (!link) throw new MediaError("unsupported_link");
  return link;
}
