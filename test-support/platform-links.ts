import { configVariables } from "../server/config.js";
// The platforms declare their settings when their registry loads.
import "../server/media/platforms/index.js";

/**
 * One ordinary link of each platform, in the registry's order, for tests that look every
 * platform up the same way (an unreachable platform, the failure sentences of the screens).
 */
export const PLATFORM_LINKS: ReadonlyArray<readonly [platform: string, link: string]> = [
  ["instagram", "https://www.instagram.com/reel/CrGkUHUL7_y/"],
  ["youtube", "https://www.youtube.com/watch?v=M4gD1WSo5mA"],
  ["tiktok", "https://www.tiktok.com/@fatfatmillycat/video/7195741644585454894"],
  ["twitter", "https://x.com/thelastromances/status/1897839691212202479"],
  ["facebook", "https://www.facebook.com/reel/1195289147628387"],
  ["threads", "https://www.threads.com/@zuck/post/DHV7vTivqWD"],
  ["reddit", "https://www.reddit.com/r/videos/comments/6rrwyj/that_small_heart_attack/"],
  ["pinterest", "https://www.pinterest.com/pin/664281013778109217/"],
  ["bsky", "https://bsky.app/profile/imlunahey.com/post/3lgajpn5dtk2t"],
  ["streamable", "https://streamable.com/dnd1"],
  ["twitch", "https://clips.twitch.tv/FaintLightGullWholeWheat"],
  [
    "snapchat",
    "https://www.snapchat.com/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYdWxucG9pZmNqAY46j0a5AY46j0YbAAAAAQ",
  ],
  ["loom", "https://www.loom.com/share/43d05f362f734614a2e81b4694a3a523"],
  ["newgrounds", "https://www.newgrounds.com/portal/view/938050"],
  ["tumblr", "https://garfield-69.tumblr.com/post/696499862852780032"],
  ["soundcloud", "https://soundcloud.com/l2share77/loona-butterfly"],
  // plat-2 (decisions 080-082)
  ["dailymotion", "https://www.dailymotion.com/video/x5kesuj"],
  ["vimeo", "https://vimeo.com/54469442"],
  ["rutube", "https://rutube.ru/video/3eac3b4561676c17df9132a9a1e62e3e/"],
  ["bilibili", "https://www.bilibili.com/video/BV18i4y1m7xV/"],
  ["ok", "https://ok.ru/video/7204071410346"],
  ["vk", "https://vk.com/video-57274055_456239399"],
];

/**
 * Link forms that take another path through their platform's extractor than the ordinary link
 * above (a Facebook post of several videos: decision 086), for the same tests.
 */
export const PLATFORM_OTHER_LINKS: ReadonlyArray<readonly [platform: string, link: string]> = [
  [
    "facebook",
    "https://www.facebook.com/attn/posts/pfbid0j1Czf2gGDVqeQ8KiMLFm3pWN8GxsQmeRrVhimWDzMuKQoR8r4b1knNsejELmUgyhl",
  ],
  ["facebook", "https://www.facebook.com/groups/1645456212344334/posts/3737828833107051/"],
];

/**
 * Settings that point every platform's origins (every `*_ORIGIN` the platforms declare) at
 * `origin`: a closed port makes every platform unreachable, without a request leaving the
 * machine.
 */
export function everyPlatformAt(origin: string): Record<string, string> {
  return Object.fromEntries(
    configVariables()
      .filter((name) => /_ORIGIN$/.test(name))
      .map((name) => [name, origin]),
  );
}
