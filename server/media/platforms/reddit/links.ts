import { REDDIT_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type RedditPostLink = {
  platform: "reddit";
  type: "post";
  /** The post's base-36 id (`t3_<id>` without its prefix). */
  id: string;
  url: string;
};
export type RedditShareLink = {
  platform: "reddit";
  type: "share";
  /** `/r/<sub>/s/<code>` and `/user/<u>/s/<code>` share links, or a `v.redd.it/<id>` video link. */
  via: "r" | "user" | "video";
  /** The subreddit or user of a share link. */
  name?: string;
  code: string;
  url: string;
};
export type RedditLink = RedditPostLink | RedditShareLink;

const CANONICAL = "https://www.reddit.com";

/** Post ids are base 36 (cobalt's tester: at most 16 characters). */
const POST_ID = /^[a-z0-9]{1,16}$/i;
/** Share codes (gallery-dl: 10 characters; cobalt: at most 16). */
const SHARE_CODE = /^[A-Za-z0-9]{4,16}$/;
/** Subreddit and user names (cobalt: at most 22; users may carry `-`). */
const NAME = /^[A-Za-z0-9_-]{1,22}$/;

function post(id: string | undefined): RedditPostLink | undefined {
  if (!id || !POST_ID.test(id)) return undefined;
  const lower = id.toLowerCase();
  return { platform: "reddit", type: "post", id: lower, url: `${CANONICAL}/comments/${lower}/` };
}

function share(
  via: "r" | "user",
  name: string | undefined,
  code: string | undefined,
): RedditShareLink | undefined {
  if (!name || !NAME.test(name) || !code || !SHARE_CODE.test(code)) return undefined;
  return {
    platform: "reddit",
    type: "share",
    via,
    name,
    code,
    url: `${CANONICAL}/${via}/${name}/s/${code}`,
  };
}

function video(id: string | undefined): RedditShareLink | undefined {
  if (!id || !POST_ID.test(id)) return undefined;
  return {
    platform: "reddit",
    type: "share",
    via: "video",
    code: id,
    url: `https://v.redd.it/${id}`,
  };
}

/** A path on reddit.com or one of its subdomains. */
export function redditPath(path: string): RedditLink | undefined {
  const [first, second, third, fourth] = segments(path);
  if (!first) return undefined;
  if (first === "comments" || first === "gallery") return post(second);
  if (first === "video") return video(second);
  if (first === "r" || first === "user" || first === "u") {
    if (!second || !NAME.test(second)) return undefined;
    if (third === "comments") return post(fourth);
    if (third === "s") return share(first === "r" ? "r" : "user", second, fourth);
  }
  return undefined;
}

/** Reddit's link grammar: a URL on one of its hosts, or undefined. */
export const redditLinks: LinkGrammar<RedditLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: REDDIT_LINK_HOSTS,
  read(url, host) {
    const parts = segments(url.pathname);
    if (host === "v.redd.it") return parts.length === 1 ? video(parts[0]) : undefined;
    if (host === "redd.it" || host === "www.redd.it") {
      return parts.length === 1 ? post(parts[0]) : undefined;
    }
    return redditPath(url.pathname);
  },
  mediaId: (link) => (link.type === "post" ? link.id : link.code),
  defaultKind: "post",
};
