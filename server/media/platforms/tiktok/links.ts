import { TIKTOK_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

/** A post: a video, or a photo slideshow (`form` says which the link named). */
export type TiktokPostLink = {
  platform: "tiktok";
  type: "post";
  id: string;
  form: "video" | "photo";
  url: string;
};
/** A short link (`vm.`/`vt.tiktok.com/<code>`, `www.tiktok.com/t/<code>`): it redirects to a post. */
export type TiktokShortLink = {
  platform: "tiktok";
  type: "short";
  code: string;
  /** `t`: the `/t/<code>` form on the web host; `v`: the vm./vt. hosts. */
  via: "t" | "v";
  url: string;
};
export type TiktokLink = TiktokPostLink | TiktokShortLink;

const SHORT_HOSTS = new Set(["vm.tiktok.com", "vt.tiktok.com", "t.tiktok.com"]);

const POST_ID = /^\d{6,21}$/;
/** A handle, or the secUid (`MS4wLjABAAAA…`, about 76 characters) yt-dlp's tests also paste. */
const USER = /^@[\w.-]{0,128}$/;
const SHORT_CODE = /^[A-Za-z0-9_-]{4,21}$/;

export function tiktokPost(id: string, form: "video" | "photo", user = ""): TiktokPostLink {
  return {
    platform: "tiktok",
    type: "post",
    id,
    form,
    url: `https://www.tiktok.com/@${user || "_"}/${form}/${id}`,
  };
}

function short(code: string | undefined, via: "t" | "v"): TiktokShortLink | undefined {
  if (!code || !SHORT_CODE.test(code)) return undefined;
  return {
    platform: "tiktok",
    type: "short",
    code,
    via,
    url: via === "t" ? `https://www.tiktok.com/t/${code}/` : `https://vm.tiktok.com/${code}/`,
  };
}

/** A path on TikTok's web host (or the one a short link redirected to). */
export function tiktokPath(path: string): TiktokPostLink | undefined {
  const parts = segments(path);
  const [first, second, third, fourth] = parts;
  if (!first) return undefined;
  // /@user/video/<id>, /@user/photo/<id>, /@/video/<id>
  if (USER.test(first) && (second === "video" || second === "photo") && third && !fourth) {
    return POST_ID.test(third) ? tiktokPost(third, second, first.slice(1)) : undefined;
  }
  // /share/video/<id>, /i18n/share/video/<id>
  const share = first === "i18n" ? parts.slice(1) : parts;
  if (
    share[0] === "share" &&
    (share[1] === "video" || share[1] === "photo") &&
    share[2] &&
    share.length === 3
  ) {
    return POST_ID.test(share[2]) ? tiktokPost(share[2], share[1]) : undefined;
  }
  // /embed/<id>, /embed/v2/<id>
  if (first === "embed") {
    const id = second === "v2" ? third : second;
    return id && POST_ID.test(id) && !(second === "v2" ? fourth : third)
      ? tiktokPost(id, "video")
      : undefined;
  }
  // m.tiktok.com/v/<id>.html, /video/<id>
  if (first === "v" && second && !third) {
    const id = second.replace(/\.html$/, "");
    return POST_ID.test(id) ? tiktokPost(id, "video") : undefined;
  }
  if (first === "video" && second && !third) {
    return POST_ID.test(second) ? tiktokPost(second, "video") : undefined;
  }
  return undefined;
}

/** TikTok's link grammar: a URL on one of its hosts, or undefined. */
export const tiktokLinks: LinkGrammar<TiktokLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: TIKTOK_LINK_HOSTS,
  read(url, host) {
    const parts = segments(url.pathname);
    if (SHORT_HOSTS.has(host)) {
      // vm.tiktok.com/<code>, and the app's vt.tiktok.com/t/<code> spelling too
      const code = parts[0] === "t" ? parts[1] : parts[0];
      return parts.length <= (parts[0] === "t" ? 2 : 1) ? short(code, "v") : undefined;
    }
    if (parts[0] === "t" && parts.length === 2) return short(parts[1], "t");
    return tiktokPath(url.pathname);
  },
  mediaId: (link) => (link.type === "post" ? link.id : link.code),
  defaultKind: (link) => (link.type === "post" && link.form === "photo" ? "post" : "reel"),
};
