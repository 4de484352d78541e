import { TWITTER_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { readShortLink, type ShortLink } from "../short-links.js";
import { segments } from "../url-parts.js";

/** A post; `index` (from 1) when the link named one of its media (`/video/2`, `/photo/1`). */
export type TwitterPostLink = {
  platform: "twitter";
  type: "post";
  id: string;
  index?: number;
  url: string;
};
/** A `t.co/<code>` short link: followed inside the lookup to the post it names. */
export type TwitterShortLink = ShortLink<"twitter">;
export type TwitterLink = TwitterPostLink | TwitterShortLink;

const SHORT_CODE = /^[A-Za-z0-9]{1,32}$/;

const POST_ID = /^\d{1,20}$/;
const USER = /^\w{1,50}$/;
/** First path words that are X's pages, never an account. */
const NOT_USERS = new Set([
  "home",
  "explore",
  "search",
  "settings",
  "messages",
  "notifications",
  "hashtag",
]);

function post(id: string | undefined, user: string, index?: number): TwitterPostLink | undefined {
  if (!id || !POST_ID.test(id)) return undefined;
  return {
    platform: "twitter",
    type: "post",
    id,
    ...(index ? { index } : {}),
    url: `https://x.com/${user}/status/${id}`,
  };
}

/** What follows `/status/<id>`: nothing, `/video/<n>`, `/photo/<n>`, `/mediaviewer`, `/analytics`. */
function tail(rest: string[]): { ok: boolean; index?: number } {
  const [what, n, extra] = rest;
  if (what === undefined) return { ok: true };
  if ((what === "video" || what === "photo") && n && /^[1-9]\d{0,1}$/.test(n) && !extra) {
    return { ok: true, index: Number(n) };
  }
  if (/^mediaviewer$/i.test(what) && !n) return { ok: true };
  return { ok: false };
}

/** X's link grammar: a URL on one of its hosts, or undefined. */
export const twitterLinks: LinkGrammar<TwitterLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: TWITTER_LINK_HOSTS,
  read(url, host) {
    if (host === "t.co") return readShortLink("twitter", "t.co", SHORT_CODE, url);
    return twitterPost(url);
  },
  mediaId: (link) => (link.type === "post" ? link.id : link.code),
  defaultKind: "post",
};

/** A post on X's own hosts (where a short link leads), or undefined. */
export function twitterPost(url: URL): TwitterPostLink | undefined {
  const parts = segments(url.pathname);
  const [first, second, third] = parts;
  if (!first) return undefined;
  if (first === "i") {
    // /i/bookmarks?post_id=<id> (cobalt)
    if (second === "bookmarks" && !third) return post(url.searchParams.get("post_id") ?? "", "i");
    // /i/status/<id>, /i/web/status/<id>
    const at = second === "web" ? 2 : 1;
    if (parts[at] === "status") {
      const rest = tail(parts.slice(at + 2));
      return rest.ok ? post(parts[at + 1], "i", rest.index) : undefined;
    }
    // /i/videos/<id>, /i/videos/tweet/<id> (yt-dlp)
    if (second === "videos") {
      const id = third === "tweet" ? parts[3] : third;
      return parts.length === (third === "tweet" ? 4 : 3) ? post(id, "i") : undefined;
    }
    return undefined;
  }
  // /statuses/<id>
  if (first === "statuses") return parts.length === 2 ? post(second, "i") : undefined;
  if (!USER.test(first) || NOT_USERS.has(first.toLowerCase())) return undefined;
  if (second !== "status" && second !== "statuses") return undefined;
  const rest = tail(parts.slice(3));
  return rest.ok ? post(third, first, rest.index) : undefined;
}
