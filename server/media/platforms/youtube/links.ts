import { YOUTUBE_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type YoutubeLink = { platform: "youtube"; type: "video"; id: string; url: string };

const CANONICAL = "https://www.youtube.com";

/** Short links: the id is the path. */
const SHORT_HOSTS = ["youtu.be", "www.youtu.be", "y2u.be"];
/** Android's YouTube app links: `vnd.youtube:<id>`, `vnd.youtube://<id>`. */
export const YOUTUBE_APP_SCHEMES = ["vnd.youtube:", "vnd.youtube.launch:"];

/** A YouTube id, and what may follow it in a sloppy short link (`<id>&feature=share`). */
const YOUTUBE_ID = /^([A-Za-z0-9_-]{11})(?:[&?#].*)?$/;
const ID_PATHS = ["shorts", "live", "embed", "v", "e", "w", "watch"];
/** `/embed/videoseries` and `/embed/live_stream` name a playlist or a channel, not a video. */
const PSEUDO_IDS = new Set(["videoseries", "live_stream"]);

function youtubeId(candidate: string | null | undefined): string | undefined {
  return candidate ? YOUTUBE_ID.exec(candidate)?.[1] : undefined;
}

function youtubePath(path: string, query: URLSearchParams): string | undefined {
  const parts = segments(path);
  const [first, second] = parts;
  if (first === "attribution_link") {
    const inner = query.get("u");
    if (!inner?.startsWith("/")) return undefined;
    const target = new URL(inner, CANONICAL);
    return youtubePath(target.pathname, target.searchParams);
  }
  if (first && ID_PATHS.includes(first) && second) {
    return PSEUDO_IDS.has(second) ? undefined : youtubeId(second);
  }
  const watchPage = !first || ["watch", "watch_popup", "watch.php", "movie"].includes(first);
  if (watchPage && parts.length <= 1) return youtubeId(query.get("v"));
  return undefined;
}

function youtube(url: URL): string | undefined {
  const id = youtubePath(url.pathname, url.searchParams);
  if (id) return id;
  // yt-dlp's anchor redirects: <site>/#/watch?v=<id>
  const hash = url.hash.replace(/^#!?/, "");
  if (hash.startsWith("/")) {
    const inner = new URL(hash, CANONICAL);
    return youtubePath(inner.pathname, inner.searchParams);
  }
  return undefined;
}

function youtubeShort(url: URL): string | undefined {
  const [first] = segments(url.pathname);
  return youtubeId(first) ?? (first ? undefined : youtubeId(url.searchParams.get("v")));
}

/** `vnd.youtube:<id>` / `vnd.youtube://<id>` (Android's YouTube app links). */
function youtubeApp(url: URL): string | undefined {
  const rest = url.href.slice(url.protocol.length).replace(/^\/\//, "");
  const direct = youtubeId(rest);
  if (direct) return direct;
  try {
    return youtube(new URL(`https://${rest}`));
  } catch {
    return undefined;
  }
}

/**
 * YouTube's link grammar: a URL on one of its hosts (`host` as the recogniser normalised it)
 * or app schemes, or undefined.
 */
export const youtubeLinks: LinkGrammar<YoutubeLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: YOUTUBE_LINK_HOSTS,
  appSchemes: YOUTUBE_APP_SCHEMES,
  read(url, host) {
    const id = YOUTUBE_APP_SCHEMES.includes(url.protocol)
      ? youtubeApp(url)
      : SHORT_HOSTS.includes(host)
        ? youtubeShort(url)
        : youtube(url);
    if (!id) return undefined;
    return { platform: "youtube", type: "video", id, url: `${CANONICAL}/watch?v=${id}` };
  },
  mediaId: (link) => link.id,
  defaultKind: "reel",
};

/** A playlist id (`PL…`, `UU…`, `OLAK5uy_…`, `RD…` mixes): letters, digits, `-` and `_`. */
const PLAYLIST_ID = /^[A-Za-z0-9_-]{10,64}$/;

/**
 * A link that names a playlist: `/playlist?list=<id>`, or a video watched in one
 * (`/watch?v=<id>&list=<id>`, `youtu.be/<id>?list=<id>`), whose video is `item`; the screen asks
 * the visitor which they mean. Mixes (`RD…`) are endless lists made for one viewer: not read.
 * Why: docs/decisions/075-collections.md
 */
export function readYoutubePlaylist(
  url: URL,
  host: string,
): { platform: "youtube"; id: string; url: string; item?: string } | undefined {
  if (YOUTUBE_APP_SCHEMES.includes(url.protocol)) return undefined;
  const list = url.searchParams.get("list");
  if (!list || !PLAYLIST_ID.test(list) || list.startsWith("RD")) return undefined;
  const [first] = segments(url.pathname);
  const video = youtubeLinks.read(url, host);
  if (!video && first !== "playlist") return undefined;
  return {
    platform: "youtube",
    id: list,
    url: `${CANONICAL}/playlist?list=${list}`,
    ...(video ? { item: video.url } : {}),
  };
}
