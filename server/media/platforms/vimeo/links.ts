import { VIMEO_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type VimeoLink = {
  platform: "vimeo";
  type: "video";
  id: string;
  /** An unlisted video's hash (`vimeo.com/<id>/<hash>`, `?h=<hash>`): the player needs it. */
  hash?: string;
  url: string;
};

const ID = /^[0-9]{1,11}$/;
/** yt-dlp reads ten hex digits; cobalt allows up to 15 characters. */
const HASH = /^[0-9a-f]{6,15}$/i;

function hashOf(value: string | null | undefined): string | undefined {
  return value && HASH.test(value) ? value.toLowerCase() : undefined;
}

/** The id and hash a path names, on the site or the player. */
function pathOf(parts: string[], player: boolean): [string, string?] | undefined {
  const [first, second, third, fourth] = parts;
  if (player) {
    return first === "video" && parts.length === 2 && ID.test(second ?? "")
      ? [second as string]
      : undefined;
  }
  // `/<id>` and `/<id>/<hash>`.
  if (first && ID.test(first)) {
    if (parts.length === 1) return [first];
    const hash = parts.length === 2 ? hashOf(second) : undefined;
    return hash ? [first, hash] : undefined;
  }
  // `/video/<id>`, `/channels/<name>/<id>`, `/groups/<name>/videos/<id>`,
  // `/album/<n>/video/<id>`, `/showcase/<n>/video/<id>` (cobalt's and yt-dlp's forms).
  if (first === "video" && parts.length === 2 && ID.test(second ?? "")) return [second as string];
  if (first === "channels" && parts.length === 3 && ID.test(third ?? "")) return [third as string];
  if (
    (first === "groups" && third === "videos") ||
    ((first === "album" || first === "showcase") && third === "video")
  ) {
    return parts.length === 4 && ID.test(fourth ?? "") ? [fourth as string] : undefined;
  }
  return undefined;
}

/**
 * Vimeo's video links: `vimeo.com/<id>`, an unlisted video's `vimeo.com/<id>/<hash>`,
 * `player.vimeo.com/video/<id>?h=<hash>`, and the channel, group, album and showcase forms.
 * Review, on-demand and event pages are not read. Why: docs/decisions/081-vimeo.md
 */
export const vimeoLinks: LinkGrammar<VimeoLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: VIMEO_LINK_HOSTS,
  read(url, host) {
    const found = pathOf(segments(url.pathname), host === "player.vimeo.com");
    if (!found) return undefined;
    const [id] = found;
    const hash = found[1] ?? hashOf(url.searchParams.get("h"));
    return {
      platform: "vimeo",
      type: "video",
      id,
      ...(hash ? { hash } : {}),
      url: hash ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}`,
    };
  },
  mediaId: (link) => link.id,
  defaultKind: "reel",
};
