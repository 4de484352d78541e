import { RUTUBE_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type RutubeLink = {
  platform: "rutube";
  type: "video";
  /** 32 hex digits, or an embed's number (the API answers either). */
  id: string;
  /** A private video's access key (`?p=`), which the API needs. */
  key?: string;
  url: string;
};

const HEX_ID = /^[0-9a-f]{32}$/;
const EMBED_NUMBER = /^[0-9]{1,12}$/;
/** The key of a private link: base64url, as in `?p=x2QojCumHTS3rsKHWXN8Lg` (cobalt allows 32). */
const KEY = /^[A-Za-z0-9_-]{1,32}$/;

function idOf(parts: string[]): string | undefined {
  const [first, second, third, fourth] = parts;
  const hex = (s: string | undefined) =>
    s && HEX_ID.test(s.toLowerCase()) ? s.toLowerCase() : undefined;
  const embed = (s: string | undefined) => hex(s) ?? (s && EMBED_NUMBER.test(s) ? s : undefined);
  // `/video/<id>/`, `/video/private/<id>/`, `/shorts/<id>/`, `/live/video/(private/)?<id>/`.
  if (first === "video" && second === "private") return parts.length === 3 ? hex(third) : undefined;
  if (first === "video" && second === "embed") return parts.length === 3 ? embed(third) : undefined;
  if ((first === "video" || first === "shorts") && parts.length === 2) return hex(second);
  if (first === "live" && second === "video") {
    if (third === "private") return parts.length === 4 ? hex(fourth) : undefined;
    return parts.length === 3 ? hex(third) : undefined;
  }
  // The player: `/play/embed/<id>` and `/embed/<id>` (yt-dlp's forms; an embed may be a number).
  if (first === "play" && second === "embed") return parts.length === 3 ? embed(third) : undefined;
  if (first === "embed" && parts.length === 2) return embed(second);
  return undefined;
}

/**
 * Rutube's video links (yt-dlp's `RutubeIE`, `RutubeEmbedIE` and cobalt's forms), with a
 * private video's key. Why: docs/decisions/082-rutube.md
 */
export const rutubeLinks: LinkGrammar<RutubeLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: RUTUBE_LINK_HOSTS,
  read(url) {
    const id = idOf(segments(url.pathname));
    if (!id) return undefined;
    const p = url.searchParams.get("p");
    const key = p && KEY.test(p) ? p : undefined;
    const canonical = key
      ? `https://rutube.ru/video/private/${id}/?p=${key}`
      : `https://rutube.ru/video/${id}/`;
    return { platform: "rutube", type: "video", id, ...(key ? { key } : {}), url: canonical };
  },
  mediaId: (link) => link.id,
  defaultKind: "reel",
};
