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

const INSTAGRAM_HOSTS = new Set([
  "instagram.com",
  "www.instagram.com",
  "m.instagram.com",
  "instagr.am",
  "www.instagr.am",
]);
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

const SHORTCODE = /^[A-Za-z0-9_-]{5,64}$/;
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const DIGITS = /^\d{1,30}$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const MAX_LINK_LENGTH = 2048;

/** Turns pasted text into an absolute http(s) URL, or throws invalid_url. */
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
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new MediaError("invalid_url");
  if (!url.hostname.includes(".")) throw new MediaError("invalid_url");
  return url;
}

function segments(url: URL): string[] {
  return url.pathname
    .split("/")
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
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

function instagram(url: URL): MediaLink | undefined {
  const parts = segments(url);
  const [first, second, third] = parts;
  if (!first) return undefined;
  if (["p", "reel", "reels", "tv"].includes(first)) return post(first, second);
  if (first === "stories" && second) {
    if (second === "highlights") {
      if (!third || !DIGITS.test(third)) return undefined;
      return {
        platform: "instagram",
        type: "story",
        user: "highlights",
        id: third,
        highlight: true,
        url: `https://www.instagram.com/stories/highlights/${third}/`,
      };
    }
    if (!USERNAME.test(second)) return undefined;
    if (third !== undefined && !DIGITS.test(third)) return undefined;
    return {
      platform: "instagram",
      type: "story",
      user: second,
      id: third,
      highlight: false,
      url: `https://www.instagram.com/stories/${second}/${third ? `${third}/` : ""}`,
    };
  }
  if (first === "s" && second) {
    // Highlight share links: /s/<base64 "highlight:<id>">?story_media_id=<item>_<owner>
    let decoded = "";
    try {
      decoded = Buffer.from(second, "base64").toString("utf8");
    } catch {
      return undefined;
    }
    const match = /^highlight:(\d{1,30})$/.exec(decoded);
    if (!match?.[1]) return undefined;
    return {
      platform: "instagram",
      type: "story",
      user: "highlights",
      id: match[1],
      highlight: true,
      url: `https://www.instagram.com/stories/highlights/${match[1]}/`,
    };
  }
  if (first === "share") {
    const rest = parts.slice(1);
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
  if (USERNAME.test(first) && second && ["p", "reel", "reels", "tv"].includes(second)) {
    return post(second, third);
  }
  return undefined;
}

function youtube(url: URL, short: boolean): YoutubeLink | undefined {
  const parts = segments(url);
  let id: string | null | undefined;
  if (short) id = parts[0];
  else if (parts[0] === "watch" && parts.length === 1) id = url.searchParams.get("v");
  else if (["shorts", "live", "embed", "v", "e"].includes(parts[0] ?? "")) id = parts[1];
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  return { platform: "youtube", type: "video", id, url: `https://www.youtube.com/watch?v=${id}` };
}

/**
 * Recognises the public link shapes people paste and gives their canonical form (no
 * tracking parameters, www host, trailing slash). Throws invalid_url for text that is not
 * an http(s) URL and unsupported_link for anything else; never makes a request.
 */
export function parseLink(input: unknown): MediaLink {
  const url = parseUrl(input);
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const defaultPort = url.port === "";
  let link: MediaLink | undefined;
  if (defaultPort && INSTAGRAM_HOSTS.has(host)) link = instagram(url);
  else if (defaultPort && YOUTUBE_HOSTS.has(host)) link = youtube(url, false);
  else if (defaultPort && (host === "youtu.be" || host === "www.youtu.be"))
    link = youtube(url, true);
  if (!link) throw new MediaError("unsupported_link");
  return link;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Instagram's shortcode is the media id written in base 64 over A-Z a-z 0-9 - _. */
export function shortcodeToId(code: string): string {
  let id = 0n;
  // Codes of private posts carry a suffix after the 11 characters of the id.
  for (const char of code.slice(0, 11)) {
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
