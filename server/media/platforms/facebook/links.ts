import { FACEBOOK_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type FacebookVideoLink = {
  platform: "facebook";
  type: "video";
  /** A reel (`/reel/<id>`) or any other video link (watch, page videos, video.php). */
  form: "reel" | "video";
  id: string;
  url: string;
};
/**
 * A post (`/<user>/posts/<id>`, `permalink.php?story_fbid=…&id=…`, a group's post): its
 * videos and photos are items. Why: docs/decisions/086-facebook-posts-with-several-videos.md
 */
export type FacebookPostLink = {
  platform: "facebook";
  type: "post";
  /** The story's id: `pfbid…` or digits. */
  id: string;
  /** The post page's path and query on the web origin. */
  path: string;
  url: string;
};
export type FacebookShareLink = {
  platform: "facebook";
  type: "share";
  /** `/share/r/` (a reel), `/share/v/` (a video), `/share/p/` (a post), or an fb.watch short link. */
  via: "r" | "v" | "p" | "fb.watch";
  code: string;
  url: string;
};
export type FacebookLink = FacebookVideoLink | FacebookPostLink | FacebookShareLink;

/** Canonical links are written on this origin, whatever the pasted host. */
const CANONICAL = "https://www.facebook.com";
const SHORT = "https://fb.watch";

const SHORT_HOSTS = new Set(["fb.watch", "www.fb.watch"]);

/** Facebook's video ids are digits (cobalt's tester: at most 20). */
const VIDEO_ID = /^\d{1,20}$/;
/** Share and fb.watch codes (cobalt: short links at most 11; share codes a little longer). */
const CODE = /^[A-Za-z0-9_-]{3,24}$/;
/** A post's id: a `pfbid` (yt-dlp: `pfbid[A-Za-z0-9]+`) or digits. */
const POST_ID = /^(?:pfbid[A-Za-z0-9]{8,100}|\d{1,20})$/;
/** A profile's or page's name or number, a group's slug or number. */
const OWNER = /^[A-Za-z0-9.]{1,80}$/;
/** Paths that take the video id in a query parameter. */
const QUERY_PATHS = new Set(["watch", "watch/live", "video.php", "video/video.php", "video/embed"]);

function video(
  form: "reel" | "video",
  id: string | null | undefined,
): FacebookVideoLink | undefined {
  if (!id || !VIDEO_ID.test(id)) return undefined;
  return {
    platform: "facebook",
    type: "video",
    form,
    id,
    url: form === "reel" ? `${CANONICAL}/reel/${id}/` : `${CANONICAL}/watch/?v=${id}`,
  };
}

function post(id: string | null | undefined, path: string): FacebookPostLink | undefined {
  if (!id || !POST_ID.test(id)) return undefined;
  return { platform: "facebook", type: "post", id, path, url: `${CANONICAL}${path}` };
}

/** `/<owner>/posts/<id>`, `/groups/<group>/posts|permalink/<id>`, `permalink.php?story_fbid=…&id=…`. */
function postPath(url: URL, parts: string[]): FacebookPostLink | undefined {
  const [first, second, third, fourth] = parts;
  if ((first === "permalink.php" || first === "story.php") && parts.length === 1) {
    const id = url.searchParams.get("story_fbid");
    const owner = url.searchParams.get("id");
    if (!owner || !/^\d{1,20}$/.test(owner) || !id) return undefined;
    return post(id, `/permalink.php?story_fbid=${id}&id=${owner}`);
  }
  if (first === "groups" && second && OWNER.test(second) && parts.length === 4) {
    if (third !== "posts" && third !== "permalink") return undefined;
    return post(fourth, `/groups/${second}/posts/${fourth}/`);
  }
  if (first && OWNER.test(first) && second === "posts" && parts.length === 3) {
    return post(third, `/${first}/posts/${third}/`);
  }
  return undefined;
}

function share(
  via: FacebookShareLink["via"],
  code: string | undefined,
): FacebookShareLink | undefined {
  if (!code || !CODE.test(code)) return undefined;
  return {
    platform: "facebook",
    type: "share",
    via,
    code,
    url: via === "fb.watch" ? `${SHORT}/${code}/` : `${CANONICAL}/share/${via}/${code}/`,
  };
}

/** A path (and its query) on facebook.com or one of its subdomains. */
export function facebookPath(url: URL): FacebookLink | undefined {
  const parts = segments(url.pathname);
  const [first, second, third, fourth] = parts;
  if (!first) return undefined;
  const joined = parts.join("/");
  if (QUERY_PATHS.has(joined)) {
    return video("video", url.searchParams.get("v") ?? url.searchParams.get("video_id"));
  }
  if (first === "reel" && parts.length === 2) return video("reel", second);
  if (
    first === "share" &&
    (second === "r" || second === "v" || second === "p") &&
    parts.length === 3
  ) {
    return share(second, third);
  }
  if (joined === "plugins/video.php") {
    // The embed player names the video's own link in `href`.
    const href = url.searchParams.get("href");
    if (!href) return undefined;
    try {
      const inner = new URL(href);
      if (!/(^|\.)facebook\.com$/.test(inner.hostname) || inner.pathname.startsWith("/plugins/")) {
        return undefined;
      }
      return facebookPath(inner);
    } catch {
      return undefined;
    }
  }
  // /<page>/videos/<id> and /<page>/videos/<slug>/<id>
  if (second === "videos" && third) {
    if (parts.length === 3) return video("video", third);
    if (parts.length === 4) return video("video", fourth);
  }
  return postPath(url, parts);
}

/** Facebook's link grammar: a URL on one of its hosts, or undefined. */
export const facebookLinks: LinkGrammar<FacebookLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: FACEBOOK_LINK_HOSTS,
  read(url, host) {
    if (SHORT_HOSTS.has(host)) {
      const parts = segments(url.pathname);
      return parts.length === 1 ? share("fb.watch", parts[0]) : undefined;
    }
    return facebookPath(url);
  },
  mediaId: (link) => (link.type === "share" ? link.code : link.id),
  // A post's videos and photos are listed, with 'Download all' (decision 086).
  defaultKind: (link) => (link.type === "post" ? "post" : "reel"),
};
