import { BILIBILI_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { readShortLink, type ShortLink } from "../short-links.js";
import { segments } from "../url-parts.js";

export type BilibiliVideoLink = {
  platform: "bilibili";
  type: "video";
  /** `BV1xx411c7mD` or `av170001`, as the site writes them. */
  id: string;
  /** The part of a multi-part video (`?p=3`), from 1. */
  part?: number;
  url: string;
};
export type BilibiliShortLink = ShortLink<"bilibili">;
export type BilibiliLink = BilibiliVideoLink | BilibiliShortLink;

const CANONICAL = "https://www.bilibili.com";
const SHORT_HOST = "b23.tv";

const BV = /^BV[0-9A-Za-z]{10}$/i;
const AV = /^av(\d{1,20})$/i;
const SHORT = /^[0-9A-Za-z]{4,16}$/;

/** `BV…` with its prefix as bilibili writes it, `av<n>` lower case; else undefined. */
function videoId(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  if (BV.test(segment)) return `BV${segment.slice(2)}`;
  const av = AV.exec(segment)?.[1];
  return av ? `av${av}` : undefined;
}

/** A video link of bilibili's own site (also where a short link leads). */
export function bilibiliVideo(url: URL): BilibiliVideoLink | undefined {
  const [first, second, ...more] = segments(url.pathname);
  if (first !== "video" || more.length > 0) return undefined;
  const id = videoId(second);
  if (!id) return undefined;
  const p = Number(url.searchParams.get("p"));
  const part = Number.isInteger(p) && p > 1 && p <= 9999 ? p : undefined;
  return {
    platform: "bilibili",
    type: "video",
    id,
    ...(part ? { part } : {}),
    url: `${CANONICAL}/video/${id}/${part ? `?p=${part}` : ""}`,
  };
}

/**
 * bilibili's links: `bilibili.com/video/BV…` and `/video/av…` (with `?p=` for a part), and
 * `b23.tv/<code>` short links, followed inside the lookup. Why: docs/decisions/083-bilibili.md
 */
export const bilibiliLinks: LinkGrammar<BilibiliLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: BILIBILI_LINK_HOSTS,
  read(url, host) {
    if (host === SHORT_HOST) return readShortLink("bilibili", SHORT_HOST, SHORT, url);
    return bilibiliVideo(url);
  },
  mediaId: (link) =>
    link.type === "video" ? `${link.id}${link.part ? `_p${link.part}` : ""}` : link.code,
  defaultKind: "reel",
};
