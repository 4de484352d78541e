import type { LanguageCode } from "../../languages.js";
import { BILIBILI_PAGE } from "./bilibili.js";
import { DAILYMOTION_VIMEO_RUTUBE } from "./dailymotion-vimeo-rutube.js";
import { NEWGROUNDS_PAGE } from "./newgrounds.js";
import { OK_PAGE } from "./ok.js";
import { SOUNDCLOUD_PAGE } from "./soundcloud.js";
import { TUMBLR_PAGE } from "./tumblr.js";
import { VK_PAGE } from "./vk.js";

/** The lists of platforms in the sentences that name them all: filled as a catalog is made. */
export { withPlatformLists } from "../platform-lists.js";
/**
 * The landing pages' words of the platforms whose copy lives in a file of its own (one file a
 * platform, or a few added together, every language in it), for the catalogs to spread.
 * Why: docs/decisions/077-soundcloud.md, 080-dailymotion.md, 083-bilibili.md
 */
export {
  BILIBILI_PAGE,
  DAILYMOTION_VIMEO_RUTUBE,
  NEWGROUNDS_PAGE,
  OK_PAGE,
  SOUNDCLOUD_PAGE,
  TUMBLR_PAGE,
  VK_PAGE,
};

/** Every such file's words in one language: a catalog spreads this one object, in one line. */
export function platformPages<L extends LanguageCode>(code: L) {
  return {
    ...NEWGROUNDS_PAGE[code],
    ...TUMBLR_PAGE[code],
    ...SOUNDCLOUD_PAGE[code],
    ...DAILYMOTION_VIMEO_RUTUBE[code],
    ...BILIBILI_PAGE[code],
    ...OK_PAGE[code],
    ...VK_PAGE[code],
  };
}
