import { TWITCH_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type TwitchLink = { platform: "twitch"; type: "clip"; slug: string; url: string };

const CLIPS_HOST = "clips.twitch.tv";

/** A clip's slug: words and a tail of letters, digits, `_` and `-` (cobalt allows 100). */
const SLUG = /^[A-Za-z0-9_-]{1,100}$/;

function slugOf(candidate: string | null | undefined): string | undefined {
  return candidate && SLUG.test(candidate) ? candidate : undefined;
}

/** `clips.twitch.tv/<slug>`, `/<channel>/<slug>`, `/embed?clip=<slug>` (yt-dlp's forms). */
function clipsHost(url: URL): string | undefined {
  const parts = segments(url.pathname);
  if (parts[0] === "embed" && parts.length === 1) return slugOf(url.searchParams.get("clip"));
  return parts.length >= 1 && parts.length <= 2 ? slugOf(parts.at(-1)) : undefined;
}

/** `twitch.tv/<channel>/clip/<slug>` and `twitch.tv/clip/<slug>`. */
function site(url: URL): string | undefined {
  const parts = segments(url.pathname);
  const at = parts.indexOf("clip");
  if (at !== 0 && at !== 1) return undefined;
  return parts.length === at + 2 ? slugOf(parts[at + 1]) : undefined;
}

/**
 * Twitch's clip links (yt-dlp's and cobalt's forms), or undefined for anything else (channels,
 * videos, streams). Why: docs/decisions/055-twitch-clips.md
 */
export const twitchLinks: LinkGrammar<TwitchLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: TWITCH_LINK_HOSTS,
  read(url, host) {
    const slug = host === CLIPS_HOST ? clipsHost(url) : site(url);
    if (!slug) return undefined;
    return { platform: "twitch", type: "clip", slug, url: `https://clips.twitch.tv/${slug}` };
  },
  mediaId: (link) => link.slug,
  defaultKind: "reel",
};
