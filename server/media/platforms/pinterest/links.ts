import { PINTEREST_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { readShortLink, type ShortLink, shortLink } from "../short-links.js";
import { segments } from "../url-parts.js";

export type PinterestPinLink = {
  platform: "pinterest";
  type: "pin";
  /** The pin's numeric id. */
  id: string;
  url: string;
};
/** A `pin.it/<code>` link. */
export type PinterestShortLink = ShortLink<"pinterest">;
export type PinterestLink = PinterestPinLink | PinterestShortLink;

/** Canonical links are written on this origin, whatever the pasted host. */
const CANONICAL = "https://www.pinterest.com";

const PIN_ID = /^\d{1,24}$/;
const SHORT_HOST = "pin.it";
const SHORT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

function pin(id: string | undefined): PinterestPinLink | undefined {
  if (!id || !PIN_ID.test(id)) return undefined;
  return { platform: "pinterest", type: "pin", id, url: `${CANONICAL}/pin/${id}/` };
}

function short(code: string | undefined): PinterestShortLink | undefined {
  if (!code || !SHORT_CODE.test(code)) return undefined;
  return shortLink("pinterest", SHORT_HOST, code);
}

/**
 * A path on Pinterest's hosts: `/pin/<id>/`, `/pin/<slug>--<id>/`, and whatever follows the
 * id (`/sent/?invite_code=`); `/url_shortener/<code>` is what cobalt turns `pin.it` into.
 */
export function pinterestPath(path: string): PinterestLink | undefined {
  const [first, second] = segments(path);
  if (first === "pin" && second)
    return pin(second.includes("--") ? second.split("--").at(-1) : second);
  if (first === "url_shortener") return short(second);
  return undefined;
}

/** Pinterest's link grammar: a pin on one of its hosts, or a `pin.it/<code>` short link. */
export const pinterestLinks: LinkGrammar<PinterestLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: PINTEREST_LINK_HOSTS,
  read(url, host) {
    if (host === SHORT_HOST) return readShortLink("pinterest", SHORT_HOST, SHORT_CODE, url);
    return pinterestPath(url.pathname);
  },
  mediaId: (link) => (link.type === "pin" ? link.id : link.code),
  defaultKind: "post",
};
