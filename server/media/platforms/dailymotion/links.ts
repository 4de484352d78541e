import { DAILYMOTION_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type DailymotionLink = { platform: "dailymotion"; type: "video"; id: string; url: string };

/** A public id (`x8u4owg`) or a private one (`k46oCapRs4iikoz9DWy`); cobalt allows 32. */
const ID = /^[A-Za-z0-9]{3,32}$/;

/** `x5kesuj_office-christmas-party-review_news`: the id is what comes before the first `_`. */
function idOf(segment: string | null | undefined): string | undefined {
  const id = segment?.split("_", 1)[0];
  return id && ID.test(id) ? id : undefined;
}

/** The player page: `/player.html?video=<id>`, `/player/<player id>.html?video=<id>`. */
function playerPage(url: URL, parts: string[]): string | undefined {
  const [first, second] = parts;
  const page =
    (parts.length === 1 && first === "player.html") ||
    (parts.length === 2 && first === "player" && /^[a-z0-9]+\.html$/i.test(second ?? ""));
  // A playlist-only player (`?playlist=`) names no one video.
  return page ? idOf(url.searchParams.get("video")) : undefined;
}

/** The site's video paths: `/video/<id>`, `/embed/video/<id>`, `/swf/(video/)?<id>`, `/crawler/video/<id>`. */
function sitePath(parts: string[]): string | undefined {
  const [first, second, third] = parts;
  if (first === "video" && parts.length === 2) return idOf(second);
  if ((first === "embed" || first === "crawler" || first === "swf") && second === "video") {
    return parts.length === 3 ? idOf(third) : undefined;
  }
  if (first === "swf" && parts.length === 2) return idOf(second);
  return undefined;
}

/**
 * Dailymotion's video links (yt-dlp's `DailymotionIE` and cobalt's forms): the site's pages,
 * the player's, and `dai.ly/<id>` short links, whose path is the id (nothing to follow).
 * Why: docs/decisions/080-dailymotion.md
 */
export const dailymotionLinks: LinkGrammar<DailymotionLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: DAILYMOTION_LINK_HOSTS,
  read(url, host) {
    const parts = segments(url.pathname);
    const id =
      host === "dai.ly" || host === "www.dai.ly"
        ? parts.length === 1
          ? idOf(parts[0])
          : undefined
        : (playerPage(url, parts) ?? sitePath(parts));
    if (!id) return undefined;
    return {
      platform: "dailymotion",
      type: "video",
      id,
      url: `https://www.dailymotion.com/video/${id}`,
    };
  },
  mediaId: (link) => link.id,
  defaultKind: "reel",
};
