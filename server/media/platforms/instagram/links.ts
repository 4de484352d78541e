import { INSTAGRAM_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";
import { idToShortcode } from "./shortcode.js";

export type InstagramPostLink = {
  platform: "instagram";
  type: "post";
  /** The path segment the link used (p, reel or tv); `reels` is written `reel`. */
  form: "p" | "reel" | "tv";
  code: string;
  url: string;
};
export type InstagramStoryLink = {
  platform: "instagram";
  type: "story";
  /** The account, or `highlights` for a highlight reel. */
  user: string;
  /** The story item, or the highlight id; absent for "all current stories of user". */
  id?: string;
  highlight: boolean;
  url: string;
};
export type InstagramShareLink = {
  platform: "instagram";
  type: "share";
  token: string;
  url: string;
};
export type InstagramLink = InstagramPostLink | InstagramStoryLink | InstagramShareLink;

/** Canonical links are written on this origin, whatever the pasted host. */
const CANONICAL = "https://www.instagram.com";

/** The iOS app's links: `instagram://media?id=<media id>`. */
export const INSTAGRAM_APP_SCHEMES = ["instagram:"];

const SHORTCODE = /^[A-Za-z0-9_-]{5,64}$/;
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const DIGITS = /^\d{1,30}$/;
const POST_FORMS = ["p", "reel", "reels", "tv"];
/** Path words that are Instagram pages, not an account that owns a post. */
const NOT_USERS = new Set(["stories", "explore", "accounts", "direct", "share", "s"]);
/** `/stories/<name>/` names that are not an account's stories. */
const NOT_STORY_USERS = new Set(["me", "direct"]);

function post(form: string, code: string | undefined): InstagramPostLink | undefined {
  if (!code || !SHORTCODE.test(code)) return undefined;
  const normal = form === "reels" ? "reel" : (form as "p" | "reel" | "tv");
  return {
    platform: "instagram",
    type: "post",
    form: normal,
    code,
    url: `${CANONICAL}/${normal}/${code}/`,
  };
}

function highlight(id: string): InstagramStoryLink {
  return {
    platform: "instagram",
    type: "story",
    user: "highlights",
    id,
    highlight: true,
    url: `${CANONICAL}/stories/highlights/${id}/`,
  };
}

function story(parts: string[]): InstagramStoryLink | undefined {
  const [user, id, extra] = parts;
  if (!user) return undefined;
  if (user === "highlights") return id && DIGITS.test(id) && !extra ? highlight(id) : undefined;
  if (!USERNAME.test(user) || NOT_STORY_USERS.has(user)) return undefined;
  if (id !== undefined && !DIGITS.test(id)) return undefined;
  return {
    platform: "instagram",
    type: "story",
    user,
    id,
    highlight: false,
    url: `${CANONICAL}/stories/${user}/${id ? `${id}/` : ""}`,
  };
}

function share(rest: string[]): InstagramShareLink | undefined {
  const token = rest.at(-1);
  const validForm =
    rest.length === 1 || (rest.length === 2 && ["p", "reel", "reels"].includes(rest[0] ?? ""));
  if (!token || !validForm || !SHORTCODE.test(token)) return undefined;
  return {
    platform: "instagram",
    type: "share",
    token,
    url: `${CANONICAL}/share/${rest.map(encodeURIComponent).join("/")}/`,
  };
}

/** A path on one of Instagram's hosts (or a path the web app redirected to). */
export function instagramPath(path: string): InstagramLink | undefined {
  const parts = segments(path);
  const [first, second, third] = parts;
  if (!first) return undefined;
  // /reels/audio/<id> is a sound's page, not a reel.
  if (first === "reels" && second === "audio") return undefined;
  if (POST_FORMS.includes(first)) return post(first, second);
  if (first === "stories") return story(parts.slice(1));
  if (first === "s" && second) {
    // Highlight share links: /s/<base64 "highlight:<id>">?story_media_id=<item>_<owner>
    const decoded = Buffer.from(second, "base64").toString("utf8");
    const match = /^highlight:(\d{1,30})$/.exec(decoded);
    return match?.[1] ? highlight(match[1]) : undefined;
  }
  if (first === "share") return share(parts.slice(1));
  if (!NOT_USERS.has(first) && USERNAME.test(first) && second && POST_FORMS.includes(second)) {
    if (second === "reels" && third === "audio") return undefined;
    return post(second, third);
  }
  return undefined;
}

/** `instagram://media?id=<media id>` (the iOS app's links). */
function instagramApp(url: URL): InstagramPostLink | undefined {
  const id = url.searchParams.get("id")?.split("_")[0];
  if (url.hostname !== "media" || !id || !DIGITS.test(id)) return undefined;
  return post("p", idToShortcode(id));
}

/** Instagram's link grammar: a URL on one of its hosts or app schemes, or undefined. */
export const instagramLinks: LinkGrammar<InstagramLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: INSTAGRAM_LINK_HOSTS,
  appSchemes: INSTAGRAM_APP_SCHEMES,
  read(url) {
    return INSTAGRAM_APP_SCHEMES.includes(url.protocol)
      ? instagramApp(url)
      : instagramPath(url.pathname);
  },
  mediaId(link) {
    if (link.type === "post") return link.code;
    if (link.type === "story") return link.id ?? link.user;
    return link.token;
  },
  defaultKind(link) {
    if (link.type === "story") return "story";
    return link.type === "post" && link.form === "p" ? "post" : "reel";
  },
};
