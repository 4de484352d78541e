/**
 * The landing pages' words of the platforms whose copy lives in a file of its own (one file a
 * platform, every language in it), for the catalogs to spread. Why: docs/decisions/077-soundcloud.md
 */
import { BILIBILI_PAGE } from "./bilibili.js";
import { NEWGROUNDS_PAGE } from "./newgrounds.js";
import { OK_PAGE } from "./ok.js";
import { SOUNDCLOUD_PAGE } from "./soundcloud.js";
import { TUMBLR_PAGE } from "./tumblr.js";
import { VK_PAGE } from "./vk.js";

export { BILIBILI_PAGE, NEWGROUNDS_PAGE, OK_PAGE, SOUNDCLOUD_PAGE, TUMBLR_PAGE, VK_PAGE };

/** Each language's words of all of them, one spread per catalog (the catalogs stay short). */
function pagesIn<L extends keyof typeof BILIBILI_PAGE>(language: L) {
  return {
    ...NEWGROUNDS_PAGE[language],
    ...TUMBLR_PAGE[language],
    ...SOUNDCLOUD_PAGE[language],
    ...BILIBILI_PAGE[language],
    ...OK_PAGE[language],
    ...VK_PAGE[language],
  };
}

export const PLATFORM_PAGES = {
  ar: pagesIn("ar"),
  de: pagesIn("de"),
  en: pagesIn("en"),
  es: pagesIn("es"),
  fr: pagesIn("fr"),
  hi: pagesIn("hi"),
  id: pagesIn("id"),
  it: pagesIn("it"),
  pt: pagesIn("pt"),
  ru: pagesIn("ru"),
  tr: pagesIn("tr"),
  vi: pagesIn("vi"),
} as const;
