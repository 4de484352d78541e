import { bilibili } from "./bilibili/index.js";
import { bsky } from "./bsky/index.js";
import { dailymotion } from "./dailymotion/index.js";
import { facebook } from "./facebook/index.js";
import { instagram } from "./instagram/index.js";
import { loom } from "./loom/index.js";
import { newgrounds } from "./newgrounds/index.js";
import { ok } from "./ok/index.js";
import { pinterest } from "./pinterest/index.js";
import { type Platform, readsHost } from "./platform.js";
import { reddit } from "./reddit/index.js";
import { rutube } from "./rutube/index.js";
import { snapchat } from "./snapchat/index.js";
import { soundcloud } from "./soundcloud/index.js";
import { streamable } from "./streamable/index.js";
import { threads } from "./threads/index.js";
import { tiktok } from "./tiktok/index.js";
import { tumblr } from "./tumblr/index.js";
import { twitch } from "./twitch/index.js";
import { twitter } from "./twitter/index.js";
import { vimeo } from "./vimeo/index.js";
import { vk } from "./vk/index.js";
import { youtube } from "./youtube/index.js";

/**
 * Every platform the server reads, one line each; the steps to add one are the checklist of
 * docs/decisions/026-platform-folders.md.
 */
export const PLATFORMS = [
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

type LinkOf<P> = P extends Platform<infer L> ? L : never;
/** A recognised link of any platform. */
export type MediaLink = LinkOf<(typeof PLATFORMS)[number]>;

const BY_NAME = new Map<string, Platform<MediaLink>>(PLATFORMS.map((p) => [p.name, p]));

/** Each link host's place in PLATFORMS: the first platform that names it exactly. */
const BY_HOST = new Map<string, number>();
PLATFORMS.forEach((platform, index) => {
  for (const host of platform.linkHosts) if (!BY_HOST.has(host)) BY_HOST.set(host, index);
});
/** The platforms that also read every subdomain of a host (a Tumblr blog's own name). */
const WITH_SUFFIXES = PLATFORMS.flatMap((platform, index) =>
  (platform.linkHostSuffixes ?? []).length > 0 ? [{ platform, index }] : [],
);

/**
 * The platform whose links `host` (lower case, no trailing dot) names: the first in PLATFORMS
 * whose `readsHost` is true, found by one map lookup rather than by asking every platform in
 * turn (a lookup of the twentieth platform asked nineteen first).
 */
export function platformReadingHost(host: string): Platform<MediaLink> | undefined {
  let found = BY_HOST.get(host);
  for (const { platform, index } of WITH_SUFFIXES) {
    if (found !== undefined && found < index) break;
    if (readsHost(platform, host)) {
      found = index;
      break;
    }
  }
  return found === undefined ? undefined : PLATFORMS[found];
}

/** The platform a recognised link belongs to. */
export function platformOf(link: MediaLink): Platform<MediaLink> {
  const platform = BY_NAME.get(link.platform);
  if (!platform) throw new Error(`No platform ${link.platform}`);
  return platform;
}

/**
 * The same media under every spelling of its link: platform, link type and the platform's own
 * id (`instagram:post:CAnqPB-Jzcj`, `youtube:video:dQw4w9WgXcQ`). What a lookup cache or a
 * single-flight map keys on; never contains the pasted text.
 */
export function lookupKey(link: MediaLink): string {
  return [link.platform, link.type, platformOf(link).mediaId(link)].join(":");
}
