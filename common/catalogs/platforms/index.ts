import type { LanguageCode } from "../../languages.js";
import { DAILYMOTION_VIMEO_RUTUBE } from "./dailymotion-vimeo-rutube.js";
import { NEWGROUNDS_PAGE } from "./newgrounds.js";
import { SOUNDCLOUD_PAGE } from "./soundcloud.js";
import { TUMBLR_PAGE } from "./tumblr.js";

/**
 * The landing pages' words of the platforms whose copy lives in a file of its own (one file a
 * platform, or a few added together, every language in it), for the catalogs to spread.
 * Why: docs/decisions/077-soundcloud.md, 080-dailymotion.md
 */
export { DAILYMOTION_VIMEO_RUTUBE, NEWGROUNDS_PAGE, SOUNDCLOUD_PAGE, TUMBLR_PAGE };

/** Every such file's words in one language: a catalog spreads this one object, in one line. */
export function platformPages<L extends LanguageCode>(code: L) {
  return {
    ...NEWGROUNDS_PAGE[code],
    ...TUMBLR_PAGE[code],
    ...SOUNDCLOUD_PAGE[code],
    ...DAILYMOTION_VIMEO_RUTUBE[code],
  };
}
