import { STREAMABLE_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type StreamableLink = { platform: "streamable"; type: "video"; id: string; url: string };

const ID = /^[A-Za-z0-9]{1,12}$/;
/** The player (`/e/`), its other form (`/o/`) and the old share form (`/s/<id>/<slug>`). */
const ID_PATHS = new Set(["e", "o", "s"]);
/** The site's own pages, which a bare `/<word>` would otherwise read as an id. */
const SITE_PAGES = new Set([
  "about",
  "blog",
  "careers",
  "clipper",
  "community",
  "contact",
  "documentation",
  "embed",
  "help",
  "home",
  "login",
  "logout",
  "plans",
  "pricing",
  "privacy",
  "settings",
  "signup",
  "terms",
  "upload",
  "videos",
]);

function idOf(url: URL): string | undefined {
  const [first, second] = segments(url.pathname);
  if (first && ID_PATHS.has(first.toLowerCase()))
    return second && ID.test(second) ? second : undefined;
  if (!first || SITE_PAGES.has(first.toLowerCase())) return undefined;
  return ID.test(first) ? first : undefined;
}

/**
 * Streamable's link grammar (yt-dlp's and cobalt's forms): `/<id>`, `/e/<id>`, `/o/<id>` and
 * `/s/<id>/...`. Why: docs/decisions/054-streamable.md
 */
export const streamableLinks: LinkGrammar<StreamableLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: STREAMABLE_LINK_HOSTS,
  read(url) {
    const id = idOf(url);
    if (!id) return undefined;
    return { platform: "streamable", type: "video", id, url: `https://streamable.com/${id}` };
  },
  mediaId: (link) => link.id,
  defaultKind: "reel",
};
