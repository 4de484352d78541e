import {
  BILIBILI_LINK_HOSTS,
  BSKY_LINK_HOSTS,
  DAILYMOTION_LINK_HOSTS,
  FACEBOOK_LINK_HOSTS,
  INSTAGRAM_LINK_HOSTS,
  LOOM_LINK_HOSTS,
  NEWGROUNDS_LINK_HOSTS,
  OK_LINK_HOSTS,
  PINTEREST_LINK_HOSTS,
  REDDIT_LINK_HOSTS,
  RUTUBE_LINK_HOSTS,
  SNAPCHAT_LINK_HOSTS,
  SOUNDCLOUD_LINK_HOSTS,
  STREAMABLE_LINK_HOSTS,
  THREADS_LINK_HOSTS,
  TIKTOK_LINK_HOSTS,
  TUMBLR_LINK_HOST_SUFFIXES,
  TUMBLR_LINK_HOSTS,
  TWITCH_LINK_HOSTS,
  TWITTER_LINK_HOSTS,
  VIMEO_LINK_HOSTS,
  VK_LINK_HOSTS,
  YOUTUBE_LINK_HOSTS,
} from "./platform-hosts.js";

/**
 * What the browser knows of each platform the server reads (server/media/platforms/): how
 * visitors call it, which hosts its links live on, which kind of lookup its links suit,
 * and its landing page. A new platform adds one
 * entry to PLATFORMS; the link form's copy, the "not supported" sentence, the footer's list
 * of supported sites and the landing pages are written from the list.
 * Why: docs/decisions/026-platform-folders.md, 042-platform-pages.md
 */
export interface BrowserPlatform {
  /** The server registry's name for it (`server/media/platforms/index.ts`). */
  name: string;
  /** Its name as visitors know it. */
  label: string;
  /** The hosts its links live on: the server's own list (`common/platform-hosts.ts`). */
  hosts: readonly string[];
  /** Endings of hosts its links live on too (a Tumblr blog's own host), when it has such. */
  hostSuffixes?: readonly string[];
  /**
   * The kind of lookup a link of it suits, when not a reel's (one file, saved at once): a
   * story, or a post listed item by item (galleries, posts that may hold several files).
   */
  screenFor?(url: URL): "story" | "post" | undefined;
  /** Its landing page's English path; a link shared to the site opens it. */
  landing?: `/${string}`;
}

const instagram = {
  name: "instagram",
  label: "Instagram",
  hosts: INSTAGRAM_LINK_HOSTS,
  screenFor(url: URL) {
    if (/^\/stories\//i.test(url.pathname)) return "story";
    if (/^\/(?:[\w.]+\/)?p\//i.test(url.pathname)) return "post";
    return undefined;
  },
} as const satisfies BrowserPlatform;

const youtube = {
  name: "youtube",
  label: "YouTube",
  hosts: YOUTUBE_LINK_HOSTS,
} as const satisfies BrowserPlatform;

const tiktok = {
  name: "tiktok",
  label: "TikTok",
  hosts: TIKTOK_LINK_HOSTS,
  // Photo posts are slideshows: every image is listed.
  screenFor: (url: URL) => (/\/photo\//i.test(url.pathname) ? "post" : undefined),
  landing: "/tiktok",
} as const satisfies BrowserPlatform;

const twitter = {
  name: "twitter",
  label: "X (Twitter)",
  hosts: TWITTER_LINK_HOSTS,
  // A post may carry up to four photos or videos; a link to one video of it is that video.
  screenFor: (url: URL) => (/\/video\/\d+\/?$/i.test(url.pathname) ? undefined : "post"),
  landing: "/twitter",
} as const satisfies BrowserPlatform;

const facebook = {
  name: "facebook",
  label: "Facebook",
  hosts: FACEBOOK_LINK_HOSTS,
  // A post may hold several videos and photos: listed, with 'Download all' (decision 086).
  screenFor: (url: URL) =>
    /\/posts\/|^\/(?:permalink|story)\.php$|^\/groups\/[^/]+\/permalink\/|^\/share\/p\//i.test(
      url.pathname,
    )
      ? "post"
      : undefined,
  landing: "/facebook",
} as const satisfies BrowserPlatform;

const threads = {
  name: "threads",
  label: "Threads",
  hosts: THREADS_LINK_HOSTS,
  // Posts are often carousels of photos and videos.
  screenFor: () => "post",
  landing: "/threads",
} as const satisfies BrowserPlatform;

const reddit = {
  name: "reddit",
  label: "Reddit",
  hosts: REDDIT_LINK_HOSTS,
  // A v.redd.it link is one video; a post may be a gallery.
  screenFor: (url: URL) => (/^v\.redd\.it$/i.test(url.hostname) ? undefined : "post"),
  landing: "/reddit",
} as const satisfies BrowserPlatform;

const pinterest = {
  name: "pinterest",
  label: "Pinterest",
  hosts: PINTEREST_LINK_HOSTS,
  // Most pins are images: shown with their preview before saving.
  screenFor: () => "post",
  landing: "/pinterest",
} as const satisfies BrowserPlatform;

const bsky = {
  name: "bsky",
  label: "Bluesky",
  hosts: BSKY_LINK_HOSTS,
  // Posts carry up to four images, or a video.
  screenFor: () => "post",
  landing: "/bluesky",
} as const satisfies BrowserPlatform;

const streamable = {
  name: "streamable",
  label: "Streamable",
  hosts: STREAMABLE_LINK_HOSTS,
  landing: "/streamable",
} as const satisfies BrowserPlatform;

const twitch = {
  name: "twitch",
  label: "Twitch",
  // Clips only (docs/decisions/055-twitch-clips.md): one video each.
  hosts: TWITCH_LINK_HOSTS,
  landing: "/twitch",
} as const satisfies BrowserPlatform;

const snapchat = {
  name: "snapchat",
  label: "Snapchat",
  hosts: SNAPCHAT_LINK_HOSTS,
  // A profile's story (`/add/<user>`, `/u/<user>`, `/@<user>`) lists its snaps; a Spotlight
  // is one video (docs/decisions/056-snapchat-spotlight.md).
  screenFor: (url: URL) =>
    /^\/(?:(?:add|u)\/[^/]+(?:\/[^/]+)?|@[^/]+)\/?$/i.test(url.pathname) ? "post" : undefined,
  landing: "/snapchat",
} as const satisfies BrowserPlatform;

const loom = {
  name: "loom",
  label: "Loom",
  hosts: LOOM_LINK_HOSTS,
  landing: "/loom",
} as const satisfies BrowserPlatform;

const newgrounds = {
  name: "newgrounds",
  label: "Newgrounds",
  hosts: NEWGROUNDS_LINK_HOSTS,
  landing: "/newgrounds",
} as const satisfies BrowserPlatform;

const tumblr = {
  name: "tumblr",
  label: "Tumblr",
  hosts: TUMBLR_LINK_HOSTS,
  hostSuffixes: TUMBLR_LINK_HOST_SUFFIXES,
  // A post may carry several photos and videos, its reblog trail's included.
  screenFor: () => "post",
  landing: "/tumblr",
} as const satisfies BrowserPlatform;

const soundcloud = {
  name: "soundcloud",
  label: "SoundCloud",
  hosts: SOUNDCLOUD_LINK_HOSTS,
  // A set (playlist, album) lists its tracks; a track is one sound file.
  screenFor: (url: URL) => (/^\/[^/]+\/sets\//i.test(url.pathname) ? "post" : undefined),
  landing: "/soundcloud",
} as const satisfies BrowserPlatform;

// plat-2 (decisions 080-082)
const dailymotion = {
  name: "dailymotion",
  label: "Dailymotion",
  hosts: DAILYMOTION_LINK_HOSTS,
  landing: "/dailymotion",
} as const satisfies BrowserPlatform;

const vimeo = {
  name: "vimeo",
  label: "Vimeo",
  hosts: VIMEO_LINK_HOSTS,
  landing: "/vimeo",
} as const satisfies BrowserPlatform;

const rutube = {
  name: "rutube",
  label: "Rutube",
  hosts: RUTUBE_LINK_HOSTS,
  landing: "/rutube",
} as const satisfies BrowserPlatform;

const bilibili = {
  name: "bilibili",
  label: "bilibili",
  // Videos and their parts, one file each (docs/decisions/083-bilibili.md).
  hosts: BILIBILI_LINK_HOSTS,
  landing: "/bilibili",
} as const satisfies BrowserPlatform;

const ok = {
  name: "ok",
  label: "OK.ru",
  hosts: OK_LINK_HOSTS,
  landing: "/ok",
} as const satisfies BrowserPlatform;

const vk = {
  name: "vk",
  label: "VK",
  // Videos and clips (docs/decisions/085-vk.md).
  hosts: VK_LINK_HOSTS,
  landing: "/vk",
} as const satisfies BrowserPlatform;

/**
 * Every platform, in the order the link form and the footer name them. The first two are
 * the ones the placeholder names (docs/decisions/042-platform-pages.md).
 */
const LISTED = [
  instagram,
  youtube,
  tiktok,
  twitter,
  facebook,
  threads,
  reddit,
  pinterest,
  bsky,
  streamable,
  twitch,
  snapchat,
  loom,
  newgrounds,
  tumblr,
  soundcloud,
  // plat-2 (decisions 080-082)
  dailymotion,
  vimeo,
  rutube,
  bilibili,
  ok,
  vk,
] as const;
export const PLATFORMS: readonly BrowserPlatform[] = LISTED;

/** A platform with its own landing page. */
export type LandingPlatform = Extract<(typeof LISTED)[number], { landing: string }>;
export type LandingName = LandingPlatform["name"];

/** The platforms with a landing page, in the list's order. */
export const LANDING_PLATFORMS: readonly LandingPlatform[] = LISTED.filter(
  (p): p is LandingPlatform => "landing" in p,
);

/** The platform whose landing page is `path` (an English path), if any. */
export function landingOf(path: string): LandingPlatform | undefined {
  return LANDING_PLATFORMS.find((p) => p.landing === path);
}

/** The platform a link belongs to, by its host. */
export function platformOfUrl(url: URL): BrowserPlatform | undefined {
  // As the server's recogniser reads a host: lower case, without a trailing dot.
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  return PLATFORMS.find(
    (p) =>
      p.hosts.includes(host) ||
      (p.hostSuffixes ?? []).some((end) => host.endsWith(end) && host.length > end.length),
  );
}

/** A platform's label by its registry name (`bsky` is Bluesky), else the name as it came. */
export function labelOf(name: string): string {
  return PLATFORMS.find((p) => p.name === name)?.label ?? name;
}

/** "a", "a or b", "a, b or c". */
function either(words: readonly string[]): string {
  return words.length < 2
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** What the "not supported" answer tells the visitor to paste instead. */
export const SUPPORTED_LINKS = `Paste a link to a public post or video on ${either(PLATFORMS.map((p) => p.label))}.`;
