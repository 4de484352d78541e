import { OK_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type OkLink = { platform: "ok"; type: "video"; id: string; url: string };

/** A video id: digits, some with a `-<n>` suffix (yt-dlp's `[\d-]+`). */
const ID = /^\d{1,25}(?:-\d{1,5})?$/;

function video(id: string | undefined | null): OkLink | undefined {
  if (!id || !ID.test(id)) return undefined;
  return { platform: "ok", type: "video", id, url: `https://ok.ru/video/${id}` };
}

/**
 * OK.ru's video links on every host it serves, the mobile ones too (which cobalt refuses):
 * `/video/<id>`, `/videoembed/<id>`, `/web-api/video/moviePlayer/<id>` and `/dk?st.mvId=<id>`
 * (yt-dlp's grammar). Why: docs/decisions/084-ok.md
 */
export const okLinks: LinkGrammar<OkLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: OK_LINK_HOSTS,
  read(url) {
    const parts = segments(url.pathname);
    const [first, second, third, fourth] = parts;
    if ((first === "video" || first === "videoembed") && parts.length === 2) return video(second);
    if (
      first === "web-api" &&
      second === "video" &&
      third === "moviePlayer" &&
      parts.length === 4
    ) {
      return video(fourth);
    }
    if (first === "dk" && parts.length === 1) return video(url.searchParams.get("st.mvId"));
    return undefined;
  },
  mediaId: (link) => link.id,
  defaultKind: "reel",
};
