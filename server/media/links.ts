import type { ResolveKind } from "../../common/media-api.js";
import { MediaError } from "./errors.js";

/** What the downloader screen asks for; decides naming and audio extraction. */
export const KINDS = ["reel", "story", "post", "audio"] as const satisfies readonly ResolveKind[];
export type Kind = ResolveKind;

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
export type YoutubeLink = { platform: "youtube"; type: "video"; id: string; url: string };
export type MediaLink = InstagramPostLink | InstagramStoryLink | InstagramShareLink | YoutubeLink;

/**
 * The link forms accepted are those yt-dlp, cobalt and NewPipe accept (the table in
 * tests/media/links.test.ts lists each); pseudo-ids that name no single item are refused.
 * Why: docs/decisions/023-instagram-methods.md
 */
const INSTAGRAM_HOSTS = new Set([
  "instagram.com",
  "www.instagram.com",
  "m.instagram.com",
  "instagr.am",
  "www.instagr.am",
  // cobalt's alternative domains (embed fixers that mirror Instagram's paths)
  "ddinstagram.com",
  "www.ddinstagram.com",
  "d.ddinstagram.com",
  "g.ddinstagram.com",
]);
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "gaming.youtube.com",
  "youtubekids.com",
  "www.youtubekids.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
  "youtube.googleapis.com",
]);
const YOUTUBE_SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be", "y2u.be"]);

const SHORTCODE = /^[A-Za-z0-9_-]{5,64}$/;
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const DIGITS = /^\d{1,30}$/;
/** A YouTube id, and what may follow it in a sloppy short link (`<id>&feature=share`). */
const YOUTUBE_ID = /^([A-Za-z0-9_-]{11})(?:[&?#].*)?$/;
const POST_FORMS = ["p", "reel", "reels", "tv"];
/** Path words that are Instagram pages, not an account that owns a post. */
const NOT_USERS = new Set(["stories", "explore", "accounts", "direct", "share", "s"]);
/** `/stories/<name>/` names that are not an account's stories. */
const NOT_STORY_USERS = new Set(["me", "direct"]);
const MAX_LINK_LENGTH = 2048;

/** Turns pasted text into an absolute URL (http(s), or an app scheme we know), or throws invalid_url. */
export function parseUrl(input: unknown): URL {
  if (typeof input !== "string") throw new MediaError("invalid_url");
  let text = input.trim();
  if (text === "" || text.length > MAX_LINK_LENGTH || /\s/.test(text)) {
    throw new MediaError("invalid_url");
  }
  // People paste "instagram.com/reel/…" without a scheme; browsers accept it, so do we.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) text = `https://${text.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new MediaError("invalid_url");
  }
  if (["instagram:", "vnd.youtube:", "vnd.youtube.launch:"].includes(url.protocol)) return url;
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new MediaError("invalid_url");
  if (!url.hostname.includes(".")) throw new MediaError("invalid_url");
  return url;
}

function segments(path: string): string[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

function post(form: string, code: string | undefined): InstagramPostLink | undefined {
  if (!code || !SHORTCODE.test(code)) return undefined;
  const normal = form === "reels" ? "reel" : (form as "p" | "reel" | "tv");
  return {
    platform: "instagram",
    type: "post",
    form: normal,
    code,
    url: `https://www.instagram.com/${normal}/${code}/`,
  };
}

function highlight(id: string): InstagramStoryLink {
  return {
    platform: "instagram",
    type: "story",
    user: "highlights",
    id,
    highlight: true,
    url: `https://www.instagram.com/stories/highlights/${id}/`,
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
    url: `https://www.instagram.com/stories/${user}/${id ? `${id}/` : ""}`,
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
    url: `https://www.instagram.com/share/${rest.map(encodeURIComponent).join("/")}/`,
  };
}

function instagram(url: URL): MediaLink | undefined {
  const parts = segments(url.pathname);
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
function instagramApp(url: URL): MediaLink | undefined {
  const id = url.searchParams.get("id")?.split("_")[0];
  if (url.hostname !== "media" || !id || !DIGITS.test(id)) return undefined;
  return post("p", idToShortcode(id));
}

function youtubeId(candidate: string | null | undefined): string | undefined {
  return candidate ? YOUTUBE_ID.exec(candidate)?.[1] : undefined;
}

const ID_PATHS = ["shorts", "live", "embed", "v", "e", "w", "watch"];
/** `/embed/videoseries` and `/embed/live_stream` name a playlist or a channel, not a video. */
const PSEUDO_IDS = new Set(["videoseries", "live_stream"]);

function youtubePath(path: string, query: URLSearchParams): string | undefined {
  const parts = segments(path);
  const [first, second] = parts;
  if (first === "attribution_link") {
    const inner = query.get("u");
    if (!inner?.startsWith("/")) return undefined;
    const target = new URL(inner, "https://www.youtube.com");
    return youtubePath(target.pathname, target.searchParams);
  }
  if (first && ID_PATHS.includes(first) && second) {
    return PSEUDO_IDS.has(second) ? undefined : youtubeId(second);
  }
  const watchPage = !first || ["watch", "watch_popup", "watch.php", "movie"].includes(first);
  if (watchPage && parts.length <= 1) return youtubeId(query.get("v"));
  return undefined;
}

function youtube(url: URL): string | undefined {
  const id = youtubePath(url.pathname, url.searchParams);
  if (id) return id;
  // yt-dlp's anchor redirects: youtube.com/#/watch?v=<id>
  const hash = url.hash.replace(/^#!?/, "");
  if (hash.startsWith("/")) {
    const inner = new URL(hash, "https://www.youtube.com");
    return youtubePath(inner.pathname, inner.searchParams);
  }
  return undefined;
}

function youtubeShort(url: URL): string | undefined {
  const [first] = segments(url.pathname);
  return youtubeId(first) ?? (first ? undefined : youtubeId(url.searchParams.get("v")));
}

/** `vnd.youtube:<id>` / `vnd.youtube://<id>` (Android's YouTube app links). */
function youtubeApp(url: URL): string | undefined {
  const rest = url.href.slice(url.protocol.length).replace(/^\/\//, "");
  const direct = youtubeId(rest);
  if (direct) return direct;
  try {
    return youtube(new URL(`https://${rest}`));
  } catch {
    return undefined;
  }
}

function youtubeLink(id: string | undefined): YoutubeLink | undefined {
  if (!id) return undefined;
  return { platform: "youtube", type: "video", id, url: `https://www.youtube.com/watch?v=${id}` };
}

/**
 * Recognises the public link shapes people paste and gives their canonical form (no
 * tracking parameters, www host, trailing slash). Throws invalid_url for text that is not
 * a URL and unsupported_link for anything else; never makes a request.
 */
export function parseLink(input: unknown): MediaLink {
  const url = parseUrl(input);
  let link: MediaLink | undefined;
  if (url.protocol === "instagram:") link = instagramApp(url);
  else if (url.protocol.startsWith("vnd.youtube")) link = youtubeLink(youtubeApp(url));
  else {
    const host = url.hostname.toLowerCase().replace(/\.$/, "");
    if (url.port === "") {
      if (INSTAGRAM_HOSTS.has(host)) link = instagram(url);
      else if (YOUTUBE_HOSTS.has(host)) link = youtubeLink(youtube(url));
      else if (YOUTUBE_SHORT_HOSTS.has(host)) link = youtubeLink(youtubeShort(url));
    }
  }
  if (!link) throw new MediaError("unsupported_link");
  return link;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Instagram's shortcode is the media id written in base 64 over A-Z a-z 0-9 - _. */
export function shortcodeToId(code: string): string {
  let id = 0n;
  // Codes of private posts carry a 28-character suffix after the id's own characters.
  const own = code.length > 28 ? code.slice(0, -28) : code;
  for (const char of own) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new MediaError("unsupported_link");
    id = id * 64n + BigInt(digit);
  }
  return id.toString();
}

export function idToShortcode(id: string | bigint): string {
  let n = BigInt(String(id).split("_")[0] ?? "0");
  let code = "";
  do {
    code = ALPHABET[Number(n % 64n)] + code;
    n /= 64n;
  } while (n > 0n);
  return code;
}
