import { SNAPCHAT_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { readShortLink, type ShortLink, shortLink } from "../short-links.js";
import { segments } from "../url-parts.js";

export type SnapchatSpotlightLink = {
  platform: "snapchat";
  type: "spotlight";
  id: string;
  url: string;
};
export type SnapchatShortLink = ShortLink<"snapchat">;
/** A public profile's story (`/add/<user>`), or one snap of it (`/add/<user>/<snap id>`). */
export type SnapchatStoryLink = {
  platform: "snapchat";
  type: "story";
  user: string;
  snap?: string;
  url: string;
};
export type SnapchatLink = SnapchatSpotlightLink | SnapchatShortLink | SnapchatStoryLink;

const SHORT_HOST = "t.snapchat.com";

/** A Spotlight id: URL-safe base64 (cobalt allows 255). */
const SPOTLIGHT_ID = /^[A-Za-z0-9_-]{8,255}$/;
/** A share code (cobalt allows 16). */
const SHORT_CODE = /^[A-Za-z0-9_-]{4,16}$/;
/** A username (cobalt allows 32) and a snap id (255). */
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;
const SNAP_ID = /^[A-Za-z0-9_-]{1,255}$/;

export function spotlightLink(id: string): SnapchatSpotlightLink {
  return {
    platform: "snapchat",
    type: "spotlight",
    id,
    url: `https://www.snapchat.com/spotlight/${id}`,
  };
}

function storyLink(user: string, snap: string | undefined): SnapchatStoryLink | undefined {
  if (!USERNAME.test(user) || (snap !== undefined && !SNAP_ID.test(snap))) return undefined;
  const path = `${encodeURIComponent(user)}${snap ? `/${snap}` : ""}`;
  return {
    platform: "snapchat",
    type: "story",
    user,
    ...(snap ? { snap } : {}),
    url: `https://www.snapchat.com/add/${path}`,
  };
}

function sitePath(parts: string[]): SnapchatLink | undefined {
  // A profile, `/add/<user>[/<snap>]` (also cobalt's `/u/`), or its newer form `/@<user>`.
  if ((parts[0] === "add" || parts[0] === "u") && parts[1] && parts.length <= 3) {
    return storyLink(parts[1], parts[2]);
  }
  if (parts.length === 1 && parts[0]?.startsWith("@"))
    return storyLink(parts[0].slice(1), undefined);
  // `/@<user>/spotlight/<id>` names the same Spotlight as `/spotlight/<id>`.
  const rest = parts[0]?.startsWith("@") ? parts.slice(1) : parts;
  const [first, second, ...more] = rest;
  if (!second || more.length > 0) return undefined;
  if ((first === "spotlight" || first === "o") && SPOTLIGHT_ID.test(second)) {
    return spotlightLink(second);
  }
  if (first === "t" && rest === parts && SHORT_CODE.test(second)) {
    return shortLink("snapchat", SHORT_HOST, second);
  }
  return undefined;
}

/**
 * Snapchat's Spotlight links, profile story links and share links (yt-dlp's and cobalt's forms).
 * Why: docs/decisions/056-snapchat-spotlight.md
 */
export const snapchatLinks: LinkGrammar<SnapchatLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: SNAPCHAT_LINK_HOSTS,
  read(url, host) {
    if (host === SHORT_HOST) return readShortLink("snapchat", SHORT_HOST, SHORT_CODE, url);
    return sitePath(segments(url.pathname));
  },
  mediaId(link) {
    if (link.type === "spotlight") return link.id;
    if (link.type === "story") return link.snap ?? link.user;
    return link.code;
  },
  defaultKind: (link) => (link.type === "story" ? "story" : "reel"),
};
