import { LOOM_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type LoomLink = { platform: "loom"; type: "video"; id: string; url: string };

/** A video id, at the end of the segment (`Meet-AI-workflows-<id>` is cobalt's titled form). */
const ID_AT_END = /(?:^|-)([0-9a-f]{32})$/i;

/**
 * Loom's video links: `/share/<id>`, `/share/<title>-<id>`, `/embed/<id>` (yt-dlp's and
 * cobalt's forms). Why: docs/decisions/057-loom.md
 */
export const loomLinks: LinkGrammar<LoomLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: LOOM_LINK_HOSTS,
  read(url) {
    const [first, second, ...more] = segments(url.pathname);
    if ((first !== "share" && first !== "embed") || !second || more.length > 0) return undefined;
    const id = ID_AT_END.exec(second)?.[1]?.toLowerCase();
    if (!id) return undefined;
    return { platform: "loom", type: "video", id, url: `https://www.loom.com/share/${id}` };
  },
  mediaId: (link) => link.id,
  defaultKind: "reel",
};
