import { THREADS_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type ThreadsPostLink = {
  platform: "threads";
  type: "post";
  /** The post's shortcode (Instagram's alphabet; private posts have long ones). */
  code: string;
  /** The account the link named, when it named one. */
  user?: string;
  url: string;
};
export type ThreadsShareLink = {
  platform: "threads";
  type: "share";
  token: string;
  url: string;
};
export type ThreadsLink = ThreadsPostLink | ThreadsShareLink;

/** Canonical links are written on this origin, whatever the pasted host. */
const CANONICAL = "https://www.threads.com";

/** The iOS app's links: `barcelona://media?shortcode=<code>`. */
export const THREADS_APP_SCHEMES = ["barcelona:"];

const SHORTCODE = /^[A-Za-z0-9_-]{5,64}$/;
const USER = /^@[A-Za-z0-9._]{1,30}$/;

function post(code: string | undefined, user?: string): ThreadsPostLink | undefined {
  if (!code || !SHORTCODE.test(code)) return undefined;
  return {
    platform: "threads",
    type: "post",
    code,
    ...(user ? { user } : {}),
    url: user ? `${CANONICAL}/@${user}/post/${code}` : `${CANONICAL}/post/${code}`,
  };
}

/** A path on Threads' hosts (or where a share link redirected). */
export function threadsPath(path: string): ThreadsLink | undefined {
  const parts = segments(path);
  const [first, second, third] = parts;
  if (!first) return undefined;
  if ((first === "post" || first === "t") && parts.length === 2) return post(second);
  if (USER.test(first) && (second === "post" || second === "t") && parts.length === 3) {
    return post(third, first.slice(1));
  }
  if (first === "share" && second && parts.length === 2 && SHORTCODE.test(second)) {
    return {
      platform: "threads",
      type: "share",
      token: second,
      url: `${CANONICAL}/share/${second}/`,
    };
  }
  return undefined;
}

/** Threads' link grammar: a URL on one of its hosts or its app's scheme, or undefined. */
export const threadsLinks: LinkGrammar<ThreadsLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: THREADS_LINK_HOSTS,
  appSchemes: THREADS_APP_SCHEMES,
  read(url) {
    if (THREADS_APP_SCHEMES.includes(url.protocol)) {
      return url.hostname === "media"
        ? post(url.searchParams.get("shortcode") ?? undefined)
        : undefined;
    }
    return threadsPath(url.pathname);
  },
  mediaId: (link) => (link.type === "post" ? link.code : link.token),
  defaultKind: "post",
};
