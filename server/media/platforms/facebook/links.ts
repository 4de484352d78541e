import { segments } from "../url-parts.js";

/** Shared with the browser (docs/decisions/042-platform-pages.md). */
export { FACEBOOK_LINK_HOSTS } from "../../../../common/platform-hosts.js";

export type FacebookVideoLink = {
  platform: "facebook";
  type: "video";
  /** A reel (`/reel/<id>`) or any other video link (watch, page videos, video.php). */
  form: "reel" | "video";
  id: string;
  url: string;
};
export type FacebookShareLink = {
  platform: "facebook";
  type: "share";
  /** `/share/r/` (a reel), `/share/v/` (a video), or an fb.watch short link. */
  via: "r" | "v" | "fb.watch";
  code: string;
  url: string;
};
export type FacebookLink = FacebookVideoLink | FacebookShareLink;

/** Canonical links are written on this origin, whatever the pasted host. */
const CANONICAL = "https://www.facebook.com";
const SHORT = "https://fb.watch";

const SHORT_HOSTS = new Set(["fb.watch", "www.fb.watch"]);

/** Facebook's video ids are digits (cobalt's tester: at most 20). */
const VIDEO_ID = /^\d{1,20}$/;
/** Share and fb.watch codes (cobalt: short links at most 11; share codes a little longer). */
const CODE = /^[A-Za-z0-9_-]{3,24}$/;
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
  if (first === "share" && (second === "r" || second === "v") && parts.length === 3) {
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
  return undefined;
}

/** Facebook's link grammar: a URL on one of its hosts, or undefined. */
export function readFacebookLink(url: URL, host: string): FacebookLink | undefined {
  if (SHORT_HOSTS.has(host)) {
    const parts = segments(url.pathname);
    return parts.length === 1 ? share("fb.watch", parts[0]) : undefined;
  }
  return facebookPath(url);
}
