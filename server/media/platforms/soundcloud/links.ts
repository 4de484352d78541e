import { SOUNDCLOUD_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { readShortLink, type ShortLink } from "../short-links.js";
import { segments } from "../url-parts.js";

/** A track or a set (playlist, album), with the secret of a private link when it has one. */
export type SoundcloudItemLink = {
  platform: "soundcloud";
  type: "track" | "set";
  user: string;
  slug: string;
  /** A private link's secret (`s-<key>`), kept with the `s-`. */
  secret?: string;
  url: string;
};
/** An `on.soundcloud.com/<code>` short link: followed inside the lookup. */
export type SoundcloudShortLink = ShortLink<"soundcloud">;
export type SoundcloudLink = SoundcloudItemLink | SoundcloudShortLink;

/** Canonical links are written on this origin, whatever the pasted host. */
const CANONICAL = "https://soundcloud.com";

const NAME = /^[\w-]{1,255}$/;
const SECRET = /^s-[A-Za-z0-9]{1,64}$/;
const SHORT_HOST = "on.soundcloud.com";
const SHORT = /^[A-Za-z0-9]{1,32}$/;
/** Paths of the site that are not a user (yt-dlp's `stations/track` and the site's own pages). */
const NOT_USERS = new Set([
  "discover",
  "stream",
  "search",
  "you",
  "upload",
  "charts",
  "stations",
  "settings",
  "messages",
  "notifications",
  "pages",
  "mobile",
  "people",
  "tags",
  "terms-of-use",
  "player",
]);
/** A user's own pages, not a track (yt-dlp's list). */
const NOT_TRACKS = new Set([
  "tracks",
  "albums",
  "sets",
  "reposts",
  "likes",
  "spotlight",
  "comments",
  "popular-tracks",
  "followers",
  "following",
]);

function item(
  type: "track" | "set",
  user: string,
  slug: string | undefined,
  secret: string | undefined,
): SoundcloudItemLink | undefined {
  if (!slug || !NAME.test(user) || !NAME.test(slug)) return undefined;
  if (secret !== undefined && !SECRET.test(secret)) return undefined;
  const path = type === "set" ? `${user}/sets/${slug}` : `${user}/${slug}`;
  return {
    platform: "soundcloud",
    type,
    user,
    slug,
    ...(secret ? { secret } : {}),
    url: `${CANONICAL}/${path}${secret ? `/${secret}` : ""}`,
  };
}

/** A path on soundcloud.com (or where a short link pointed): a track or a set, else undefined. */
export function soundcloudPath(path: string): SoundcloudItemLink | undefined {
  const parts = segments(path);
  const [user, second, third, fourth] = parts;
  if (!user || NOT_USERS.has(user.toLowerCase()) || parts.length > 4) return undefined;
  if (second === "sets") {
    return parts.length <= 4 ? item("set", user, third, fourth) : undefined;
  }
  if (!second || NOT_TRACKS.has(second.toLowerCase()) || parts.length > 3) return undefined;
  return item("track", user, second, third);
}

/**
 * SoundCloud's link grammar, as cobalt a636575b (`:author/:song/s-:accessKey`, `:author/:song`,
 * `on.` short links, `m.`) and yt-dlp 81ecd58b (`SoundcloudIE`, `SoundcloudSetIE`) read it.
 * Why: docs/decisions/077-soundcloud.md
 */
export const soundcloudLinks: LinkGrammar<SoundcloudLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: SOUNDCLOUD_LINK_HOSTS,
  read(url, host) {
    if (host === SHORT_HOST) return readShortLink("soundcloud", SHORT_HOST, SHORT, url);
    return soundcloudPath(url.pathname);
  },
  mediaId: (link) => (link.type === "short" ? link.code : `${link.user}-${link.slug}`),
  defaultKind: (link) => (link.type === "set" ? "post" : "audio"),
};

/**
 * A link that names a set, listed as a collection (a short link is followed by the lookup
 * and stays a post). Why: docs/decisions/075-collections.md (amendment)
 */
export function readSoundcloudSet(
  url: URL,
  host: string,
): { platform: "soundcloud"; id: string; url: string } | undefined {
  const link = soundcloudLinks.read(url, host);
  if (link?.type !== "set") return undefined;
  const id = [link.user, link.slug, link.secret].filter(Boolean).join("/");
  return { platform: "soundcloud", id, url: link.url };
}
