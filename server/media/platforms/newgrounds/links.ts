import { NEWGROUNDS_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

/** A movie of the portal (`/portal/view/<id>`) or a song of the audio portal (`/audio/listen/<id>`). */
export type NewgroundsLink = {
  platform: "newgrounds";
  type: "movie" | "audio";
  id: string;
  url: string;
};

/** Newgrounds' ids are numbers; cobalt allows up to 12 digits. */
const ID = /^\d{1,12}$/;

/** Canonical links are written on this origin, whatever the pasted host. */
const CANONICAL = "https://www.newgrounds.com";

/**
 * Newgrounds' link grammar: `/portal/view/<id>` (yt-dlp's optional `/format/flash` is the Flash
 * file, which we do not serve) and `/audio/listen/<id>`, as yt-dlp 81ecd58b and cobalt a636575b
 * read them. Why: docs/decisions/078-newgrounds.md
 */
export const newgroundsLinks: LinkGrammar<NewgroundsLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: NEWGROUNDS_LINK_HOSTS,
  read(url) {
    const [first, second, id, ...more] = segments(url.pathname);
    if (!id || !ID.test(id) || more.length > 0) return undefined;
    if (first === "portal" && second === "view") {
      return { platform: "newgrounds", type: "movie", id, url: `${CANONICAL}/portal/view/${id}` };
    }
    if (first === "audio" && second === "listen") {
      return { platform: "newgrounds", type: "audio", id, url: `${CANONICAL}/audio/listen/${id}` };
    }
    return undefined;
  },
  mediaId: (link) => link.id,
  defaultKind: (link) => (link.type === "audio" ? "audio" : "reel"),
};
